import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { WORKSPACE_ROLES } from '../../../src/domain/workspace-roles';
import { workspaces } from './workspaces';

// Who may use a workspace, and as what (docs/decisions/013-workspace-permissions.md). The creator
// is an owner member from the start; workspaces.user_id only says who created it.

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    // Null for the creator (and for every member the migration made): nobody added them.
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Is U a member of W" and "the members of W".
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    // "The workspaces U may see", with the role, from the index alone (drizzle has no INCLUDE).
    index('workspace_members_user_idx').on(t.userId, t.workspaceId, t.role),
    check('workspace_members_role', sql`${t.role} IN ('owner', 'editor', 'viewer')`),
  ],
);
