import type { components } from '../../src/api/schema';
import type { AppContext } from '../app-context';
import { featureFlags } from './features';
import type { HandlerMap } from './handler-types';

export type AppConfig = components['schemas']['AppConfig'];

/**
 * What GET /v1/config answers: public, and fixed for the life of the process once every handler
 * is in the map (`implemented` says whether an operation has one, for the feature flags). The
 * built page carries it too, so a first load does not wait on a call for it (http/built-page.ts).
 */
export function publicConfig(ctx: AppContext, implemented: (operationId: string) => boolean): AppConfig {
  const { auth, modelBadge } = ctx.config;
  return {
    appName: 'Labforge',
    version: ctx.version,
    auth: { provider: 'google' as const, googleClientId: auth.googleClientId, devLogin: auth.devLogin },
    model: { ...modelBadge },
    features: featureFlags(ctx.openApi, implemented),
    mail: { configured: ctx.config.mail.smtpUrl !== null },
  };
}

export function systemHandlers(ctx: AppContext, implemented: (operationId: string) => boolean): HandlerMap {
  // Worked out on the first answer, when the map is complete: it does not change after that.
  let config: AppConfig | undefined;
  return {
    getConfig: async () => (config ??= publicConfig(ctx, implemented)),
    getOpenApi: async () => ctx.openApi,
  };
}
