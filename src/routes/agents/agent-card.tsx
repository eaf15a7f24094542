import { Link } from 'react-router-dom';
import type { AgentSummary } from '../../api/queries/agents';
import { AgentModelBadge } from './agent-model-badge';
import { AgentUsageList } from './agent-usage';

/** One agent in the gallery: what it does, the model it uses now, and how much it has run for you. */
export function AgentCard({ agent }: { agent: AgentSummary }) {
  return (
    <article
      aria-labelledby={`agent-${agent.id}`}
      className="flex h-full min-w-0 flex-col gap-3 rounded-ui border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`agent-${agent.id}`} className="min-w-0 text-base font-semibold break-words">
          <Link to={`/agents/${agent.id}`} className="text-accent-text hover:underline">
            {agent.name}
          </Link>
        </h2>
        <AgentModelBadge model={agent.model} />
      </div>
      <p className="text-sm text-fg-muted">{agent.description}</p>
      <div className="mt-auto">
        <AgentUsageList usage={agent.usage} />
      </div>
    </article>
  );
}
