import type { components, operations } from '../../src/api/schema';
import { mutate } from '../activity/mutate';
import type { Database, Transaction } from '../db/connect';
import { unauthorized } from '../http/http-error';
import type { AccessTokens } from './access-token';
import { familyOf, issueFamily, revokeAllForUser, revokeFamily, rotate } from './refresh-tokens';
import { toProfile, type UserRow } from './users';

// Sign-in, refresh and sign-out over one token family per sign-in, each with its activity rows.

type SignInResponse = components['schemas']['SignInResponse'];
type RefreshResponse = operations['refreshToken']['responses'][200]['content']['application/json'];

export interface SessionDeps {
  db: Database;
  accessTokens: AccessTokens;
  refreshTtlDays: number;
}

export type SignInMethod = 'google' | 'local';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export async function startSession(
  deps: SessionDeps,
  method: SignInMethod,
  findUser: (tx: Transaction) => Promise<UserRow>,
): Promise<SignInResponse> {
  const { user, refreshToken } = await mutate(deps.db, null, async (tx, record) => {
    const found = await findUser(tx);
    const token = await issueFamily(tx, found.id, deps.refreshTtlDays);
    record({
      userId: found.id,
      entityType: 'user',
      entityId: found.id,
      action: 'auth.signed_in',
      message: method === 'google' ? 'Signed in with Google' : 'Signed in with local sign-in',
      metadata: { method },
    });
    return { user: found, refreshToken: token };
  });
  return {
    access_token: await deps.accessTokens.sign(user.id),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: deps.accessTokens.ttlSeconds,
    user_profile: toProfile(user),
  };
}

export async function refreshSession(deps: SessionDeps, token: string): Promise<RefreshResponse> {
  const outcome = await mutate(deps.db, null, async (tx, record) => {
    const result = await rotate(tx, token);
    if (result.kind === 'reused' && result.revoked > 0) {
      record({
        userId: result.userId,
        entityType: 'user',
        entityId: result.userId,
        action: 'auth.family_revoked',
        level: 'warning',
        message: 'A used refresh token was presented again; that sign-in was ended everywhere',
        metadata: { familyId: result.familyId, tokensRevoked: result.revoked, reason: 'reuse' },
      });
    }
    return result;
  });
  // Thrown after the commit: the revocation above must stand although the caller gets a 401.
  if (outcome.kind !== 'rotated') throw unauthorized(SESSION_EXPIRED, 'invalid_token');
  return {
    access_token: await deps.accessTokens.sign(outcome.userId),
    refresh_token: outcome.token,
    token_type: 'bearer',
    expires_in: deps.accessTokens.ttlSeconds,
  };
}

/** Ends the sign-in the refresh token belongs to, or every sign-in of the user without one. */
export async function endSession(deps: SessionDeps, userId: string, refreshToken?: string): Promise<void> {
  await mutate(deps.db, { id: userId }, async (tx, record) => {
    const familyId = refreshToken ? await familyOf(tx, refreshToken, userId) : null;
    const revoked = familyId ? await revokeFamily(tx, familyId, userId) : refreshToken ? 0 : await revokeAllForUser(tx, userId);
    record({
      entityType: 'user',
      entityId: userId,
      action: 'auth.signed_out',
      message: refreshToken ? 'Signed out' : 'Signed out of every session',
      metadata: { tokensRevoked: revoked, ...(familyId ? { familyId } : {}) },
    });
  });
}
