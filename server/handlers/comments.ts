import { COMMENT_ERROR_TYPES, COMMENT_MESSAGES, mentionedMembers } from '../../src/domain/comment-messages';
import { authorize } from '../access/authorize';
import { mutate, type RecordActivity } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import {
  insertComment,
  listComments,
  lockComment,
  memberNames,
  readComment,
  updateComment,
  type CommentRow,
} from '../comments/comment-store';
import { accessTargetOf, targetName } from '../comments/comment-targets';
import type { Transaction } from '../db/connect';
import type { CommentTargetType } from '../db/schema/comments';
import { HttpError, notFound } from '../http/http-error';
import { noticeComment } from '../notifications/comment-notices';
import type { HandlerMap } from './handler-types';

// Comments on ideas, experiments, runs and workflows (issue 31, part 3; decision 013): any member
// reads and comments, viewers included; only the author edits a comment; the author or an owner
// deletes one, which keeps its place in the thread; any member resolves or reopens a thread.

const refuse = (status: number, type: string, message: string) => new HttpError(status, type, message);

/** The comment, locked, with the caller's role on its workspace (held until the commit). */
async function lockedComment(tx: Transaction, userId: string, commentId: string) {
  const { role, workspaceId } = await authorize(tx, userId, { comment: commentId }, 'comment', { lock: true });
  const row = await lockComment(tx, commentId);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return { role, workspaceId, row };
}

function refuseDeleted(row: CommentRow) {
  if (row.deleted) throw refuse(409, COMMENT_ERROR_TYPES.deleted, COMMENT_MESSAGES.deletedCannotChange);
}

/** "idea 'Alpha'": how an activity message names what was commented on. */
async function about(tx: Transaction, row: Pick<CommentRow, 'targetType' | 'targetId'>) {
  return `${row.targetType} '${await targetName(tx, row.targetType, row.targetId)}'`;
}

const entryFor = (row: Pick<CommentRow, 'targetType' | 'targetId' | 'workspaceId'>, commentId: string) => ({
  entityType: row.targetType,
  entityId: row.targetId,
  workspaceId: row.workspaceId,
  metadata: { commentId },
});

async function mentionsIn(tx: Transaction, workspaceId: string, body: string): Promise<string[]> {
  return mentionedMembers(body, await memberNames(tx, workspaceId)).map((member) => member.id);
}

/** A reply's thread: on the same target, and itself a thread's start. */
async function checkParent(tx: Transaction, parentId: string, targetType: CommentTargetType, targetId: string) {
  const parent = await lockComment(tx, parentId);
  if (!parent) throw notFound(COMMENT_MESSAGES.notFound);
  if (parent.targetType !== targetType || parent.targetId !== targetId)
    throw refuse(400, COMMENT_ERROR_TYPES.parentElsewhere, COMMENT_MESSAGES.parentElsewhere);
  if (parent.parentId) throw refuse(400, COMMENT_ERROR_TYPES.replyToReply, COMMENT_MESSAGES.replyToReply);
}

function requireWords(body: string) {
  if (body.trim() === '') throw refuse(400, 'bad_request', COMMENT_MESSAGES.emptyBody);
}

export function commentHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    ...changes(ctx),
    async listComments(request) {
      const { targetType, targetId } = request.query;
      const target = accessTargetOf(targetType, targetId);
      const { role, workspaceId } = await authorize(db, requireUser(request).id, target, 'read');
      return { role, items: await listComments(db, workspaceId, targetType, targetId) };
    },

    async createComment(request, reply) {
      const user = requireUser(request);
      const { targetType, targetId, parentId, body } = request.body;
      requireWords(body);
      const id = await mutate(db, user, async (tx, record) => {
        const target = accessTargetOf(targetType, targetId);
        const { workspaceId } = await authorize(tx, user.id, target, 'comment', { lock: true });
        if (parentId) await checkParent(tx, parentId, targetType, targetId);
        const mentions = await mentionsIn(tx, workspaceId, body);
        const values = { workspaceId, targetType, targetId, parentId, authorId: user.id, body, mentions };
        const newId = await insertComment(tx, values);
        const where = await about(tx, values);
        await noticeComment(tx, { ...values, where });
        const entry = entryFor(values, newId);
        if (parentId) record({ ...entry, action: 'comment.replied', message: `Replied to a comment on ${where}` });
        else record({ ...entry, action: 'comment.created', message: `Commented on ${where}` });
        return newId;
      });
      reply.code(201);
      return readComment(db, id);
    },
  };
}

function changes({ db }: AppContext): HandlerMap {
  /** One change to a locked comment, its activity row, and the comment as it now reads. */
  const change = async (
    userId: string,
    commentId: string,
    work: (tx: Transaction, found: Awaited<ReturnType<typeof lockedComment>>, record: RecordActivity) => Promise<void>,
  ) => {
    await mutate(db, { id: userId }, async (tx, record) =>
      work(tx, await lockedComment(tx, userId, commentId), record),
    );
    return readComment(db, commentId);
  };
  return {
    async editComment(request) {
      const user = requireUser(request);
      const { body } = request.body;
      requireWords(body);
      return change(user.id, request.params.commentId, async (tx, { row, workspaceId }, record) => {
        if (row.authorId !== user.id) throw refuse(403, COMMENT_ERROR_TYPES.notAuthor, COMMENT_MESSAGES.notYoursToEdit);
        refuseDeleted(row);
        const mentions = await mentionsIn(tx, workspaceId, body);
        await updateComment(tx, row.id, { body, mentions, editedAt: new Date() });
        const where = await about(tx, row);
        const added = mentions.filter((id) => !row.mentions.includes(id));
        await noticeComment(tx, { ...row, mentions: added, where }, { edited: true });
        const message = `Edited a comment on ${where}`;
        record({ ...entryFor(row, row.id), action: 'comment.edited', message });
      });
    },

    async deleteComment(request) {
      const user = requireUser(request);
      await change(user.id, request.params.commentId, async (tx, { row, role }, record) => {
        if (row.authorId !== user.id && role !== 'owner')
          throw refuse(403, COMMENT_ERROR_TYPES.notAuthor, COMMENT_MESSAGES.notYoursToDelete);
        if (row.deleted) return;
        await updateComment(tx, row.id, { deleted: true, body: '', mentions: [] });
        const message = `Deleted a comment on ${await about(tx, row)}`;
        record({ ...entryFor(row, row.id), action: 'comment.deleted', message });
      });
      return { success: true };
    },

    async setCommentResolved(request) {
      const user = requireUser(request);
      const { resolved } = request.body;
      return change(user.id, request.params.commentId, async (tx, { row }, record) => {
        if (row.parentId) throw refuse(409, COMMENT_ERROR_TYPES.notThread, COMMENT_MESSAGES.onlyThreadsResolve);
        if ((row.resolvedAt !== null) === resolved) return;
        const now = resolved ? new Date() : null;
        await updateComment(tx, row.id, { resolvedAt: now, resolvedBy: resolved ? user.id : null });
        const where = await about(tx, row);
        const entry = entryFor(row, row.id);
        if (resolved) record({ ...entry, action: 'comment.resolved', message: `Resolved a thread on ${where}` });
        else record({ ...entry, action: 'comment.reopened', message: `Reopened a thread on ${where}` });
      });
    },
  };
}
