import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error';
import type { Database } from '../db/connect';
import { refuseTokenOutsideRuns } from '../tokens/token-auth';
import type { AccessTokens } from './access-token';

// The contract's bearerAuth scheme: a valid access token sets request.user; anything else is
// the same 401, so a caller cannot tell an expired token from a forged one.

export interface AuthUser {
  id: string;
  /** Authenticated by a personal access token, which reads nothing beyond runs. */
  viaToken?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function createBearerAuth(accessTokens: AccessTokens, db: Database) {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const claims = match ? await accessTokens.verify(match[1]) : null;
    if (!claims) {
      // A personal access token where none is taken: a 403 saying so (docs/product.md).
      if (match) await refuseTokenOutsideRuns(db, request, match[1]);
      throw unauthorized();
    }
    request.user = { id: claims.userId };
  };
}

/** The signed-in user of a route the contract secures; bearerAuth has already run. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
