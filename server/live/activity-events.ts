import { activityLogs } from '../db/schema/activity';
import { payloadOf, type WorkspaceEventDraft } from './workspace-events';

// Every activity row about a workspace is also a workspace event, so every writer that goes
// through mutate() reaches the members' open tabs with no code of its own (docs/architecture.md,
// "Live events"). Changes that write no activity row (a run's points) add theirs explicitly.

/** The columns mutate() reads back from the activity rows it inserted. */
export const LOGGED = {
  workspaceId: activityLogs.workspaceId,
  userId: activityLogs.userId,
  entityType: activityLogs.entityType,
  entityId: activityLogs.entityId,
  action: activityLogs.action,
  metadata: activityLogs.metadata,
};

type Logged = {
  workspaceId: string | null;
  userId: string;
  entityType: string;
  entityId: string;
  action: string;
  metadata: unknown;
};

export function activityEvents(rows: Logged[]): WorkspaceEventDraft[] {
  return rows.flatMap((row) =>
    row.workspaceId
      ? [
          {
            workspaceId: row.workspaceId,
            kind: row.action,
            entityType: row.entityType,
            entityId: row.entityId,
            actorId: row.userId,
            payload: payloadOf(row.metadata),
          },
        ]
      : [],
  );
}
