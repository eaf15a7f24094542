import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { cx } from '../../ui/components/cx';
import { groupHeader, LINE } from './chart-elk';
import type { ChartNode } from './chart-graph';

// How each kind of state node is drawn. Edges are routed by elk, not by handles, but React Flow
// draws an edge only between handles: each node has one of each, invisible.

export type StateFlowNode = Node<{ node: ChartNode; active: boolean }>;

const hidden = { opacity: 0, pointerEvents: 'none' } as const;

function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={hidden} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={hidden} />
    </>
  );
}

function Internal({ node }: { node: ChartNode }) {
  if (node.internal.length === 0) return null;
  return (
    <ul aria-label={`Transitions within ${node.label}`} className="text-[11px] leading-4 text-fg-muted">
      {node.internal.map((t) => (
        <li key={t.transitionId} className="truncate" style={{ height: LINE }}>
          {t.label}
        </li>
      ))}
    </ul>
  );
}

/** An atomic or final state: a box with its name; a final one has a double border. */
export function StateNodeView({ data }: NodeProps<StateFlowNode>) {
  const { node, active } = data;
  return (
    <div
      className={cx(
        'flex h-full w-full flex-col items-center justify-center rounded-ui bg-surface px-2 text-fg',
        node.kind === 'final' ? 'border-4 border-double' : 'border-2',
        active ? 'border-accent bg-accent-soft shadow-[0_0_0_3px_var(--accent)]' : 'border-fg-muted',
      )}
    >
      <Handles />
      <span className="text-[13px] leading-5 font-medium">{node.label}</span>
      <Internal node={node} />
    </div>
  );
}

/** A compound or parallel state: a labelled frame around its children; a parallel region is dashed. */
export function GroupNodeView({ data }: NodeProps<StateFlowNode>) {
  const { node, active } = data;
  return (
    <div
      className={cx(
        'h-full w-full rounded-ui px-3 text-fg',
        node.region ? 'border-2 border-dashed' : 'border-2',
        active ? 'border-accent bg-accent-soft/40' : 'border-fg-muted/70 bg-surface-muted/40',
      )}
    >
      <Handles />
      <div style={{ height: groupHeader(node) }} className="flex flex-col justify-center">
        <p className="flex items-center gap-2 text-[13px] leading-5 font-semibold">
          {node.label}
          {node.kind === 'parallel' && (
            <span className="rounded-sm border border-border px-1 text-[10px] font-normal text-fg-muted">parallel</span>
          )}
        </p>
        <Internal node={node} />
      </div>
    </div>
  );
}

/** A history state: a circle with H (shallow) or H* (deep). */
export function HistoryNodeView({ data }: NodeProps<StateFlowNode>) {
  const { node, active } = data;
  return (
    <div
      title={`${node.deep ? 'Deep' : 'Shallow'} history: ${node.label}`}
      className={cx(
        'flex h-full w-full items-center justify-center rounded-full border-2 bg-surface text-xs font-semibold text-fg',
        active ? 'border-accent' : 'border-fg-muted',
      )}
    >
      <Handles />
      {node.deep ? 'H*' : 'H'}
    </div>
  );
}

/** The initial-state marker: a filled dot, its arrow drawn as an edge. */
export function InitialNodeView() {
  return (
    <div className="h-full w-full rounded-full bg-fg">
      <Handles />
    </div>
  );
}
