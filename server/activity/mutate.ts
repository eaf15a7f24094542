import type { components } from '../../src/api/schema';
import { announceCommitted } from '../cache/committed-changes';
import type { Database, Transaction } from '../db/connect';
import { activityLogs } from '../db/schema/activity';
import { announceNotifications, takeRecipients } from '../notifications/announce';
import { activityEvents, LOGGED } from '../live/activity-events';
import { announceWorkspaceEvents, takeWorkspaceEvents } from '../live/announce';
import { insertWorkspaceEvents } from '../live/workspace-events';
import { activityWorkspace } from './activity-workspace';

// The one way to change data: the work and its activity-log rows commit or roll back together.

export type EntityType = components['schemas']['EntityType'];
export type LogLevel = components['schemas']['LogLevel'];

export interface ActivityEntry {
  entityType: EntityType;
  entityId: string;
  /** `<entity>.<verb>` in the past tense, e.g. workspace.created, auth.signed_in. */
  action: string;
  level?: LogLevel;
  message: string;
  metadata?: Record<string, unknown>;
  /** Only when the actor is not known up front (sign-in creates the user inside the work). */
  userId?: string;
  /**
   * The workspace whose members see the row; null for a personal one. Left out, it is the
   * entity's, else the one `metadata.workspaceId` names (server/activity/activity-workspace.ts).
   */
  workspaceId?: string | null;
}

export type RecordActivity = (entry: ActivityEntry) => void;

/** Who acts: the signed-in user, or null when the work itself establishes the user. */
export type Actor = { id: string } | null;

/** PostgreSQL's codes for a transaction it chose to abort so another could go on: try it again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

const sqlState = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
};

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock's victim or for
 * serialization, as its manual advises: nothing of the aborted attempt was committed. A workspace
 * deleted while a run writes to it can meet that run's rows in the other order.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}

export async function mutate<T>(
  db: Database,
  actor: Actor,
  work: (tx: Transaction, record: RecordActivity) => Promise<T>,
): Promise<T> {
  const touched = new Set<string>(actor ? [actor.id] : []);
  let committed: Transaction | undefined;
  const result = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      committed = tx;
      const entries: ActivityEntry[] = [];
      const outcome = await work(tx, (entry) => entries.push(entry));
      if (entries.length > 0) {
        const logged = await tx
          .insert(activityLogs)
          .values(
            entries.map((entry) => {
              const userId = entry.userId ?? actor?.id;
              if (!userId) throw new Error(`Activity '${entry.action}' has no user to belong to`);
              touched.add(userId);
              return {
                userId,
                workspaceId: activityWorkspace(entry),
                entityType: entry.entityType,
                entityId: entry.entityId,
                action: entry.action,
                level: entry.level ?? 'info',
                message: entry.message,
                metadata: entry.metadata ?? {},
              };
            }),
          )
          .returning(LOGGED);
        // Each row about a workspace reaches its members' open tabs (server/live/).
        await insertWorkspaceEvents(tx, activityEvents(logged));
      }
      return outcome;
    }),
  );
  // After commit only: caches must never drop a value for a change that rolled back.
  announceCommitted(db, touched);
  announceNotifications(db, takeRecipients(committed));
  announceWorkspaceEvents(db, takeWorkspaceEvents(committed));
  return result;
}
