import { SIGN_IN_MESSAGES } from '../../src/domain/messages';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { endSession, refreshSession, startSession, type SessionDeps } from '../auth/sessions';
import { findUser, toProfile, upsertIdentityUser, upsertLocalUser } from '../auth/users';
import { forbidden, unauthorized } from '../http/http-error';
import type { HandlerMap } from './handler-types';

export function authHandlers(ctx: AppContext): HandlerMap {
  const deps: SessionDeps = {
    db: ctx.db,
    accessTokens: ctx.accessTokens,
    revocations: ctx.revocations,
    refreshTtlDays: ctx.config.auth.refreshTokenTtlDays,
  };
  return {
    async googleCallback(request) {
      const identity = await ctx.verifyIdToken(request.body.id_token);
      return startSession(deps, 'google', (tx) => upsertIdentityUser(tx, identity));
    },

    async devLogin(request) {
      if (!ctx.config.auth.devLogin) throw forbidden(SIGN_IN_MESSAGES.debugDisabled, 'dev_login_disabled');
      const { email, name } = request.body;
      return startSession(deps, 'local', (tx) => upsertLocalUser(tx, email, name));
    },

    async getMe(request) {
      const user = await findUser(ctx.db, requireUser(request).id);
      // A valid token for an account that no longer exists is no sign-in at all.
      if (!user) throw unauthorized();
      return toProfile(user);
    },

    async refreshToken(request) {
      return refreshSession(deps, request.body.refresh_token);
    },

    async logout(request) {
      const refreshToken = request.body?.refresh_token || undefined;
      await endSession(deps, requireUser(request).id, refreshToken);
      return { success: true };
    },
  };
}
