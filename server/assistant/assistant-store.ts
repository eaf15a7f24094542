import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { assistantMessages, assistantSessions } from '../db/schema/assistant';

// Assistant sessions and their history, always through the owner: another user's session is
// simply not found.

export type AssistantSession = components['schemas']['AssistantSession'];
export type HistoryMessage = components['schemas']['HistoryMessage'];
export type SessionRow = typeof assistantSessions.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type MessageStatus = MessageRow['status'];

/** The session's context and an answer's metadata, parsed (a corrupt one: CorruptRowError, 500). */
export const contextOf = (row: SessionRow) =>
  readJsonColumn(jsonObjectSchema, row.context, { table: 'assistant_sessions', id: row.id, column: 'context' });
export const metadataOf = (row: MessageRow) =>
  readJsonColumn(jsonObjectSchema, row.metadata, { table: 'assistant_messages', id: row.id, column: 'metadata' });

export const toAssistantSession = (row: SessionRow): AssistantSession => ({
  sessionId: row.id,
  isDeferred: row.isDeferred,
  workspaceId: row.workspaceId,
  context: contextOf(row),
  createdAt: row.createdAt.toISOString(),
});

export const toHistoryMessage = (row: MessageRow): HistoryMessage => ({
  id: row.id,
  query: row.query,
  response: row.response,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  metadata: metadataOf(row),
});

const ownedSession = (userId: string, id: string) =>
  and(eq(assistantSessions.id, id), eq(assistantSessions.userId, userId));

export async function insertSession(
  db: Executor,
  userId: string,
  input: { workspaceId: string | null; isDeferred: boolean; context: Record<string, unknown> },
): Promise<SessionRow> {
  const [row] = await db
    .insert(assistantSessions)
    .values({ userId, ...input })
    .returning();
  return row;
}

export async function findSession(db: Executor, userId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(assistantSessions).where(ownedSession(userId, id));
  return row;
}

export async function updateSession(
  db: Executor,
  userId: string,
  id: string,
  patch: Partial<Pick<SessionRow, 'workspaceId' | 'isDeferred' | 'context'>>,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(assistantSessions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(ownedSession(userId, id))
    .returning();
  return row;
}

/** Binds a deferred session to a workspace; undefined when it is missing or no longer deferred. */
export async function upgradeDeferred(
  db: Executor,
  userId: string,
  id: string,
  workspaceId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(assistantSessions)
    .set({ workspaceId, isDeferred: false, updatedAt: sql`now()` })
    .where(and(ownedSession(userId, id), eq(assistantSessions.isDeferred, true)))
    .returning();
  return row;
}

export async function deleteSession(db: Executor, userId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.delete(assistantSessions).where(ownedSession(userId, id)).returning();
  return row;
}

export async function insertMessage(db: Executor, session: SessionRow, query: string): Promise<MessageRow> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ sessionId: session.id, userId: session.userId, query })
    .returning();
  return row;
}

export async function findMessage(
  db: Executor,
  userId: string,
  sessionId: string,
  id: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.id, id),
        eq(assistantMessages.sessionId, sessionId),
        eq(assistantMessages.userId, userId),
      ),
    );
  return row;
}

/** Ends a message still processing; undefined when it already ended or is gone. */
export async function finishMessage(
  db: Executor,
  id: string,
  outcome: { status: 'completed' | 'error'; response: string; metadata: Record<string, unknown> },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(assistantMessages)
    .set({ ...outcome, updatedAt: sql`now()` })
    .where(and(eq(assistantMessages.id, id), eq(assistantMessages.status, 'processing')))
    .returning();
  return row;
}

/** Oldest first, the way a conversation reads. */
export async function listMessages(db: Executor, userId: string, sessionId: string, skip: number, limit: number) {
  const where = and(eq(assistantMessages.sessionId, sessionId), eq(assistantMessages.userId, userId));
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(where)
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id))
    .limit(limit)
    .offset(skip);
  const [{ total }] = await db.select({ total: count() }).from(assistantMessages).where(where);
  return { rows, total };
}

export async function deleteMessages(db: Executor, userId: string, sessionId: string): Promise<number> {
  const rows = await db
    .delete(assistantMessages)
    .where(and(eq(assistantMessages.sessionId, sessionId), eq(assistantMessages.userId, userId)))
    .returning({ id: assistantMessages.id });
  return rows.length;
}

/** The last few answered turns of a session, oldest first: the model's memory of the chat. */
export async function recentTurns(db: Executor, sessionId: string, before: string, limit = 6): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.sessionId, sessionId),
        eq(assistantMessages.status, 'completed'),
        sql`${assistantMessages.id} <> ${before}`,
      ),
    )
    .orderBy(sql`${assistantMessages.createdAt} desc`, sql`${assistantMessages.id} desc`)
    .limit(limit);
  return rows.reverse();
}
