import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Workspace } from '../../api/types';
import type { Paged } from '../../domain/paging';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';

interface WorkspacesStateProps {
  query: UseQueryResult<Paged<Workspace>>;
  onCreate: () => void;
  children: ReactNode;
}

/** Loading, failure and the honest 'No workspaces yet' for any list of the user's workspaces. */
export function WorkspacesState({ query, onCreate, children }: WorkspacesStateProps) {
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading workspaces"
      error={query.error}
      onRetry={() => query.refetch()}
      isEmpty={query.data?.total === 0}
      empty={<NoWorkspacesYet onCreate={onCreate} />}
    >
      {children}
    </DataState>
  );
}

/** What a researcher without a workspace sees, wherever workspaces are listed: what one is, and a way to make it. */
export function NoWorkspacesYet({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon="folder"
      title="No workspaces yet"
      description="A workspace holds one line of research: its goals, sessions and ideas. Create one to get started."
      action={
        <Button icon="plus" onClick={onCreate}>
          Create your first workspace
        </Button>
      }
    />
  );
}
