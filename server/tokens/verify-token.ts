import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { accessTokens } from '../db/schema/runs';
import { hashTokenSecret, looksLikeTokenSecret } from './token-secret';
import type { TokenScope } from './token-scopes';

// A personal access token is good while it is stored (by its hash), not revoked and not expired,
// all judged by the database's clock. Its last use is written at most once a minute, so a script
// logging every second does not write a row per call.

export interface VerifiedToken {
  userId: string;
  tokenId: string;
  scopes: readonly TokenScope[];
}

const staleUse = () =>
  or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, sql`now() - interval '1 minute'`));

export async function verifyTokenSecret(db: Executor, secret: string): Promise<VerifiedToken | null> {
  if (!looksLikeTokenSecret(secret)) return null;
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      scopes: accessTokens.scopes,
      stale: sql<boolean>`${staleUse()}`,
    })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashTokenSecret(secret)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  if (row.stale) {
    // Guarded again in the write: two calls racing past the read still write once.
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(accessTokens.id, row.id), staleUse()));
  }
  return { userId: row.userId, tokenId: row.id, scopes: row.scopes };
}
