import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { stateNodesOf, transitionsOf } from '../../machines/model/transitions';
import type { MachineTransition } from '../../machines/model/types';

// A machine's definition as a graph to draw: one node per state node (the root included, so its
// own transitions have somewhere to start), a dot per compound state pointing at its initial
// child, and an edge per transition and target. Targetless transitions change only context, so
// they are listed inside their state, as statecharts write internal transitions. Pure: no DOM.

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'initial';

export interface ChartNode {
  /** The state node id; `<parent id>:initial` for an initial-state marker. */
  id: string;
  parentId: string | null;
  kind: ChartNodeKind;
  /** The state's key ('idle'); the machine id for the root; '' for a marker. */
  label: string;
  /** The keys from the root, as a state value reads: 'open.list.idle'; '' for the root and markers. */
  path: string;
  /** A region of a parallel state (drawn with a dashed border). */
  region: boolean;
  /** Deep history ('H*') rather than shallow ('H'). */
  deep: boolean;
  /** Transitions that stay in this state and change only context. */
  internal: Array<{ transitionId: string; label: string }>;
}

export interface ChartEdge {
  id: string;
  /** The transition drawn; null for the arrow from an initial marker. */
  transitionId: string | null;
  source: string;
  target: string;
  label: string;
}

export interface ChartGraph {
  nodes: ChartNode[];
  edges: ChartEdge[];
}

/** 5000 → '5 s', 250 → '250 ms', 90000 → '1.5 min'. */
export function readableDelay(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${+(ms / 1000).toFixed(1)} s`;
  return `${+(ms / 60_000).toFixed(1)} min`;
}

function delayText(machine: AnyStateMachine, delay: string | number): string {
  const named = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  return `after ${typeof named === 'number' ? readableDelay(named) : delay}`;
}

/** 'export.start', 'page.next [hasNextPage]', 'after 5 s', 'always [hasQueue]'. */
export function transitionLabel(machine: AnyStateMachine, t: MachineTransition): string {
  const when = t.delay !== null ? delayText(machine, t.delay) : t.event === '' ? 'always' : t.event;
  return t.guard ? `${when} [${t.guard}]` : when;
}

function kindOf(node: AnyStateNode): ChartNodeKind {
  return node.type === 'final' || node.type === 'history' || node.type === 'parallel'
    ? node.type
    : node.type === 'compound'
      ? 'compound'
      : 'atomic';
}

function chartNode(node: AnyStateNode, internal: ChartNode['internal']): ChartNode {
  return {
    id: node.id,
    parentId: node.parent?.id ?? null,
    kind: kindOf(node),
    label: node.key,
    path: node.path.join('.'),
    region: node.parent?.type === 'parallel',
    deep: node.type === 'history' && node.history === 'deep',
    internal,
  };
}

function initialMarker(node: AnyStateNode): { marker: ChartNode; edge: ChartEdge } | null {
  const first = node.type === 'compound' ? node.initial?.target[0] : undefined;
  if (!first) return null;
  const id = `${node.id}:initial`;
  return {
    marker: { id, parentId: node.id, kind: 'initial', label: '', path: '', region: false, deep: false, internal: [] },
    edge: { id: `${id}>${first.id}`, transitionId: null, source: id, target: first.id, label: '' },
  };
}

export function chartGraphOf(machine: AnyStateMachine, transitions = transitionsOf(machine)): ChartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  for (const node of stateNodesOf(machine.root)) {
    const own = transitions.filter((t) => t.source === node.id);
    const internal = own
      .filter((t) => t.targets.length === 0)
      .map((t) => ({ transitionId: t.id, label: transitionLabel(machine, t) }));
    nodes.push(chartNode(node, internal));
    const initial = initialMarker(node);
    if (initial) {
      nodes.push(initial.marker);
      edges.push(initial.edge);
    }
    for (const t of own) {
      const label = transitionLabel(machine, t);
      for (const target of t.targets) {
        edges.push({ id: `${t.id}>${target}`, transitionId: t.id, source: node.id, target, label });
      }
    }
  }
  return { nodes, edges };
}
