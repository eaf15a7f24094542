import { and, asc, eq, gt, inArray, lt, max, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { workspaceEvents } from '../db/schema/live';
import { rememberWorkspaceEvents } from './announce';

// The numbered workspace events the live stream sends (docs/architecture.md, "Live events"):
// written in the transaction of the change they announce, read after an id per workspace, kept an
// hour. Only ids and a few scalars travel: the client refetches what changed through the API.

export interface WorkspaceEventDraft {
  workspaceId: string;
  kind: string;
  entityType: string;
  entityId: string;
  actorId: string | null;
  payload?: Record<string, string | number | boolean | null>;
}

export interface WorkspaceEvent extends Required<WorkspaceEventDraft> {
  id: number;
  createdAt: string;
}

/** How long a row is kept: a tab that was away longer is told to refetch everything. */
export const RETENTION_MS = 60 * 60 * 1000;
/** Most rows one read sends; a workspace busier than this between two reads is read again. */
export const READ_LIMIT = 500;

/** Metadata keys an activity row lends its event: the ids whose reads a change touches. */
const PAYLOAD_KEYS = ['sessionId', 'goalId', 'ideaId', 'experimentId', 'runId', 'workflowId', 'commentId', 'to'];

/** The few scalars of an activity row's metadata that tell a client which reads changed. */
export function payloadOf(metadata: unknown): Record<string, string | number | boolean | null> {
  const source = (metadata ?? {}) as Record<string, unknown>;
  const payload: Record<string, string | number | boolean | null> = {};
  for (const key of PAYLOAD_KEYS) {
    const value = source[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      payload[key] = value as string | number | boolean | null;
  }
  return payload;
}

/** Stores the events in the caller's transaction; mutate() announces them once it commits. */
export async function insertWorkspaceEvents(tx: Executor, drafts: WorkspaceEventDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const rows = await tx
    .insert(workspaceEvents)
    .values(drafts.map((draft) => ({ ...draft, payload: draft.payload ?? {} })))
    .returning({ id: workspaceEvents.id, workspaceId: workspaceEvents.workspaceId });
  rememberWorkspaceEvents(tx, rows);
}

const toEvent = (row: typeof workspaceEvents.$inferSelect): WorkspaceEvent => ({
  id: Number(row.id),
  workspaceId: row.workspaceId,
  kind: row.kind,
  entityType: row.entityType,
  entityId: row.entityId,
  actorId: row.actorId,
  payload: (row.payload ?? {}) as WorkspaceEvent['payload'],
  createdAt: row.createdAt.toISOString(),
});

/** The workspaces' rows after `afterId`, oldest first. */
export async function readEventsAfter(
  db: Executor,
  workspaceIds: string[],
  afterId: number,
): Promise<WorkspaceEvent[]> {
  if (workspaceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(workspaceEvents)
    .where(and(inArray(workspaceEvents.workspaceId, workspaceIds), gt(workspaceEvents.id, afterId)))
    .orderBy(asc(workspaceEvents.id))
    .limit(READ_LIMIT);
  return rows.map(toEvent);
}

/**
 * How far back a wake-up looks again: an id is given at insert, so a transaction that inserted
 * earlier may commit after one that inserted later. Rows written this recently are read again and
 * those not yet sent go out.
 */
export const LOOKBACK_MS = 10_000;

/** One workspace's rows after `afterId`, and its recent ones: what a wake-up reads for all its tabs. */
export async function readWorkspaceAfter(db: Executor, workspaceId: string, afterId: number) {
  const since = new Date(Date.now() - LOOKBACK_MS);
  const rows = await db
    .select()
    .from(workspaceEvents)
    .where(
      and(
        eq(workspaceEvents.workspaceId, workspaceId),
        or(gt(workspaceEvents.id, afterId), gt(workspaceEvents.createdAt, since)),
      ),
    )
    .orderBy(asc(workspaceEvents.id))
    .limit(READ_LIMIT);
  return rows.map(toEvent);
}

/** The newest id written so far (0 when none): where a fresh tab starts. */
export async function newestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(workspaceEvents.id) }).from(workspaceEvents);
  if (row?.id != null) return Number(row.id);
  // Every row may have been swept: the sequence still knows how far it got.
  const result = await db.execute<{ last_value: string | number; is_called: boolean }>(
    sql`select last_value, is_called from workspace_events_id_seq`,
  );
  const seq = (result as unknown as { rows?: { last_value: string | number; is_called: boolean }[] }).rows?.[0];
  return seq?.is_called ? Number(seq.last_value) : 0;
}

/**
 * Whether rows after `afterId` may have been swept: the oldest kept row is not the next one, or
 * nothing is kept though later ids were given out. The client then refetches everything. (A gap
 * left by a rolled-back insert right there costs one needless refetch.)
 */
export async function missedBySweep(db: Executor, afterId: number): Promise<boolean> {
  const [row] = await db.select({ id: min(workspaceEvents.id) }).from(workspaceEvents);
  if (row?.id != null) return Number(row.id) > afterId + 1;
  return (await newestEventId(db)) > afterId;
}

/** Deletes rows older than the retention; every web process runs it now and then. */
export async function sweepWorkspaceEvents(db: Executor, retentionMs = RETENTION_MS): Promise<void> {
  const before = new Date(Date.now() - retentionMs);
  await db.delete(workspaceEvents).where(lt(workspaceEvents.createdAt, before));
}
