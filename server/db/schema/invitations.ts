import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { workspaces } from './workspaces';

// Invitations into a workspace, by e-mail address or by link, in one table
// (docs/decisions/013-workspace-permissions.md, §1). A link's secret is kept only as its SHA-256,
// as access tokens are; an invitation never makes an owner.

export const INVITATION_KINDS = ['email', 'link'] as const;
export const INVITED_ROLES = ['editor', 'viewer'] as const;

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVITATION_KINDS }).notNull(),
    // Lower-cased; set for 'email' only.
    email: text('email'),
    role: text('role', { enum: INVITED_ROLES }).notNull(),
    // SHA-256 of a link's secret, hex; set for 'link' only.
    secretHash: text('secret_hash').unique(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A workspace's invitations, newest first (the owners' pending list and its count).
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    // "My invitations": e-mail invitations to the signed-in address.
    index('workspace_invitations_email_idx')
      .on(t.email)
      .where(sql`${t.kind} = 'email'`),
    check('workspace_invitations_kind', sql`${t.kind} IN ('email', 'link')`),
    check('workspace_invitations_role', sql`${t.role} IN ('editor', 'viewer')`),
    check(
      'workspace_invitations_shape',
      sql`(${t.kind} = 'email' AND ${t.email} IS NOT NULL AND ${t.email} = lower(${t.email}) AND ${t.secretHash} IS NULL)
        OR (${t.kind} = 'link' AND ${t.email} IS NULL AND ${t.secretHash} IS NOT NULL)`,
    ),
    check('workspace_invitations_uses', sql`${t.maxUses} BETWEEN 1 AND 100 AND ${t.uses} BETWEEN 0 AND ${t.maxUses}`),
  ],
);
