import { chartLayoutOf, elkGraphOfChart, type ChartDirection, type ChartLayout, type ElkNode } from './chart-elk';
import type { ChartGraph } from './chart-graph';
import type { ChartLayoutAnswer, ChartLayoutRequest } from './chart-layout-worker';

// Lays a chart out with elkjs in a web worker, kept after first use, as the workflow graph does
// (src/ui/workflow-graph/layout-in-worker.ts); where there are no workers (jsdom) it runs here.

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (laid: ElkNode) => void; reject: (e: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./chart-layout-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<ChartLayoutAnswer>) => {
    const { id, laid, error } = event.data;
    const request = waiting.get(id);
    waiting.delete(id);
    if (laid) request?.resolve(laid);
    else request?.reject(new Error(error ?? 'The layout failed'));
  });
  return worker;
}

async function layoutHere(graph: ElkNode): Promise<ElkNode> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return (await new ELK().layout(graph as Parameters<InstanceType<typeof ELK>['layout']>[0])) as ElkNode;
}

function layoutThere(graph: ElkNode): Promise<ElkNode> {
  const id = ++nextId;
  const request: ChartLayoutRequest = { id, graph };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    layoutWorker().postMessage(request);
  });
}

const layout = (graph: ElkNode) => (typeof Worker === 'undefined' ? layoutHere(graph) : layoutThere(graph));

/**
 * Lays the chart out left to right and top down, and keeps the one that fits a box of this
 * width-to-height ratio at the larger zoom: which reads better depends on the machine.
 */
export async function layoutChart(graph: ChartGraph, boxAspect = 2): Promise<ChartLayout> {
  const directions: ChartDirection[] = ['RIGHT', 'DOWN'];
  const laid = await Promise.all(directions.map((direction) => layout(elkGraphOfChart(graph, direction))));
  const fit = (l: ElkNode) => Math.min(boxAspect / (l.width ?? 1), 1 / (l.height ?? 1));
  return chartLayoutOf(laid.reduce((best, next) => (fit(next) > fit(best) ? next : best)));
}
