import type { WorkflowDefinition } from '../../conversion/conversion-schemas';
import type { VibeBrief } from '../vibe-types';

// A workflow's steps in the order its edges run them (Kahn's order), ties kept in the order the
// nodes are stored, so the same graph always gives the same modules. Nodes on a cycle, which a
// stored graph cannot have, come last in stored order rather than being dropped.

type Step = NonNullable<VibeBrief['workflow']>['steps'][number];

export function workflowSteps(definition: WorkflowDefinition): Step[] {
  const { nodes, edges } = definition;
  const indegree = new Map(nodes.map((n) => [n.id, 0]));
  for (const e of edges)
    if (indegree.has(e.target) && indegree.has(e.source)) indegree.set(e.target, indegree.get(e.target)! + 1);
  const ordered: typeof nodes = [];
  const placed = new Set<string>();
  for (;;) {
    const next = nodes.find((n) => !placed.has(n.id) && indegree.get(n.id) === 0);
    if (!next) break;
    placed.add(next.id);
    ordered.push(next);
    for (const e of edges)
      if (e.source === next.id && indegree.has(e.target)) indegree.set(e.target, indegree.get(e.target)! - 1);
  }
  ordered.push(...nodes.filter((n) => !placed.has(n.id)));
  return ordered.map((n) => ({ id: n.id, label: n.label, description: n.description, kind: n.kind }));
}
