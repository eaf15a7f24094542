// What each member of a shared workspace may do (docs/decisions/013-workspace-permissions.md):
// one table, read by the server's access module and by the pages that show a role. Each role may
// do everything the role below it may, and more.

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * `read` everything inside; `comment` on it; `edit` creates, changes and deletes what is inside
 * (goals, sessions, ideas, conversions, workflows, experiments, runs, coding sessions); `manage`
 * the members, invitations and the workspace's own name, description and metadata; `delete` the
 * workspace itself.
 */
export const WORKSPACE_ACTIONS = ['read', 'comment', 'edit', 'manage', 'delete'] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

const ALLOWED: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  owner: ['read', 'comment', 'edit', 'manage', 'delete'],
  editor: ['read', 'comment', 'edit'],
  viewer: ['read', 'comment'],
};

export const roleAllows = (role: WorkspaceRole, action: WorkspaceAction): boolean => ALLOWED[role].includes(action);

/** The lowest role that may do `action`. */
export function lowestRoleFor(action: WorkspaceAction): WorkspaceRole {
  const lowestFirst = [...WORKSPACE_ROLES].reverse();
  return lowestFirst.find((role) => roleAllows(role, action)) ?? 'owner';
}

const ARTICLE: Record<WorkspaceRole, string> = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' };
const WHO_MAY: Record<WorkspaceRole, string> = {
  owner: 'Only owners of this workspace can do this.',
  editor: 'Only editors and owners of this workspace can do this.',
  viewer: 'Only members of this workspace can do this.',
};

/** The 403 a member gets for an action their role lacks: who may, and what they are. */
export const insufficientRoleMessage = (action: WorkspaceAction, role: WorkspaceRole): string =>
  `${WHO_MAY[lowestRoleFor(action)]} You are ${ARTICLE[role]}.`;
