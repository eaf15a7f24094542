import type { LayoutGraph, PositionedNode } from '../../domain/workflow-graph/graph-layout';
import { layoutWorkflow } from './layout-workflow';
import type { LayoutAnswer, LayoutRequest } from './layout-worker';

// Lays a graph out in a web worker, so a thousand nodes never freeze the page. One worker is
// made on first use and kept; where there are no workers (tests in jsdom) it lays out in place.

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (p: PositionedNode[]) => void; reject: (e: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<LayoutAnswer>) => {
    const { id, positions, error } = event.data;
    const request = waiting.get(id);
    waiting.delete(id);
    if (positions) request?.resolve(positions);
    else request?.reject(new Error(error ?? 'The layout failed'));
  });
  return worker;
}

export function layoutInWorker(graph: LayoutGraph): Promise<PositionedNode[]> {
  if (typeof Worker === 'undefined') return layoutWorkflow(graph);
  const id = ++nextId;
  // Only what the layout reads crosses to the worker: ids, port counts and edges.
  const request: LayoutRequest = {
    id,
    graph: {
      nodes: graph.nodes.map((n) => ({ id: n.id, inputs: [...n.inputs], outputs: [...n.outputs] })),
      edges: graph.edges.map((e) => ({ id: e.id, source: e.source, target: e.target })),
    },
  };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    layoutWorker().postMessage(request);
  });
}
