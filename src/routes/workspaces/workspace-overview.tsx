import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Workspace } from '../../api/types';
import { enumWords } from '../../domain/enum-words';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { formatDate } from '../../ui/format/format-date';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { WorkspaceExportButton } from './workspace-export-button';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';
import { WorkspaceFormDialog } from '../shared/workspace-form-dialog';
import { WorkspaceTopRated } from './workspace-top-rated';

export function WorkspaceOverview({ workspace }: { workspace: Workspace }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const rows: Array<[string, ReactNode]> = [
    ['Name', workspace.name],
    ['Description', workspace.description || <span className="text-fg-muted">No description</span>],
    [
      'Status',
      <span className="rounded-ui bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
        {enumWords(workspace.status)}
      </span>,
    ],
    ['Created', <time dateTime={workspace.createdAt}>{formatDate(workspace.createdAt, true)}</time>],
    ['Updated', <time dateTime={workspace.updatedAt}>{formatDate(workspace.updatedAt, true)}</time>],
  ];

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title="Overview"
        actions={
          <OverviewActions workspace={workspace} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        }
      >
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-fg-muted">{term}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
        <WorkspaceFormDialog open={editing} workspace={workspace} onClose={() => setEditing(false)} />
        <DeleteWorkspaceDialog
          workspace={deleting ? workspace : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate('/workspaces/list', { replace: true })}
        />
      </SectionCard>
      <WorkspaceTopRated workspaceId={workspace.id} />
    </div>
  );
}

interface OverviewActionsProps {
  workspace: Workspace;
  onEdit: () => void;
  onDelete: () => void;
}

function OverviewActions({ workspace, onEdit, onDelete }: OverviewActionsProps) {
  // Renaming is `manage` (updateWorkspace), deleting `delete` (deleteWorkspace): both an owner's.
  const manage = useRoleGate('manage', workspace.role);
  const remove = useRoleGate('delete', workspace.role);
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap justify-end gap-2">
        <WorkspaceExportButton workspace={workspace} />
        <Button variant="secondary" size="sm" icon="pencil" onClick={onEdit} {...refusedProps(manage)}>
          Edit workspace
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon="trash"
          onClick={onDelete}
          className="hover:text-danger-text"
          {...refusedProps(remove)}
          aria-describedby={manage.reasonId ?? remove.reasonId}
        >
          Delete workspace
        </Button>
      </div>
      {/* One owner's reason serves both: an editor or viewer may do neither. */}
      <RoleNote gate={manage} className="text-right" />
    </div>
  );
}
