import { useReactFlow } from '@xyflow/react';
import { useRef } from 'react';
import { copyOf, newNode, type DocumentAction, type EditorGraph, type EditorNode } from './graph-document';
import type { NodeKind } from '../../domain/workflow-graph/node-catalogue';
import { useGraphFileCommands } from './use-graph-file-commands';

export { laidOut } from './use-graph-file-commands';

// What the toolbar, the palette and the keys do, in one place: each command turns into one
// document action (so it is undoable); files and layout are in use-graph-file-commands.ts.

type Options = {
  graph: EditorGraph;
  name: string;
  selected: string[];
  setSelected: (ids: string[]) => void;
  dispatch: (action: DocumentAction) => void;
  container: () => HTMLElement | null;
  requestFit: () => void;
};

export function useEditorCommands({ graph, name, selected, setSelected, dispatch, container, requestFit }: Options) {
  const flow = useReactFlow();
  const clipboard = useRef<EditorGraph | null>(null);

  const paste = (from: EditorGraph, ids: string[]) => {
    const copy = copyOf(from, ids);
    if (copy.nodes.length === 0) return;
    dispatch({ type: 'paste', graph: copy });
    setSelected(copy.nodes.map((n) => n.id));
  };
  const centre = () => {
    const box = container()?.getBoundingClientRect();
    return flow.screenToFlowPosition({
      x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
      y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
    });
  };

  return {
    ...useGraphFileCommands({ graph, name, dispatch, container, requestFit }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    add: (kind: NodeKind) => {
      // Nodes added one after another step down and right, so none hides the one before.
      const at = centre();
      const step = (graph.nodes.length % 8) * 32;
      const node: EditorNode = newNode(kind, { x: at.x - 120 + step, y: at.y - 40 + step });
      dispatch({ type: 'add', node });
      setSelected([node.id]);
    },
    copy: () => (clipboard.current = copyOf(graph, selected, 0)),
    paste: () =>
      clipboard.current &&
      paste(
        clipboard.current,
        clipboard.current.nodes.map((n) => n.id),
      ),
    duplicate: () => paste(graph, selected),
    remove: () => {
      dispatch({ type: 'remove', nodeIds: selected, edgeIds: [] });
      setSelected([]);
    },
    focusNode: (nodeId: string) => {
      setSelected([nodeId]);
      void flow.fitView({ nodes: [{ id: nodeId }], duration: 300, maxZoom: 1.2 });
    },
  };
}
