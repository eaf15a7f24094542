import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUser, useAuthSelector } from '../../ui/auth/auth-provider';
import { Button } from '../../ui/components/button';
import { usePageTitle } from '../../ui/layout/page-title';
import { WorkspaceFormDialog } from '../shared/workspace-form-dialog';
import { RecentWorkspaces } from './recent-workspaces';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useAuthSelector(selectUser);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const firstName = user?.name.trim().split(/\s+/)[0];

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
        <Button icon="plus" onClick={() => setCreating(true)}>
          New workspace
        </Button>
      </section>
      <RecentWorkspaces onCreate={() => setCreating(true)} />
      <WorkspaceFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(ws) => navigate(`/workspaces/${ws.id}`)}
      />
    </div>
  );
}
