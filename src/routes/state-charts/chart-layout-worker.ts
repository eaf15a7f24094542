import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from './chart-elk';

// The chart's layout worker, as the workflow graph's (src/ui/workflow-graph/layout-worker.ts):
// one ELK instance, each answer carrying its request's id.

export type ChartLayoutRequest = { id: number; graph: ElkNode };
export type ChartLayoutAnswer = { id: number; laid?: ElkNode; error?: string };

const elk = new ELK();
const reply = (answer: ChartLayoutAnswer) =>
  (globalThis as unknown as { postMessage: (a: ChartLayoutAnswer) => void }).postMessage(answer);

globalThis.addEventListener('message', (event: Event) => {
  const { id, graph } = (event as MessageEvent<ChartLayoutRequest>).data;
  elk.layout(graph as Parameters<typeof elk.layout>[0]).then(
    (laid) => reply({ id, laid: laid as ElkNode }),
    (error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
