import type { AgentDetail } from '../../api/queries/agents';

/** The agent's prompt templates as the code builds them, read-only; {braces} mark what a run fills in. */
export function AgentPrompts({ agent }: { agent: AgentDetail }) {
  if (agent.prompts.length === 0)
    return <p className="text-sm text-fg-muted">This agent sends no prompts to a model.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-fg-muted">
        {agent.model.kind === 'offline'
          ? 'The offline engine does not use these prompts: they are what a configured model is sent. '
          : ''}
        Words in braces are filled in for each request.
      </p>
      {agent.prompts.map((prompt) => (
        <div key={prompt.name} className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">{prompt.name}</h3>
          {/* A named, focusable region, so the keyboard can scroll a long template. */}
          <pre
            tabIndex={0}
            role="region"
            aria-label={`${prompt.name} template`}
            className="max-h-96 overflow-auto rounded-ui border border-border bg-surface-muted p-3 font-mono text-xs whitespace-pre-wrap"
          >
            {prompt.template}
          </pre>
        </div>
      ))}
    </div>
  );
}
