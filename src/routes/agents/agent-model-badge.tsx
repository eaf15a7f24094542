import type { AgentSummary } from '../../api/queries/agents';
import { Badge } from '../../ui/components/badge';

/** The model an agent uses now: a configured model's id, or the offline engine (or words alone). */
export function AgentModelBadge({ model }: { model: AgentSummary['model'] }) {
  if (model.kind === 'model')
    return (
      <Badge tone="accent" title="The model this agent's role is served by" className="max-w-full truncate">
        {model.label}
      </Badge>
    );
  return (
    <Badge title="Built in: deterministic, no model server" className="max-w-full truncate border border-border">
      {model.label}
    </Badge>
  );
}
