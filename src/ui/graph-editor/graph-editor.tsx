import { ReactFlowProvider } from '@xyflow/react';
import { useRef } from 'react';
import { EditorCanvas } from './editor-canvas';
import { EditorToolbar } from './editor-toolbar';
import type { DocumentAction, DocumentState } from './graph-document';
import { NodeInspector } from './node-inspector';
import { NodeList } from './node-list';
import { NodePalette } from './node-palette';
import { useEditorCommands } from './use-editor-commands';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFitKey, useProblems, useSelection } from './use-selection';
import { ValidationPanel } from './validation-panel';

// The workflow graph editor: the palette above the canvas; beside it the selected node's panel,
// the problems list and the node list. The page owns the document and the save; this owns selection and commands.
// Read-only, the same component shows a graph that can be selected and read but not changed.

export type GraphEditorProps = {
  document: DocumentState;
  dispatch: (action: DocumentAction) => void;
  readOnly: boolean;
  name: string;
  saveState: string;
  saving: boolean;
  onSave?: () => void;
  onConnecting: (connecting: boolean) => void;
  onGenerate?: () => void;
};

function EditorLayout(props: GraphEditorProps) {
  const { document, dispatch, readOnly } = props;
  const graph = document.present;
  const containerRef = useRef<HTMLDivElement>(null);
  const { selected, selectedSet, setSelected } = useSelection(graph);
  const { problems, flagged } = useProblems(graph);
  const { fitKey, requestFit } = useFitKey(graph);
  const container = () => containerRef.current;
  const commands = useEditorCommands({
    graph,
    name: props.name,
    selected,
    setSelected,
    dispatch,
    container,
    requestFit,
  });
  useEditorShortcuts({ save: props.onSave ?? (() => {}), ...commands }, !readOnly);

  return (
    <div className="flex flex-col gap-3">
      <EditorToolbar
        actions={{ ...commands, save: props.onSave, generate: props.onGenerate }}
        readOnly={readOnly}
        canUndo={document.past.length > 0}
        canRedo={document.future.length > 0}
        saving={props.saving}
        laying={commands.laying}
        saveState={props.saveState}
      />
      {!readOnly && <NodePalette onAdd={commands.add} disabled={readOnly} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div
          ref={containerRef}
          aria-busy={commands.laying}
          className="h-[36rem] overflow-hidden rounded-ui border border-border bg-surface"
        >
          <EditorCanvas
            {...{ graph, readOnly, flagged, dispatch, fitKey }}
            selected={selectedSet}
            onSelect={setSelected}
            onConnecting={props.onConnecting}
          />
        </div>
        <div className="flex flex-col gap-6">
          <NodeInspector
            graph={graph}
            selected={selected}
            readOnly={readOnly}
            dispatch={dispatch}
            onDuplicate={commands.duplicate}
            onDelete={commands.remove}
          />
          <ValidationPanel problems={problems} onFocusNode={commands.focusNode} />
          <NodeList graph={graph} selected={selectedSet} onSelect={commands.focusNode} />
        </div>
      </div>
    </div>
  );
}

export function GraphEditor(props: GraphEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorLayout {...props} />
    </ReactFlowProvider>
  );
}
