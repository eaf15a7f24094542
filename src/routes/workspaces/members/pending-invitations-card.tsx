import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import { invitationsQueryOptions, useRevokeInvitation, type Invitation } from '../../../api/queries/members';
import type { Workspace } from '../../../api/types';
import { Badge } from '../../../ui/components/badge';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { DataState } from '../../../ui/components/data-state';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { useToast } from '../../../ui/toast/toast-provider';
import { ROLE_LABELS } from '../../shared/member-words';

/** The invitations not yet accepted, expired or revoked, each with Revoke. Owners only. */
export function PendingInvitationsCard({ workspace }: { workspace: Workspace }) {
  const query = useQuery(invitationsQueryOptions(workspace.id));
  const revoke = useRevokeInvitation(workspace.id);
  const toast = useToast();
  const who = (i: Invitation) => i.email ?? 'Invitation link';
  const columns: DataColumn<Invitation>[] = [
    { id: 'who', header: 'Invited', rowHeader: true, cell: (i) => <Invited who={who(i)} notice={i.notice} /> },
    { id: 'role', header: 'Role', cell: (i) => ROLE_LABELS[i.role] },
    { id: 'uses', header: 'Used', cell: (i) => `${i.uses} of ${i.maxUses}` },
    { id: 'expires', header: 'Expires', cell: (i) => new Date(i.expiresAt).toLocaleString() },
    {
      id: 'revoke',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      card: 'action',
      cell: (i) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Revoke ${i.email ? `the invitation of ${i.email}` : 'this invitation link'}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(i.id, {
              onSuccess: () => toast.success('Invitation revoked'),
              onError: (error) => toast.error('Could not revoke the invitation', getErrorMessage(error)),
            })
          }
        >
          Revoke
        </Button>
      ),
    },
  ];
  return (
    <SectionCard title="Pending invitations">
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading invitations"
        error={query.error}
        onRetry={() => query.refetch()}
      >
        <DataTable
          caption="Pending invitations"
          rows={query.data?.items ?? []}
          columns={columns}
          getRowKey={(i) => i.id}
          empty={<p className="text-sm text-fg-muted">No invitations are waiting.</p>}
        />
      </DataState>
    </SectionCard>
  );
}

/** Who, and how the e-mail notice went when the server mails one (SMTP_URL); a failure's reason is in the activity log. */
function Invited({ who, notice }: { who: string; notice?: Invitation['notice'] }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {who}
      {notice === 'sent' && <Badge tone="success">Notice sent</Badge>}
      {notice === 'failed' && (
        <Badge tone="danger" title="The e-mail notice could not be sent; the workspace's activity log says why.">
          Notice failed
        </Badge>
      )}
    </span>
  );
}
