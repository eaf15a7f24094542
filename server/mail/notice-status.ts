import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { activityLogs } from '../db/schema/activity';

// How each e-mail invitation's notice went, for the owner's pending list ("Notice sent", "Notice
// failed"): the newest of the activity rows sendInvitationNotice wrote for it, read in one statement
// off the workspace's action index (the rows are few: one per e-mail invitation made with mail on).

export type NoticeStatus = 'sent' | 'failed';

const ACTIONS: Record<string, NoticeStatus> = {
  'workspace.invitation_notice_sent': 'sent',
  'workspace.invitation_notice_failed': 'failed',
};

export async function noticeStatuses(
  db: Executor,
  workspaceId: string,
  invitationIds: string[],
): Promise<Map<string, NoticeStatus>> {
  if (invitationIds.length === 0) return new Map();
  const invitation = sql<string>`${activityLogs.metadata}->>'invitationId'`;
  const rows = await db
    .select({ invitationId: invitation, action: activityLogs.action })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.scope, workspaceId),
        inArray(activityLogs.action, Object.keys(ACTIONS)),
        inArray(invitation, invitationIds),
      ),
    )
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));
  const statuses = new Map<string, NoticeStatus>();
  for (const row of rows) if (!statuses.has(row.invitationId)) statuses.set(row.invitationId, ACTIONS[row.action]);
  return statuses;
}
