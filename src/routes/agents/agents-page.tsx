import { useQuery } from '@tanstack/react-query';
import { agentsQueryOptions } from '../../api/queries/agents';
import { DataState } from '../../ui/components/data-state';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { AgentCard } from './agent-card';

/** /agents: every agent of the platform, the model it uses now and its measured usage. */
export function AgentsPage() {
  usePageTitle('Agents');
  const list = useQuery(agentsQueryOptions());
  return (
    <>
      <PageIntro description="The agents that do the work: the Co-Scientist's team, the dataset matcher, the coding agent and the research assistant. Usage counts your own runs." />
      <DataState
        isLoading={list.isPending}
        loadingLabel="Loading agents"
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={list.data?.length === 0}
      >
        <ul aria-label="Agents" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.data?.map((agent) => (
            <li key={agent.id} className="min-w-0">
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      </DataState>
    </>
  );
}
