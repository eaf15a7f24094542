import { useConnection } from '@xyflow/react';
import { connectionProblem } from '../../domain/workflow-graph/connection-check';
import type { EditorGraph } from './graph-document';

// While a connection is dragged over a port that would refuse it, the reason sits next to the
// pointer, and is announced.

export function ConnectionHint({ graph }: { graph: EditorGraph }) {
  const connection = useConnection();
  if (!connection.inProgress || !connection.toHandle) return null;
  const from = connection.fromHandle;
  const to = connection.toHandle;
  // Dragging backwards from an input to an output is the same connection the other way round.
  const [source, target] = from.type === 'source' ? [from, to] : [to, from];
  const reason = connectionProblem(graph, {
    source: source.nodeId,
    sourcePort: source.id ?? '',
    target: target.nodeId,
    targetPort: target.id ?? '',
  });
  if (!reason) return null;
  return (
    // The pointer is in the canvas's own pixels, so the hint sits in the canvas, not the zoomed viewport.
    <p
      role="status"
      className="pointer-events-none absolute z-10 rounded-ui bg-danger px-2 py-1 text-xs whitespace-nowrap text-white shadow"
      style={{ left: connection.pointer.x + 12, top: connection.pointer.y + 12 }}
    >
      {reason}
    </p>
  );
}
