import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { agentQueryOptions, type AgentDetail } from '../../api/queries/agents';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { AgentModelBadge } from './agent-model-badge';
import { AgentPrompts } from './agent-prompts';
import { AgentRunsTable } from './agent-runs-table';
import { AgentUsageList } from './agent-usage';

/** /agents/{agentId}: what one agent does, its model, its prompts, and its runs for you. */
export function AgentPage() {
  const { agentId = '' } = useParams();
  const query = useQuery(agentQueryOptions(agentId));
  const agent = query.data;
  const missing = isMissingObjectError(query.error);
  usePageTitle(agent?.name ?? (missing ? entityNotFoundTitle('agent') : 'Agent'));
  if (missing) return <EntityNotFound kind="agent" />;
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading agent"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {agent && <AgentDetails agent={agent} />}
    </DataState>
  );
}

function AgentDetails({ agent }: { agent: AgentDetail }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/agents" className="text-sm text-accent-text hover:underline">
          All agents
        </Link>
        <h2 className="text-xl font-semibold">{agent.name}</h2>
        <p className="max-w-3xl text-sm text-fg-muted">{agent.description}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Model">
          <div className="flex flex-col items-start gap-2">
            <AgentModelBadge model={agent.model} />
            <p className="text-sm text-fg-muted">
              {agent.model.kind === 'model'
                ? 'The model configured for this agent’s role.'
                : 'Built in: it runs without a model server.'}
            </p>
          </div>
        </SectionCard>
        <SectionCard title="Usage">
          <AgentUsageList usage={agent.usage} />
        </SectionCard>
      </div>
      <SectionCard title="Responsibilities">
        <ul className="ml-5 flex max-w-3xl list-disc flex-col gap-1 text-sm">
          {agent.responsibilities.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title="Prompt templates">
        <AgentPrompts agent={agent} />
      </SectionCard>
      <SectionCard title="Recent runs">
        <AgentRunsTable runs={agent.recentRuns} />
      </SectionCard>
    </div>
  );
}
