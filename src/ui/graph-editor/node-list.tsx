import type { EditorGraph } from './graph-document';
import { NODE_KINDS } from '../workflow-graph/node-kinds';

// The graph as a list beside the canvas: every node with what feeds it, each selectable from
// the keyboard, so the whole workflow can be read and edited without the canvas.

export function NodeList({
  graph,
  selected,
  onSelect,
}: {
  graph: EditorGraph;
  selected: ReadonlySet<string>;
  onSelect: (nodeId: string) => void;
}) {
  const labels = new Map(graph.nodes.map((n) => [n.id, n.label]));
  return (
    <section aria-labelledby="graph-nodes-heading" className="flex flex-col gap-1.5">
      <h2 id="graph-nodes-heading" className="text-sm font-semibold">
        Nodes ({graph.nodes.length})
      </h2>
      {graph.nodes.length === 0 ? (
        <p className="text-xs text-fg-muted">No nodes yet: add one from the palette.</p>
      ) : (
        <ul aria-label="Workflow nodes" className="flex max-h-72 flex-col gap-0.5 overflow-y-auto text-sm">
          {graph.nodes.map((node) => {
            const feeds = graph.edges.filter((e) => e.target === node.id).map((e) => labels.get(e.source));
            return (
              <li key={node.id}>
                <button
                  type="button"
                  aria-pressed={selected.has(node.id)}
                  onClick={() => onSelect(node.id)}
                  className="w-full rounded-ui px-1.5 py-0.5 text-left hover:bg-surface-muted aria-pressed:bg-surface-muted aria-pressed:font-medium"
                >
                  {node.label} <span className="text-fg-muted">({NODE_KINDS[node.kind].label})</span>
                  {feeds.length > 0 && <span className="block text-xs text-fg-muted">from {feeds.join(', ')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
