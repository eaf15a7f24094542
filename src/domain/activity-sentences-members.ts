import { entity, group, quoted, type SentenceInput } from './activity-sentence-kit';
import type { SentenceRule } from './activity-sentences-research';

// Sentences for sharing a workspace: members joining, leaving, changing role or being removed,
// and invitations sent, created, revoked and declined (server/handlers/members.ts and
// invitations.ts write the messages), and the mailed notice of one (server/mail/).

const workspace = (input: SentenceInput, index: number) => entity(group(input, index), 'a workspace');

export const MEMBER_SENTENCES: Record<string, SentenceRule> = {
  'workspace.member_joined': {
    pattern: /^Joined workspace '(.*)' as (an? \w+)$/s,
    build: (i) => [i.actor, ' joined the workspace ', workspace(i, 1), ' as ', group(i, 2)],
  },
  'workspace.member_left': {
    pattern: /^Left workspace '(.*)'$/s,
    build: (i) => [i.actor, ' left the workspace ', workspace(i, 1)],
  },
  'workspace.member_role_changed': {
    pattern: /^Made '(.*)' (an? \w+) of workspace '(.*)'$/s,
    build: (i) => [i.actor, ' made ', quoted(group(i, 1), 'a member'), ' ', group(i, 2), ' of ', workspace(i, 3)],
  },
  'workspace.member_removed': {
    pattern: /^Removed '(.*)' from workspace '(.*)'$/s,
    build: (i) => [i.actor, ' removed ', quoted(group(i, 1), 'a member'), ' from ', workspace(i, 2)],
  },
  'workspace.invitation_sent': {
    pattern: /^Invited (\S+) to workspace '(.*)' as (an? \w+)$/s,
    build: (i) => [i.actor, ' invited ', group(i, 1), ' to ', workspace(i, 2), ' as ', group(i, 3)],
  },
  'workspace.invitation_link_created': {
    pattern: /^Created an invitation link to workspace '(.*)' as (an? \w+)$/s,
    build: (i) => [i.actor, ' created an invitation link to ', workspace(i, 1), ' as ', group(i, 2)],
  },
  'workspace.invitation_revoked': {
    pattern: /^Revoked (?:the invitation of (\S+)|an invitation link)$/s,
    build: (i) => [i.actor, ' revoked ', group(i, 1) ? `the invitation of ${group(i, 1)}` : 'an invitation link'],
  },
  'workspace.invitation_notice_sent': {
    pattern: /^Sent the invitation notice to (\S+)$/s,
    build: (i) => [i.actor, ' mailed ', group(i, 1), ' the invitation notice'],
  },
  'workspace.invitation_notice_failed': {
    pattern: /^The invitation notice to (\S+) could not be sent: (.*)$/s,
    build: (i) => ['The invitation notice to ', group(i, 1), ' could not be sent: ', group(i, 2)],
  },
  'workspace.invitation_declined': {
    pattern: /^Declined the invitation to join as (an? \w+)$/s,
    build: (i) => [i.actor, ' declined the invitation to join as ', group(i, 1)],
  },
};
