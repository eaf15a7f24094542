import type { WorkspaceRole } from '../../api/queries/members';
import { insufficientRoleMessage } from '../../domain/workspace-roles';

// What the members page calls each role, and why a control is not offered.

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

export const ROLE_OPTIONS = (['owner', 'editor', 'viewer'] as const).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));
export const INVITED_ROLE_OPTIONS = ROLE_OPTIONS.filter((o) => o.value !== 'owner');

/** Shown to editors and viewers where owners see the controls: the 403's own words. */
export const MANAGE_REASON = (role: WorkspaceRole) =>
  `${insufficientRoleMessage('manage', role).replace('can do this', 'can change members and invite people')}`;
