import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { configQueryOptions } from '../../../api/queries/config';
import { useCreateInvitationLink, useInviteByEmail, type InvitedRole } from '../../../api/queries/members';
import type { Workspace } from '../../../api/types';
import { INVITATION_LIMITS } from '../../../domain/member-messages';
import { Alert } from '../../../ui/components/alert';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import { useToast } from '../../../ui/toast/toast-provider';
import { INVITED_ROLE_OPTIONS } from '../../shared/member-words';

// Owners invite by e-mail (the invitee sees it in their inbox on their next sign-in with that
// address, and is mailed a notice when the server has SMTP_URL) or make a link to copy, with its
// lifetime and uses.

/** What the e-mail form says happens next, by whether the server mails a notice (/v1/config). */
const EMAIL_WORDS = {
  mailed: {
    hint: 'They are e-mailed a notice, and see the invitation in Labforge when they sign in with this address.',
    sent: 'They are e-mailed a notice, and will see the invitation when they next sign in.',
  },
  unmailed: {
    hint: 'No e-mail is sent (this server has no mail set up): they see the invitation in Labforge when they sign in with this address.',
    sent: 'No e-mail is sent: they will see the invitation when they next sign in.',
  },
};

const EXPIRY_OPTIONS = [
  { value: '1', label: '1 hour' },
  { value: '24', label: '1 day' },
  { value: String(INVITATION_LIMITS.linkHours.default), label: '7 days' },
  { value: String(INVITATION_LIMITS.linkHours.max), label: '30 days' },
];

export function InviteCard({ workspace }: { workspace: Workspace }) {
  return (
    <SectionCard title="Invite people">
      <div className="grid gap-6 md:grid-cols-2">
        <EmailInvite workspaceId={workspace.id} />
        <LinkInvite workspaceId={workspace.id} />
      </div>
    </SectionCard>
  );
}

function EmailInvite({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const invite = useInviteByEmail(workspaceId);
  const toast = useToast();
  const mailed = useQuery(configQueryOptions()).data?.mail.configured === true;
  const words = EMAIL_WORDS[mailed ? 'mailed' : 'unmailed'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (sent) => {
          toast.success(`Invited ${sent.email}`, words.sent);
          setEmail('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="invite-email-heading" className="flex flex-col gap-3">
      <h3 id="invite-email-heading" className="font-medium">
        Invite by e-mail
      </h3>
      <TextField
        label="E-mail address"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint={words.hint}
      />
      <SelectField
        label="Role"
        value={role}
        options={INVITED_ROLE_OPTIONS}
        onChange={(e) => setRole(e.target.value as InvitedRole)}
      />
      {invite.error && <Alert tone="error">{getErrorMessage(invite.error)}</Alert>}
      <div>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

function LinkInvite({ workspaceId }: { workspaceId: string }) {
  const [role, setRole] = useState<InvitedRole>('viewer');
  const [hours, setHours] = useState(String(INVITATION_LIMITS.linkHours.default));
  const [uses, setUses] = useState(String(INVITATION_LIMITS.linkUses.default));
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateInvitationLink(workspaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { role, expiresInHours: Number(hours), maxUses: Number(uses) },
      { onSuccess: ({ path }) => setLink(`${window.location.origin}${path}`) },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="invite-link-heading" className="flex flex-col gap-3">
      <h3 id="invite-link-heading" className="font-medium">
        Create invitation link
      </h3>
      <SelectField
        label="Role"
        value={role}
        options={INVITED_ROLE_OPTIONS}
        onChange={(e) => setRole(e.target.value as InvitedRole)}
      />
      <SelectField
        label="Expires after"
        value={hours}
        options={EXPIRY_OPTIONS}
        onChange={(e) => setHours(e.target.value)}
      />
      <TextField
        label="Uses"
        type="number"
        min={INVITATION_LIMITS.linkUses.min}
        max={INVITATION_LIMITS.linkUses.max}
        required
        value={uses}
        onChange={(event) => setUses(event.target.value)}
        hint="How many people may join with it, 1 to 100."
      />
      {create.error && <Alert tone="error">{getErrorMessage(create.error)}</Alert>}
      <div>
        <Button type="submit" loading={create.isPending}>
          Create link
        </Button>
      </div>
      {link && <CopyLink link={link} />}
    </form>
  );
}

function CopyLink({ link }: { link: string }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => toast.success('Invitation link copied'))
      .catch(() => toast.error('The link could not be copied', 'Select the text and copy it by hand.'));
  return (
    <div className="flex flex-col gap-2 rounded-ui border border-border bg-surface-muted p-3">
      <p className="text-sm">This link is shown once. Anyone who has it can join until it expires or is used up.</p>
      <input
        readOnly
        aria-label="Invitation link"
        value={link}
        className="h-9 rounded-ui border border-border bg-surface px-2 text-sm"
        onFocus={(e) => e.target.select()}
      />
      <div>
        <Button size="sm" variant="secondary" type="button" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
    </div>
  );
}
