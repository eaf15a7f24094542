import type { GraphProblem } from '../../domain/workflow-graph/graph-problems';

// Every problem of the graph, each a button that selects the node it is about and brings it
// into view. Blocking problems come first: they stop a save.

export function ValidationPanel({
  problems,
  onFocusNode,
}: {
  problems: GraphProblem[];
  onFocusNode: (nodeId: string) => void;
}) {
  const blocking = problems.filter((p) => p.blocking).length;
  return (
    <section aria-labelledby="graph-problems-heading" className="flex flex-col gap-1.5">
      <h2 id="graph-problems-heading" className="text-sm font-semibold">
        Problems
      </h2>
      <p role="status" className="text-xs text-fg-muted">
        {problems.length === 0
          ? 'No problems: the workflow is complete.'
          : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}` +
            (blocking > 0 ? `, ${blocking} blocking a save` : ', saved as a draft until fixed')}
      </p>
      <ul aria-label="Graph problems" className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
        {problems.map((problem, i) => (
          <li key={`${problem.code}-${problem.nodeId ?? problem.edgeId}-${i}`}>
            {problem.nodeId ? (
              <button
                type="button"
                className="text-left text-accent-text hover:underline"
                onClick={() => onFocusNode(problem.nodeId!)}
              >
                {problem.blocking ? 'Error: ' : 'To finish: '}
                {problem.message}
              </button>
            ) : (
              <span>
                {problem.blocking ? 'Error: ' : 'To finish: '}
                {problem.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
