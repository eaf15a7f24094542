import { useQuery } from '@tanstack/react-query';
import { workspaceAnalyticsQueryOptions } from '../../../api/queries/analytics';
import type { Workspace } from '../../../api/types';
import { DataState } from '../../../ui/components/data-state';
import { ExperimentsSection } from './experiments-section';
import { EloDistributionSection, IdeaFunnelSection, ScoreScatterSection } from './idea-sections';
import { ModelUsageSection } from './model-usage-section';
import { OutcomesSection } from './outcomes-section';
import { EloRoundsSection, TournamentSection } from './tournament-sections';

/** The workspace's Analytics tab (docs/product.md, "Workspace analytics"): one read, eight sections. */
export function WorkspaceAnalyticsTab({ workspace }: { workspace: Workspace }) {
  const query = useQuery(workspaceAnalyticsQueryOptions(workspace.id));
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading analytics"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {query.data && (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <IdeaFunnelSection data={query.data} />
          <EloDistributionSection data={query.data} />
          <ScoreScatterSection data={query.data} />
          <EloRoundsSection data={query.data} />
          <TournamentSection data={query.data} />
          <ModelUsageSection data={query.data} />
          <div className="xl:col-span-2">
            <ExperimentsSection data={query.data} />
          </div>
          <div className="xl:col-span-2">
            <OutcomesSection data={query.data} workspaceId={workspace.id} />
          </div>
        </div>
      )}
    </DataState>
  );
}
