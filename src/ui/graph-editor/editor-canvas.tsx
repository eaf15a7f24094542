import '@xyflow/react/dist/style.css';
import { Background, Controls, MiniMap, ReactFlow, useReactFlow, type Connection } from '@xyflow/react';
import { FIT_WHOLE_GRAPH } from './fit-view';
import type { DragEvent } from 'react';
import { connectionProblem } from '../../domain/workflow-graph/connection-check';
import { isNodeKind } from '../../domain/workflow-graph/node-catalogue';
import { WorkflowNodeView } from '../workflow-graph/workflow-node';
import { ConnectionHint } from './connection-hint';
import { newNode, type DocumentAction, type EditorGraph } from './graph-document';
import { useFitOnChange, useFlowElements } from './use-flow-elements';
import { EDGE_TYPES } from '../workflow-graph/workflow-edge';

// The editor's canvas. React Flow draws and reports gestures; every change to the graph goes
// back through the document reducer as one undoable action (a drag when it ends).

const NODE_TYPES = { workflow: WorkflowNodeView };
export const PALETTE_DRAG_TYPE = 'application/x-labforge-node-kind';
const GRID: [number, number] = [16, 16];

type Props = {
  graph: EditorGraph;
  readOnly: boolean;
  flagged: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  dispatch: (action: DocumentAction) => void;
  onSelect: (nodeIds: string[]) => void;
  onConnecting: (connecting: boolean) => void;
  /** When this changes, the whole graph is framed, once React Flow has drawn it. */
  fitKey: string;
};

type FlowConnection = Pick<Connection, 'source' | 'target'> & {
  sourceHandle?: string | null;
  targetHandle?: string | null;
};
const asConnection = (c: FlowConnection) => ({
  source: c.source,
  sourcePort: c.sourceHandle ?? '',
  target: c.target,
  targetPort: c.targetHandle ?? '',
});

const allowDrop = (event: DragEvent) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'copy';
};

export function EditorCanvas({ graph, readOnly, flagged, selected, dispatch, onSelect, onConnecting, fitKey }: Props) {
  const flow = useReactFlow();
  useFitOnChange(fitKey);
  const { nodes, edges, onNodesChange, onEdgesChange, colorMode } = useFlowElements({
    graph,
    flagged,
    selected,
    dispatch,
    onSelect,
  });

  const onConnect = (c: FlowConnection) => {
    const edge = asConnection(c);
    if (connectionProblem(graph, edge)) return;
    dispatch({ type: 'connect', edge: { ...edge, id: `edge-${crypto.randomUUID().slice(0, 8)}` } });
  };
  const isValidConnection = (c: FlowConnection) => connectionProblem(graph, asConnection(c)) === null;

  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    if (readOnly || !isNodeKind(kind)) return;
    event.preventDefault();
    dispatch({ type: 'add', node: newNode(kind, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY })) });
  };

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onConnect={onConnect}
      isValidConnection={isValidConnection}
      onConnectStart={() => onConnecting(true)}
      onConnectEnd={() => onConnecting(false)}
      onDelete={({ nodes: n, edges: e }) =>
        dispatch({ type: 'remove', nodeIds: n.map((x) => x.id), edgeIds: e.map((x) => x.id) })
      }
      onDragOver={allowDrop}
      onDrop={onDrop}
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      elementsSelectable
      deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
      snapToGrid
      snapGrid={GRID}
      minZoom={0.05}
      fitView
      fitViewOptions={FIT_WHOLE_GRAPH}
      proOptions={{ hideAttribution: true }}
      colorMode={colorMode}
      aria-label={readOnly ? 'Workflow graph' : 'Workflow graph editor canvas'}
    >
      <Background gap={GRID} />
      <MiniMap pannable zoomable ariaLabel="Minimap of the workflow" />
      <Controls showInteractive={false} fitViewOptions={FIT_WHOLE_GRAPH} aria-label="Zoom controls" />
      <ConnectionHint graph={graph} />
    </ReactFlow>
  );
}
