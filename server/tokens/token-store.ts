import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { accessTokens } from '../db/schema/runs';
import { hashTokenSecret, newTokenSecret, tokenPrefixOf } from './token-secret';
import type { TokenScope } from './token-scopes';

// Personal access tokens as the contract shows them: never the secret, but once, at creation.

export type AccessToken = components['schemas']['AccessToken'];
type TokenRow = typeof accessTokens.$inferSelect;

export function toAccessToken(row: TokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Stores a new token's hash; the secret is returned to be shown this once. */
export async function insertToken(
  db: Executor,
  userId: string,
  name: string,
  expiresInDays: number,
  scopes: TokenScope[],
) {
  const secret = newTokenSecret();
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId,
      name,
      tokenHash: hashTokenSecret(secret),
      prefix: tokenPrefixOf(secret),
      scopes,
      expiresAt: sql`now() + ${expiresInDays} * interval '1 day'`,
    })
    .returning();
  return { row, secret };
}

export function listTokens(db: Executor, userId: string) {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

export async function findToken(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)));
  return row;
}

/** Revokes a live token; a token revoked before is left as it was (undefined). */
export async function revokeToken(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning();
  return row;
}
