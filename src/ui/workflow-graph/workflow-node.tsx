import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import type { WorkflowNode as WorkflowNodeData } from '../../api/types';
import { cx } from '../components/cx';
import { NODE_KINDS } from './node-kinds';

export type WorkflowFlowNode = Node<{ node: WorkflowNodeData }, 'workflow'>;

/** One step: its kind, its label, and a handle per port with the port's name and type. */
export function WorkflowNodeView({ data }: NodeProps<WorkflowFlowNode>) {
  const { node } = data;
  const kind = NODE_KINDS[node.kind];
  return (
    <div
      className={cx('h-full w-full rounded-ui border-2 p-2 text-xs text-fg', kind.className)}
      title={node.description}
    >
      <p className="font-semibold tracking-wide text-fg-muted uppercase">{kind.label}</p>
      <p className="line-clamp-2 text-sm font-medium">{node.label}</p>
      <div className="mt-1 flex justify-between gap-2">
        <ul className="flex flex-col gap-1">
          {node.inputs.map((port, i) => (
            <li key={port.id} className="relative pl-1">
              <Handle type="target" position={Position.Left} id={port.id} style={{ top: 64 + i * 20 }} />
              {port.name} <span className="text-fg-muted">({port.type})</span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col items-end gap-1">
          {node.outputs.map((port, i) => (
            <li key={port.id} className="relative pr-1">
              <Handle type="source" position={Position.Right} id={port.id} style={{ top: 64 + i * 20 }} />
              {port.name} <span className="text-fg-muted">({port.type})</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
