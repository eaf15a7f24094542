import type { WorkspaceRole } from './workspace-roles';

// The words of sharing a workspace (docs/decisions/013-workspace-permissions.md, §1): the server
// answers them and the members page and the invitation page show them as they are.

const ARTICLE: Record<WorkspaceRole, string> = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' };

/** Limits of invitations (decision 013, §1). */
export const INVITATION_LIMITS = {
  linkHours: { min: 1, max: 720, default: 168 },
  linkUses: { min: 1, max: 100, default: 1 },
  emailDays: 30,
  pendingPerWorkspace: 100,
} as const;

export const MEMBER_MESSAGES = {
  lastOwner: 'A workspace needs at least one owner. Make another member an owner first.',
  memberNotFound: 'This person is not a member of this workspace.',
  invitationNotFound: 'Invitation not found',
  alreadyMember: (role: WorkspaceRole) => `You are already a member of this workspace, as ${ARTICLE[role]}.`,
  addressIsMember: (role: WorkspaceRole) =>
    `That address belongs to a member of this workspace already, as ${ARTICLE[role]}.`,
  alreadyInvited: 'That address has a pending invitation to this workspace already.',
  tooManyPending: `A workspace can have at most ${INVITATION_LIMITS.pendingPerWorkspace} pending invitations. Revoke some before inviting more.`,
  expired: 'This invitation has expired. Ask an owner of the workspace for a new one.',
  revoked: 'This invitation was withdrawn by an owner of the workspace.',
  usedUp: 'This invitation link has been used as many times as it allows. Ask an owner of the workspace for a new one.',
  otherAddress: 'This invitation is for another e-mail address. Sign in with the address it was sent to.',
} as const;

/** The error types that go with the words, as the API answers them. */
export const MEMBER_ERROR_TYPES = {
  lastOwner: 'last_owner',
  alreadyMember: 'already_member',
  alreadyInvited: 'already_invited',
  tooManyPending: 'too_many_invitations',
  expired: 'invitation_expired',
  revoked: 'invitation_revoked',
  usedUp: 'invitation_used_up',
  otherAddress: 'invitation_other_address',
} as const;

/** "an editor", for sentences about a role. */
export const roleWithArticle = (role: WorkspaceRole): string => ARTICLE[role];
