import { useQuery } from '@tanstack/react-query';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { useBoardParams } from './board-params';
import { IdeaBoard } from './idea-board';
import { MetricBoard } from './metric-board';

const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

/** /workspaces/leaderboards: the best results and the best ideas side by side (docs/product.md, "Leaderboards"). */
export function LeaderboardsPage() {
  usePageTitle('Leaderboards');
  const [params, change] = useBoardParams();
  const workspaces = useQuery(workspacesQueryOptions(WORKSPACE_PAGE)).data?.items ?? [];
  return (
    <>
      <PageIntro description="Your runs ranked by each metric across experiments and workspaces, beside your ideas ranked by their tournaments across every session." />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <MetricBoard params={params} onChange={change} workspaces={workspaces} />
        <IdeaBoard params={params} onChange={change} workspaces={workspaces} />
      </div>
    </>
  );
}
