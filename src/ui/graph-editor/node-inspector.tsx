import { useState } from 'react';
import {
  WORKFLOW_NODE_DESCRIPTION_MAX,
  WORKFLOW_NODE_LABEL_MAX,
  WORKFLOW_NODE_NOTES_MAX,
} from '../../domain/contract-limits';
import { Button } from '../components/button';
import { TextArea, TextField } from '../components/text-field';
import { NODE_KINDS } from '../workflow-graph/node-kinds';
import type { DocumentAction, EditorGraph, EditorNode, NodePatch } from './graph-document';
import { InputWiring } from './input-wiring';
import { ParameterFields } from './parameter-fields';

// The side panel: the selected node's name, parameters, inputs and notes. Text is committed when
// a field is left, so each field's change is one undo step.

type Props = {
  graph: EditorGraph;
  selected: string[];
  readOnly: boolean;
  dispatch: (action: DocumentAction) => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

function CommitText({
  label,
  value,
  onCommit,
  multiline,
  readOnly,
  maxLength,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  multiline?: boolean;
  readOnly: boolean;
  /** The contract's bound: the field takes no more, so a save never fails on length. */
  maxLength: number;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const commit = () => {
    if (label === 'Name' && draft.trim() === '') return setError('Name: is required');
    setError(undefined);
    if (draft !== value) onCommit(label === 'Name' ? draft.trim() : draft);
  };
  const shared = {
    label,
    value: draft,
    readOnly,
    error,
    maxLength,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: commit,
  };
  return multiline ? (
    <TextArea {...shared} rows={3} optional />
  ) : (
    <TextField {...shared} onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}

function NodeForm({
  node,
  graph,
  readOnly,
  dispatch,
}: { node: EditorNode } & Omit<Props, 'selected' | 'onDuplicate' | 'onDelete'>) {
  const update = (patch: NodePatch) => dispatch({ type: 'update', nodeId: node.id, patch });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{NODE_KINDS[node.kind].label}</p>
      <CommitText
        label="Name"
        value={node.label}
        onCommit={(label) => update({ label })}
        readOnly={readOnly}
        maxLength={WORKFLOW_NODE_LABEL_MAX}
      />
      <CommitText
        label="Description"
        value={node.description}
        onCommit={(description) => update({ description })}
        multiline
        readOnly={readOnly}
        maxLength={WORKFLOW_NODE_DESCRIPTION_MAX}
      />
      <ParameterFields node={node} commit={(parameters) => update({ parameters })} readOnly={readOnly} />
      <InputWiring graph={graph} node={node} dispatch={dispatch} readOnly={readOnly} />
      <CommitText
        label="Notes"
        value={node.notes ?? ''}
        onCommit={(notes) => update({ notes })}
        multiline
        readOnly={readOnly}
        maxLength={WORKFLOW_NODE_NOTES_MAX}
      />
    </div>
  );
}

export function NodeInspector({ graph, selected, readOnly, dispatch, onDuplicate, onDelete }: Props) {
  const node = selected.length === 1 ? graph.nodes.find((n) => n.id === selected[0]) : undefined;
  return (
    <section aria-label="Selected node" className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold">
        {node ? node.label : selected.length > 1 ? `${selected.length} nodes selected` : 'No node selected'}
      </h2>
      {selected.length === 0 && (
        <p className="text-sm text-fg-muted">Select a node on the canvas or in the node list to edit it.</p>
      )}
      {node && <NodeForm key={node.id} node={node} graph={graph} readOnly={readOnly} dispatch={dispatch} />}
      {selected.length > 0 && !readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" icon="plus" onClick={onDuplicate}>
            {selected.length > 1 ? 'Duplicate nodes' : 'Duplicate node'}
          </Button>
          <Button variant="danger" size="sm" icon="trash" onClick={onDelete}>
            {selected.length > 1 ? 'Delete nodes' : 'Delete node'}
          </Button>
        </div>
      )}
    </section>
  );
}
