import type { AppContext } from '../app-context';
import { featureFlags } from './features';
import type { HandlerMap } from './handler-types';

/** `implemented` says whether an operation has a handler in this app, for the feature flags. */
export function systemHandlers(ctx: AppContext, implemented: (operationId: string) => boolean): HandlerMap {
  const { auth, modelBadge } = ctx.config;
  const appConfig = {
    appName: 'Labforge',
    version: ctx.version,
    auth: { provider: 'google' as const, googleClientId: auth.googleClientId, devLogin: auth.devLogin },
    model: { ...modelBadge },
  };
  return {
    // Flags are computed per answer from the handlers, so they never claim what answers 501.
    getConfig: async () => ({ ...appConfig, features: featureFlags(ctx.openApi, implemented) }),
    getOpenApi: async () => ctx.openApi,
  };
}
