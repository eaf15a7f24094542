import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardQueryOptions } from '../../api/queries/dashboard';
import { getErrorMessage } from '../../api/errors';
import { selectUser, useAuthSelector } from '../../ui/auth/auth-provider';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { WorkspaceFormDialog } from '../shared/workspace-form-dialog';
import { BestIdeas } from './best-ideas';
import { InvitationsInbox } from './invitations-inbox';
import { LatestActivity } from './latest-activity';
import { RecentRuns } from './recent-runs';
import { RecentWorkspaces } from './recent-workspaces';
import { RunningSessions } from './running-sessions';

// The dashboard (docs/product.md, "Dashboard"): the welcome paints at once, the sections hold
// their room with skeletons until the one read arrives, and the read repeats while a session runs.

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useAuthSelector(selectUser);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const firstName = user?.name.trim().split(/\s+/)[0];
  const query = useQuery(dashboardQueryOptions());
  const dashboard = query.data;
  const create = () => setCreating(true);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="welcome" className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="welcome" className="text-2xl font-semibold">
            {firstName ? `Welcome, ${firstName}` : 'Welcome'}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Organise your research in workspaces: research goals, the Co-Scientist sessions they start, the ideas those
            rank, and the workflows and experiments made from them.
          </p>
        </div>
        <Button icon="plus" onClick={create}>
          New workspace
        </Button>
      </section>
      <InvitationsInbox />
      <p role="status" className="sr-only">
        {query.isPending ? 'Loading dashboard...' : ''}
      </p>
      {query.error && !dashboard ? (
        <DataState isLoading={false} error={query.error} onRetry={() => void query.refetch()}>
          {null}
        </DataState>
      ) : (
        <>
          {/* A later read failed: what was read last stays, and the next poll tries again. */}
          {query.error && <Alert>{getErrorMessage(query.error)}</Alert>}
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <RunningSessions dashboard={dashboard} />
            <RecentWorkspaces dashboard={dashboard} onCreate={create} />
            <BestIdeas dashboard={dashboard} />
            <RecentRuns dashboard={dashboard} />
            <div className="xl:col-span-2">
              <LatestActivity dashboard={dashboard} onCreate={create} />
            </div>
          </div>
        </>
      )}
      <WorkspaceFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(ws) => navigate(`/workspaces/${ws.id}`)}
      />
    </div>
  );
}
