import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import { findToken, insertToken, listTokens, revokeToken, toAccessToken } from '../tokens/token-store';
import { tokenScopes } from '../tokens/token-scopes';
import type { HandlerMap } from './handler-types';

// Personal access tokens (docs/product.md, "Personal access tokens"): made and revoked by a
// signed-in user, never by a token. The secret is answered once, at creation, and never logged.

const DEFAULT_EXPIRY_DAYS = 90;

export function tokenHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listAccessTokens(request) {
      const rows = await listTokens(db, requireUser(request).id);
      return { items: rows.map(toAccessToken) };
    },

    async createAccessToken(request, reply) {
      const user = requireUser(request);
      const { name, expiresInDays = DEFAULT_EXPIRY_DAYS, scopes } = request.body;
      const created = await mutate(db, user, async (tx, record) => {
        const { row, secret } = await insertToken(tx, user.id, name, expiresInDays, tokenScopes(scopes));
        record({
          entityType: 'token',
          entityId: row.id,
          action: 'token.created',
          message: `Created access token '${row.name}' (${row.prefix}…)`,
          metadata: { prefix: row.prefix, scopes: row.scopes, expiresAt: row.expiresAt.toISOString() },
        });
        return { ...toAccessToken(row), token: secret };
      });
      reply.code(201);
      return created;
    },

    async revokeAccessToken(request, reply) {
      const user = requireUser(request);
      await mutate(db, user, async (tx, record) => {
        const revoked = await revokeToken(tx, user.id, request.params.tokenId);
        if (revoked) {
          record({
            entityType: 'token',
            entityId: revoked.id,
            action: 'token.revoked',
            message: `Revoked access token '${revoked.name}' (${revoked.prefix}…)`,
            metadata: { prefix: revoked.prefix },
          });
        } else if (!(await findToken(tx, user.id, request.params.tokenId))) {
          throw notFound(NOT_FOUND_MESSAGES.token);
        }
      });
      reply.code(204);
      return undefined;
    },
  };
}
