import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import { unauthorized } from '../http/http-error';
import { verifyTokenSecret } from './verify-token';

// The contract's personalAccessToken scheme, offered only by the run-logging operations beside
// bearerAuth. Any failure is bearerAuth's own 401, so a caller learns nothing about a token.

export function createPersonalTokenAuth(db: Database) {
  return async function personalAccessToken(request: FastifyRequest): Promise<void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const verified = match ? await verifyTokenSecret(db, match[1]) : null;
    if (!verified) throw unauthorized();
    request.user = { id: verified.userId };
  };
}
