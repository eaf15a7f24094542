import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import { forbidden, unauthorized } from '../http/http-error';
import { TOKEN_MESSAGES, type TokenScope } from './token-scopes';
import { verifyTokenSecret, type VerifiedToken } from './verify-token';

// The contract's personalAccessToken scheme, offered only by the run operations beside bearerAuth,
// each naming the scope it needs. A bad token is bearerAuth's own 401, so a caller learns nothing
// about it; a good one without the scope is a 403 that names the scope.

/** bearerAuth runs first and may have looked the token up already: one query a request. */
const lookedUp = new WeakMap<FastifyRequest, Promise<VerifiedToken | null>>();

function verifyOnce(db: Database, request: FastifyRequest, secret: string): Promise<VerifiedToken | null> {
  let verified = lookedUp.get(request);
  if (!verified) {
    verified = verifyTokenSecret(db, secret);
    lookedUp.set(request, verified);
  }
  return verified;
}

export function createPersonalTokenAuth(db: Database) {
  return async function personalAccessToken(request: FastifyRequest, _reply: unknown, needed?: string[]) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const verified = match ? await verifyOnce(db, request, match[1]) : null;
    if (!verified) throw unauthorized();
    const missing = (needed ?? []).find((scope) => !verified.scopes.includes(scope as TokenScope));
    if (missing) throw forbidden(TOKEN_MESSAGES.missingScope(missing as TokenScope));
    request.user = { id: verified.userId, viaToken: true };
  };
}

/**
 * On operations that take no token (bearerAuth alone): a good token is told it cannot be used
 * here (403) rather than that it is not a credential; anything else stays the 401.
 */
export async function refuseTokenOutsideRuns(db: Database, request: FastifyRequest, credential: string): Promise<void> {
  if (await verifyOnce(db, request, credential)) throw forbidden(TOKEN_MESSAGES.notForThis);
}
