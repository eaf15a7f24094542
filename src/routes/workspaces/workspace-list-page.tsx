import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import type { Workspace } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/paging';
import { Button } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { PageIntro } from '../../ui/components/page-header';
import { Pagination } from '../../ui/components/pagination';
import { usePageTitle } from '../../ui/layout/page-title';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { WorkspaceFormDialog } from '../shared/workspace-form-dialog';
import { WorkspaceTable } from './workspace-table';
import { WorkspacesState } from '../shared/workspaces-state';
import { NEW_WORKSPACE_STATE } from '../../ui/command-palette/palette-commands';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function WorkspaceListPage() {
  usePageTitle('Workspaces');
  // The page lives in the URL, so Back and shared links keep it.
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const query = useQuery({
    ...workspacesQueryOptions({ page, pageSize: DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // The palette's "New workspace" lands here with the form open.
  const arrivedToCreate = (useLocation().state as typeof NEW_WORKSPACE_STATE | null)?.newWorkspace === true;
  const [creating, setCreating] = useState(arrivedToCreate);
  const [editing, setEditing] = useState<Workspace | undefined>();
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  const data = query.data;

  return (
    <>
      <PageIntro
        description="Workspaces hold your research goals, their Co-Scientist sessions and the ideas they produce."
        actions={
          <Button icon="plus" onClick={() => setCreating(true)}>
            New workspace
          </Button>
        }
      />
      <WorkspacesState query={query} onCreate={() => setCreating(true)}>
        {data &&
          (data.items.length === 0 ? (
            <EmptyState
              title="Nothing on this page"
              description={`There are ${data.total} workspaces, on ${data.totalPages} pages.`}
              action={
                <Button variant="secondary" onClick={() => setPage(1)}>
                  Go to the first page
                </Button>
              }
            />
          ) : (
            <div className="flex flex-col gap-4">
              <WorkspaceTable workspaces={data.items} onEdit={setEditing} onDelete={setDeleting} />
              <Pagination meta={data} noun={{ one: 'workspace', other: 'workspaces' }} onPage={setPage} />
            </div>
          ))}
      </WorkspacesState>
      <WorkspaceFormDialog open={creating} onClose={() => setCreating(false)} onSaved={() => setPage(1)} />
      <WorkspaceFormDialog open={editing !== undefined} workspace={editing} onClose={() => setEditing(undefined)} />
      <DeleteWorkspaceDialog
        workspace={deleting}
        onClose={() => setDeleting(null)}
        // The last row of a later page went: step back rather than show an empty page.
        onDeleted={() => data && data.items.length === 1 && page > 1 && setPage(page - 1)}
      />
    </>
  );
}
