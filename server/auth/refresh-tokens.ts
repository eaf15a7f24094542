import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/connect';
import { refreshTokens } from '../db/schema/auth';

// Opaque refresh tokens in families: only a hash is stored; every use rotates the token, and a
// second use of any old token means it leaked, so its whole family is revoked. One exception:
// within REUSE_GRACE_SECONDS of its rotation, a token is refused without revoking anything,
// because two tabs of one browser refreshing at the same moment look exactly like that.

export const REUSE_GRACE_SECONDS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function insertToken(tx: Transaction, userId: string, familyId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({ userId, familyId, expiresAt, tokenHash: hashToken(token) });
  return token;
}

/** Starts a new family (one per sign-in) with an absolute expiry rotation never extends. */
export async function issueFamily(
  tx: Transaction,
  userId: string,
  ttlDays: number,
): Promise<{ familyId: string; token: string }> {
  const familyId = randomUUID();
  return { familyId, token: await insertToken(tx, userId, familyId, new Date(Date.now() + ttlDays * 86_400_000)) };
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; familyId: string; token: string }
  | { kind: 'reused'; userId: string; familyId: string; revoked: number }
  | { kind: 'superseded' }
  | { kind: 'invalid' };

export async function rotate(tx: Transaction, token: string): Promise<RotateOutcome> {
  const tokenHash = hashToken(token);
  // One conditional update claims the token, so two racing refreshes cannot both succeed.
  const [claimed] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (claimed) {
    const next = await insertToken(tx, claimed.userId, claimed.familyId, claimed.expiresAt);
    return { kind: 'rotated', userId: claimed.userId, familyId: claimed.familyId, token: next };
  }
  const [known] = await tx
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      justRotated: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known || (!known.rotatedAt && !known.revokedAt)) return { kind: 'invalid' }; // unknown or expired
  if (known.justRotated && !known.revokedAt) return { kind: 'superseded' };
  const revoked = await revokeFamily(tx, known.familyId);
  return { kind: 'reused', userId: known.userId, familyId: known.familyId, revoked };
}

/** Revokes what is still live in a family; answers how many tokens that was. */
export async function revokeFamily(tx: Transaction, familyId: string, userId?: string): Promise<number> {
  const conditions = [eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)];
  if (userId) conditions.push(eq(refreshTokens.userId, userId));
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function familyOf(tx: Transaction, token: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)));
  return row?.familyId ?? null;
}

/** Revokes every sign-in of the user; answers the families ended and how many tokens that was. */
export async function revokeAllForUser(
  tx: Transaction,
  userId: string,
): Promise<{ familyIds: string[]; revoked: number }> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return { familyIds: [...new Set(rows.map((row) => row.familyId))], revoked: rows.length };
}

export interface RecentRevocation {
  familyId: string;
  /** Measured by the database's clock, so another server's clock cannot skew it. */
  revokedAgoMs: number;
}

/** Families revoked within the last `withinSeconds`: the ones whose access tokens may still be out. */
export function recentlyRevokedFamilies(db: Executor, withinSeconds: number): Promise<RecentRevocation[]> {
  return db
    .select({
      familyId: refreshTokens.familyId,
      revokedAgoMs: sql<number>`(extract(epoch from now() - max(${refreshTokens.revokedAt})) * 1000)::float8`.mapWith(
        Number,
      ),
    })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, sql`now() - make_interval(secs => ${withinSeconds})`))
    .groupBy(refreshTokens.familyId);
}
