import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import type { GraphNode } from '../../domain/workflow-graph/graph-model';
import type { NodeKind } from '../../domain/workflow-graph/node-catalogue';
import { cx } from '../components/cx';
import { NODE_KINDS } from './node-kinds';

export type DrawnNode = GraphNode & { kind: NodeKind; description: string };
/** `flagged` marks a node the editor's validation has a problem with. */
export type WorkflowFlowNode = Node<{ node: DrawnNode; flagged?: boolean }, 'workflow'>;

/**
 * One step: its kind, its label, and a handle per port with the port's name and type. Each handle
 * sits on the node's edge level with its port's row (the 2 px border and 8 px padding: -10 px).
 */
export function WorkflowNodeView({ data, selected }: NodeProps<WorkflowFlowNode>) {
  const { node } = data;
  const kind = NODE_KINDS[node.kind];
  return (
    <div
      className={cx(
        'h-full w-full rounded-ui border-2 p-2 text-xs text-fg',
        kind.className,
        data.flagged && 'border-dashed',
        selected && 'ring-2 ring-accent ring-offset-2 ring-offset-surface',
      )}
      title={node.description}
    >
      <p className="font-semibold tracking-wide text-fg-muted uppercase">{kind.label}</p>
      <p className="line-clamp-2 text-sm font-medium">{node.label}</p>
      <div className="mt-1 flex justify-between gap-2">
        <ul className="flex flex-col gap-1">
          {node.inputs.map((port) => (
            <li key={port.id} className="relative pl-1">
              <Handle
                type="target"
                position={Position.Left}
                id={port.id}
                style={{ top: '50%', left: -10 }}
                title={`Input ${port.name} (${port.type}) of ${node.label}`}
              />
              {port.name} <span className="text-fg-muted">({port.type})</span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col items-end gap-1">
          {node.outputs.map((port) => (
            <li key={port.id} className="relative pr-1">
              <Handle
                type="source"
                position={Position.Right}
                id={port.id}
                style={{ top: '50%', right: -10 }}
                title={`Output ${port.name} (${port.type}) of ${node.label}`}
              />
              {port.name} <span className="text-fg-muted">({port.type})</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
