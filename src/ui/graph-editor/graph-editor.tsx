import { ReactFlowProvider } from '@xyflow/react';
import { useRef } from 'react';
import { EditorCanvas } from './editor-canvas';
import { EditorToolbar } from './editor-toolbar';
import type { DocumentAction, DocumentState } from './graph-document';
import { NodeInspector } from './node-inspector';
import { FailureBoundary } from '../components/failure-boundary';
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

type SidePanelProps = Pick<GraphEditorProps, 'readOnly' | 'dispatch'> & {
  graph: DocumentState['present'];
  selected: string[];
  selectedSet: ReadonlySet<string>;
  problems: ReturnType<typeof useProblems>['problems'];
  commands: ReturnType<typeof useEditorCommands>;
};

/** Beside the canvas: the selected node's form, the problems and the node list. */
function SidePanel({ graph, selected, selectedSet, readOnly, dispatch, problems, commands }: SidePanelProps) {
  return (
    // min-w-0: a long option in a select must not widen the panel past the page.
    <div className="flex min-w-0 flex-col gap-6">
      <FailureBoundary what="The selected node's form" resetKeys={selected}>
        <NodeInspector
          graph={graph}
          selected={selected}
          readOnly={readOnly}
          dispatch={dispatch}
          onDuplicate={commands.duplicate}
          onDelete={commands.remove}
        />
      </FailureBoundary>
      <ValidationPanel problems={problems} onFocusNode={commands.focusNode} />
      <NodeList graph={graph} selected={selectedSet} onSelect={commands.focusNode} />
    </div>
  );
}

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
          <FailureBoundary what="The canvas">
            <EditorCanvas
              {...{ graph, readOnly, flagged, dispatch, fitKey }}
              selected={selectedSet}
              onSelect={setSelected}
              onConnecting={props.onConnecting}
            />
          </FailureBoundary>
        </div>
        <SidePanel
          {...{ graph, selected, readOnly, dispatch, problems }}
          selectedSet={selectedSet}
          commands={commands}
        />
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
