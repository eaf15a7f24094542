import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../../api/errors';
import {
  membersQueryOptions,
  useChangeMemberRole,
  useLeaveWorkspace,
  useRemoveMember,
  type Member,
  type WorkspaceRole,
} from '../../../api/queries/members';
import type { Workspace } from '../../../api/types';
import { useAuthSelector, selectUser } from '../../../ui/auth/auth-provider';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { DataState } from '../../../ui/components/data-state';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { ConfirmDialog } from '../../../ui/components/dialog';
import { useToast } from '../../../ui/toast/toast-provider';
import { ROLE_LABELS, ROLE_OPTIONS, MANAGE_REASON } from '../../shared/member-words';

/** The members with their roles: owners change roles and remove; everyone may leave. */
export function MembersCard({ workspace }: { workspace: Workspace }) {
  const query = useQuery(membersQueryOptions(workspace.id));
  const me = useAuthSelector(selectUser);
  const owner = workspace.role === 'owner';
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const remove = useRemoveMember(workspace.id);
  const toast = useToast();
  const columns = useMemberColumns(workspace, me?.id, setRemoving);
  return (
    <SectionCard
      title="Members"
      actions={
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          Leave workspace
        </Button>
      }
    >
      {!owner && <p className="mb-3 text-sm text-fg-muted">{MANAGE_REASON(workspace.role)}</p>}
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading members"
        error={query.error}
        onRetry={() => query.refetch()}
      >
        <DataTable caption="Members" rows={query.data?.items ?? []} columns={columns} getRowKey={(m) => m.userId} />
      </DataState>
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        message={removing && `${removing.name} will no longer see anything in “${workspace.name}”.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => toast.success(`${removing.name} was removed`),
            onError: (error) => toast.error('Could not remove the member', getErrorMessage(error)),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <LeaveDialog workspace={workspace} open={leaving} onClose={() => setLeaving(false)} />
    </SectionCard>
  );
}

function LeaveDialog({ workspace, open, onClose }: { workspace: Workspace; open: boolean; onClose: () => void }) {
  const leave = useLeaveWorkspace(workspace.id);
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title="Leave workspace"
      message={`You will no longer see anything in “${workspace.name}” unless someone invites you again.`}
      confirmLabel="Leave"
      busy={leave.isPending}
      onCancel={onClose}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            toast.success(`You left “${workspace.name}”`);
            navigate('/dashboard');
          },
          onError: (error) => toast.error('Could not leave the workspace', getErrorMessage(error)),
          onSettled: onClose,
        })
      }
    />
  );
}

function useMemberColumns(
  workspace: Workspace,
  myId: string | undefined,
  onRemove: (member: Member) => void,
): DataColumn<Member>[] {
  const owner = workspace.role === 'owner';
  return [
    { id: 'name', header: 'Name', rowHeader: true, cell: (m) => (m.userId === myId ? `${m.name} (you)` : m.name) },
    { id: 'email', header: 'E-mail', cell: (m) => m.email },
    {
      id: 'role',
      header: 'Role',
      cell: (m) => (owner ? <RoleSelect workspaceId={workspace.id} member={m} /> : ROLE_LABELS[m.role]),
    },
    {
      id: 'added',
      header: 'Added',
      cell: (m) => `${new Date(m.addedAt).toLocaleDateString()}${m.addedBy ? ` by ${m.addedBy.name}` : ''}`,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      card: 'action',
      cell: (m) =>
        owner && m.userId !== myId ? (
          <Button size="sm" variant="secondary" onClick={() => onRemove(m)} aria-label={`Remove ${m.name}`}>
            Remove
          </Button>
        ) : null,
    },
  ];
}

function RoleSelect({ workspaceId, member }: { workspaceId: string; member: Member }) {
  const change = useChangeMemberRole(workspaceId);
  const toast = useToast();
  return (
    <select
      aria-label={`Role of ${member.name}`}
      className="h-9 rounded-ui border border-border bg-surface px-2 text-sm text-fg"
      value={member.role}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate(
          { userId: member.userId, role: event.target.value as WorkspaceRole },
          {
            onSuccess: (m) => toast.success(`${m.name} is now ${ROLE_LABELS[m.role].toLowerCase()}`),
            onError: (error) => toast.error('Could not change the role', getErrorMessage(error)),
          },
        )
      }
    >
      {ROLE_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
