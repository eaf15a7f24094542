import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../src/api/schema';
import { COMMENT_LIMITS } from '../../src/domain/comment-messages';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { comments, type CommentTargetType } from '../db/schema/comments';
import { workspaceMembers } from '../db/schema/members';
import { peopleOf, type People } from '../people/user-refs';

// Comments' rows (migration 0029): a target's threads with their replies, one comment, and the
// counts for a page of targets. Access is decided before these are called (server/access/).

export type Comment = components['schemas']['Comment'];
export type CommentRow = typeof comments.$inferSelect;

const resolver = alias(users, 'resolver');

function commentQuery(db: Executor) {
  return db
    .select({
      row: comments,
      authorName: users.name,
      resolverName: resolver.name,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(resolver, eq(resolver.id, comments.resolvedBy));
}

type Joined = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

function toComment({ row, authorName, resolverName }: Joined, people: People): Comment {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    parentId: row.parentId,
    author: { id: row.authorId, name: authorName },
    body: row.deleted ? '' : row.body,
    mentions: row.deleted ? [] : row.mentions.map((id) => people.ref(id)),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy && resolverName !== null ? { id: row.resolvedBy, name: resolverName } : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    deleted: row.deleted,
  };
}

/** Everyone the rows mention, in one read; a mention outlives its member's account. */
async function toComments(db: Executor, rows: Joined[]): Promise<Comment[]> {
  const people = await peopleOf(
    db,
    rows.flatMap(({ row }) => row.mentions),
    () => 'A former member',
  );
  return rows.map((row) => toComment(row, people));
}

const onTarget = (workspaceId: string, targetType: CommentTargetType, targetId: string) =>
  and(eq(comments.workspaceId, workspaceId), eq(comments.targetType, targetType), eq(comments.targetId, targetId));

/** Threads oldest first, each followed by its replies, oldest first. */
export async function listComments(
  db: Executor,
  workspaceId: string,
  targetType: CommentTargetType,
  targetId: string,
): Promise<Comment[]> {
  const rows = await commentQuery(db)
    .where(onTarget(workspaceId, targetType, targetId))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENT_LIMITS.perTarget);
  const all = await toComments(db, rows);
  const replies = new Map<string, Comment[]>();
  for (const c of all) if (c.parentId) replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
  return all.filter((c) => !c.parentId).flatMap((thread) => [thread, ...(replies.get(thread.id) ?? [])]);
}

export async function readComment(db: Executor, id: string): Promise<Comment> {
  const rows = await commentQuery(db).where(eq(comments.id, id));
  const [comment] = await toComments(db, rows);
  return comment;
}

/** The row, locked for a change until the transaction ends. */
export async function lockComment(tx: Executor, id: string): Promise<CommentRow | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

export async function insertComment(tx: Executor, values: typeof comments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
  return row.id;
}

export async function updateComment(tx: Executor, id: string, values: Partial<typeof comments.$inferInsert>) {
  await tx.update(comments).set(values).where(eq(comments.id, id));
}

/** The workspace's members, for reading @names. */
export async function memberNames(db: Executor, workspaceId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
}

/**
 * How many comments (deleted ones left out) each target of one page has: one grouped read. A page
 * that spans workspaces (the experiments list) names each of them, so the read stays on the
 * target index.
 */
export async function commentCounts(
  db: Executor,
  workspaceIds: string[],
  targetType: CommentTargetType,
  targetIds: string[],
): Promise<Map<string, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .select({ targetId: comments.targetId, n: count() })
    .from(comments)
    .where(
      and(
        inArray(comments.workspaceId, [...new Set(workspaceIds)]),
        eq(comments.targetType, targetType),
        inArray(comments.targetId, targetIds),
        sql`NOT ${comments.deleted}`,
      ),
    )
    .groupBy(comments.targetId);
  return new Map(rows.map((row) => [row.targetId, row.n]));
}

/**
 * Deletes the comments on targets being deleted, in the deleting transaction: a comment's target
 * has no foreign key (docs/decisions/013-workspace-permissions.md, step 3), so every path that
 * deletes an idea, experiment, run or workflow of its own calls this. A deleted workspace takes
 * its comments by the `workspace_id` foreign key.
 */
export async function deleteCommentsOn(
  tx: Executor,
  workspaceId: string,
  targetType: CommentTargetType,
  targetIds: string[],
) {
  if (targetIds.length === 0) return;
  await tx
    .delete(comments)
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        eq(comments.targetType, targetType),
        inArray(comments.targetId, targetIds),
      ),
    );
}
