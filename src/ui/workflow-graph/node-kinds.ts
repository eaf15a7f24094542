import { NODE_CATALOGUE, type NodeKind } from '../../domain/workflow-graph/node-catalogue';

// How each kind of workflow node is named and coloured, in the graph, the editor's palette and
// the legend. The names come from the node catalogue, the one list of kinds.

const COLOURS: Record<NodeKind, string> = {
  data_source: 'border-sky-500 bg-sky-50 dark:bg-sky-950',
  dataset: 'border-cyan-600 bg-cyan-50 dark:bg-cyan-950',
  preparation: 'border-amber-500 bg-amber-50 dark:bg-amber-950',
  method_step: 'border-violet-500 bg-violet-50 dark:bg-violet-950',
  evaluation: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950',
  agent: 'border-fuchsia-500 bg-fuchsia-50 dark:bg-fuchsia-950',
  report: 'border-rose-500 bg-rose-50 dark:bg-rose-950',
};

export const NODE_KINDS = Object.fromEntries(
  Object.entries(NODE_CATALOGUE).map(([kind, spec]) => [
    kind,
    { label: spec.label, className: COLOURS[kind as NodeKind] },
  ]),
) as Record<NodeKind, { label: string; className: string }>;
