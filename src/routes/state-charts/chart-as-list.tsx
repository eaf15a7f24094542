import type { ChartGraph } from './chart-graph';

// The chart in words: its key, and every state with the transitions leaving it, for anyone who
// reads rather than looks (a screen reader gets nothing from the drawing's positions).

const KEY = [
  { mark: 'size-2.5 rounded-full bg-fg', text: 'initial state (the dot points at it)' },
  { mark: 'size-3 rounded-sm border-4 border-double border-fg-muted', text: 'final state' },
  { mark: 'size-3 rounded-sm border-2 border-dashed border-fg-muted', text: 'region of a parallel state' },
  { mark: 'size-3 rounded-sm border-2 border-accent bg-accent-soft', text: 'current state (Live or Sandbox)' },
];

export function ChartKey() {
  return (
    <ul aria-label="Chart key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
      {KEY.map((item) => (
        <li key={item.text} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block ${item.mark}`} />
          {item.text}
        </li>
      ))}
      <li>
        arrows read “event [guard]”, “after 5 s” or “always”; events listed inside a state change only its context
      </li>
    </ul>
  );
}

export function ChartAsList({ graph }: { graph: ChartGraph }) {
  const pathOf = new Map(graph.nodes.map((n) => [n.id, n.path || n.label]));
  const states = graph.nodes.filter((n) => n.kind !== 'initial' && n.path);
  return (
    <ol aria-label="States and transitions" className="flex flex-col gap-2 text-sm">
      {states.map((state) => {
        const leaving = graph.edges.filter((e) => e.source === state.id && e.transitionId);
        return (
          <li key={state.id}>
            <span className="font-mono font-medium">{state.path}</span>
            {state.kind !== 'atomic' && <span className="text-fg-muted"> ({state.kind})</span>}
            {leaving.length + state.internal.length > 0 && (
              <ul className="ml-4 list-disc pl-4 text-fg-muted">
                {leaving.map((e) => (
                  <li key={e.id}>
                    {e.label} → <span className="font-mono">{pathOf.get(e.target)}</span>
                  </li>
                ))}
                {state.internal.map((t) => (
                  <li key={t.transitionId}>{t.label} (stays, changes context)</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
