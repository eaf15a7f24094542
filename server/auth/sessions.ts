import type { components, operations } from '../../src/api/schema';
import { SERVER_AUTH_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { Database, Transaction } from '../db/connect';
import { forbidden, unauthorized } from '../http/http-error';
import { noticePendingInvitations } from '../notifications/invitation-notices';
import type { AccessTokens } from './access-token';
import { familyOf, issueFamily, revokeAllForUser, revokeFamily, rotate } from './refresh-tokens';
import type { RevocationFeed } from './revocation-feed';
import { toProfile, type UserRow } from './users';

// Sign-in, refresh and sign-out over one token family per sign-in, each with its activity rows.

type SignInResponse = components['schemas']['SignInResponse'];
type RefreshResponse = operations['refreshToken']['responses'][200]['content']['application/json'];

export interface SessionDeps {
  db: Database;
  accessTokens: AccessTokens;
  revocations: Pick<RevocationFeed, 'announce'>;
  refreshTtlDays: number;
}

export type SignInMethod = 'google' | 'local';

const SESSION_EXPIRED = SERVER_AUTH_MESSAGES.sessionExpired;
/** The same for a token of someone else and one that never existed, so neither is revealed. */
const NOT_YOUR_REFRESH_TOKEN = SERVER_AUTH_MESSAGES.notYourRefreshToken;

export async function startSession(
  deps: SessionDeps,
  method: SignInMethod,
  findUser: (tx: Transaction) => Promise<UserRow>,
): Promise<SignInResponse> {
  const { user, familyId, refreshToken } = await mutate(deps.db, null, async (tx, record) => {
    const found = await findUser(tx);
    const family = await issueFamily(tx, found.id, deps.refreshTtlDays);
    // An e-mail invitation sent before the account existed reaches its inbox now.
    await noticePendingInvitations(tx, found);
    record({
      userId: found.id,
      entityType: 'user',
      entityId: found.id,
      action: 'auth.signed_in',
      message: method === 'google' ? 'Signed in with Google' : 'Signed in with local sign-in',
      metadata: { method },
    });
    return { user: found, familyId: family.familyId, refreshToken: family.token };
  });
  return {
    access_token: await deps.accessTokens.sign(user.id, familyId),
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
  // After the commit: the revocation above must stand although the caller gets a 401.
  if (outcome.kind === 'reused') await deps.revocations.announce([outcome.familyId]);
  if (outcome.kind !== 'rotated') throw unauthorized(SESSION_EXPIRED, 'invalid_token');
  return {
    access_token: await deps.accessTokens.sign(outcome.userId, outcome.familyId),
    refresh_token: outcome.token,
    token_type: 'bearer',
    expires_in: deps.accessTokens.ttlSeconds,
  };
}

/** Ends the sign-in the refresh token belongs to, or every sign-in of the user without one. */
export async function endSession(deps: SessionDeps, userId: string, refreshToken?: string): Promise<void> {
  const ended = await mutate(deps.db, { id: userId }, async (tx, record) => {
    let familyIds: string[];
    let revoked: number;
    if (refreshToken) {
      const familyId = await familyOf(tx, refreshToken, userId);
      if (!familyId) throw forbidden(NOT_YOUR_REFRESH_TOKEN, 'invalid_token');
      familyIds = [familyId];
      revoked = await revokeFamily(tx, familyId, userId);
    } else {
      ({ familyIds, revoked } = await revokeAllForUser(tx, userId));
    }
    record({
      entityType: 'user',
      entityId: userId,
      action: 'auth.signed_out',
      message: refreshToken ? 'Signed out' : 'Signed out of every session',
      metadata: { tokensRevoked: revoked, ...(refreshToken ? { familyId: familyIds[0] } : {}) },
    });
    return familyIds;
  });
  await deps.revocations.announce(ended);
}
