import { eq, or } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { comments, type CommentTargetType } from '../db/schema/comments';
import { experimentRuns } from '../db/schema/runs';
import { notificationLinks } from './links';
import { notify } from './notify';

// Mentions and replies (docs/architecture.md, "Notifications"): each member a comment names is
// told once; a reply tells everyone else who wrote in its thread, apart from those it mentions,
// who already hear of it.

export interface CommentNotice {
  workspaceId: string;
  targetType: CommentTargetType;
  targetId: string;
  /** The thread replied to; null for a thread's start. */
  parentId: string | null | undefined;
  authorId: string;
  mentions: string[];
  /** "idea 'Alpha'", as the activity row says it. */
  where: string;
}

async function targetLink(tx: Executor, { workspaceId, targetType, targetId }: CommentNotice): Promise<string> {
  if (targetType === 'idea') return notificationLinks.idea(workspaceId, targetId);
  if (targetType === 'experiment') return notificationLinks.experiment(targetId);
  if (targetType === 'workflow') return notificationLinks.workflow(workspaceId, targetId);
  const [run] = await tx
    .select({ experimentId: experimentRuns.experimentId })
    .from(experimentRuns)
    .where(eq(experimentRuns.id, targetId));
  return notificationLinks.run(run?.experimentId ?? '', targetId);
}

/** Everyone who wrote in the thread. */
async function threadAuthors(tx: Executor, threadId: string): Promise<string[]> {
  const rows = await tx
    .select({ authorId: comments.authorId })
    .from(comments)
    .where(or(eq(comments.id, threadId), eq(comments.parentId, threadId)));
  return rows.map((row) => row.authorId);
}

/** Notifications for a new comment, or for mentions an edit added (`mentions` holds only those). */
export async function noticeComment(tx: Executor, notice: CommentNotice, { edited = false } = {}): Promise<void> {
  const base = {
    workspaceId: notice.workspaceId,
    actorId: notice.authorId,
    objectType: notice.targetType,
    objectId: notice.targetId,
    link: await targetLink(tx, notice),
  };
  await notify(tx, { users: notice.mentions }, { ...base, kind: 'mention', title: `Mentioned you on ${notice.where}` });
  if (!notice.parentId || edited) return;
  const mentioned = new Set(notice.mentions);
  const others = (await threadAuthors(tx, notice.parentId)).filter((id) => !mentioned.has(id));
  await notify(tx, { users: others }, { ...base, kind: 'reply', title: `Replied in a thread on ${notice.where}` });
}
