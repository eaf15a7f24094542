import ELK from 'elkjs/lib/elk.bundled.js';
import { elkGraphOf, positionsOf, type LayoutGraph } from '../../domain/workflow-graph/graph-layout';

// The layout's web worker: one ELK instance, one request at a time per message, answered with
// the request's id so the page can match answers to requests.

export type LayoutRequest = { id: number; graph: LayoutGraph };
export type LayoutAnswer = { id: number; positions?: ReturnType<typeof positionsOf>; error?: string };

const elk = new ELK();
const reply = (answer: LayoutAnswer) =>
  (globalThis as unknown as { postMessage: (a: LayoutAnswer) => void }).postMessage(answer);

globalThis.addEventListener('message', (event: Event) => {
  const { id, graph } = (event as MessageEvent<LayoutRequest>).data;
  elk.layout(elkGraphOf(graph)).then(
    (laid) => reply({ id, positions: positionsOf(laid) }),
    (error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
