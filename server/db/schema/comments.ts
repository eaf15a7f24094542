import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { workspaces } from './workspaces';

// Comments on ideas, experiments, runs and workflows (issue 31, part 3; decision 013, §5). A thread
// is a comment without a parent; replies are one level deep. The workspace's id is a copy of the
// target's, so access is one join and deleting the workspace takes its comments. A deleted comment
// keeps its row (and its thread) and loses its body.

export const COMMENT_TARGET_TYPES = ['idea', 'experiment', 'run', 'workflow'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: COMMENT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // Members named with @name, as their user ids.
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    // A target's comments in order, and the count per target of a page of ideas.
    index('comments_target_idx').on(t.workspaceId, t.targetType, t.targetId, t.createdAt),
    index('comments_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} IS NOT NULL`),
    check('comments_target_type', sql`${t.targetType} IN ('idea', 'experiment', 'run', 'workflow')`),
    check('comments_body_length', sql`char_length(${t.body}) <= 20000`),
  ],
);
