import type { AppContext } from '../app-context';
import type { HandlerMap } from './handler-types';

// Spec section 9: these flags and the version are what the SPA is told, word for word.
const FEATURES = {
  agentChat: true,
  collaboration: true,
  darkMode: true,
  experimentTracking: true,
  fileUpload: true,
  visualization: true,
  debugAuth: false,
  debugMode: false,
  mockData: false,
} as const;

export function systemHandlers(ctx: AppContext): HandlerMap {
  const { auth, modelBadge } = ctx.config;
  const appConfig = {
    appName: 'Labforge',
    version: ctx.version,
    auth: { provider: 'google' as const, googleClientId: auth.googleClientId, devLogin: auth.devLogin },
    features: { ...FEATURES },
    model: { ...modelBadge },
  };
  return {
    getConfig: async () => appConfig,
    getOpenApi: async () => ctx.openApi,
  };
}
