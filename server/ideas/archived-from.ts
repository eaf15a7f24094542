import { and, desc, eq } from 'drizzle-orm';
import { archivedFromOf, type IdeaLifecycleStatus } from '../../src/domain/idea-lifecycle';
import type { Executor } from '../db/connect';
import { activityLogs } from '../db/schema/activity';

// Where an archived idea was before: its last status change (every one writes an activity row,
// metadata { from, to }) says so, whichever member made it. No row, or one that does not name a status: generated.

export async function archivedFrom(
  db: Executor,
  idea: { id: string; workspaceId: string },
): Promise<IdeaLifecycleStatus> {
  const [last] = await db
    .select({ metadata: activityLogs.metadata })
    .from(activityLogs)
    .where(
      and(
        // The workspace's rows about the idea, newest first, from activity_logs_scope_entity_idx
        // (a workspace's rows have that workspace as their scope).
        eq(activityLogs.scope, idea.workspaceId),
        eq(activityLogs.entityId, idea.id),
        eq(activityLogs.action, 'idea.status_changed'),
      ),
    )
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(1);
  return archivedFromOf(last?.metadata);
}
