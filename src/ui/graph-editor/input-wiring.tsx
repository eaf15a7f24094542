import { useState } from 'react';
import { connectionProblem } from '../../domain/workflow-graph/connection-check';
import { SelectField } from '../components/select-field';
import type { DocumentAction, EditorGraph, EditorNode } from './graph-document';

// Connecting from the keyboard: for each input of the selected node, a list of the outputs
// that could feed it. Choosing one is the same checked connection a drag makes.

export function InputWiring({
  graph,
  node,
  dispatch,
  readOnly,
}: {
  graph: EditorGraph;
  node: EditorNode;
  dispatch: (action: DocumentAction) => void;
  readOnly: boolean;
}) {
  const [refusal, setRefusal] = useState<string>();
  if (node.inputs.length === 0) return null;
  const outputs = graph.nodes
    .filter((n) => n.id !== node.id)
    .flatMap((n) => n.outputs.map((port) => ({ node: n, port })));
  const connect = (inputId: string, value: string) => {
    const edgeNow = graph.edges.find((e) => e.target === node.id && e.targetPort === inputId);
    if (!value) return edgeNow && dispatch({ type: 'remove', nodeIds: [], edgeIds: [edgeNow.id] });
    const [source, sourcePort] = value.split('\u0000');
    const withoutOld = edgeNow ? { ...graph, edges: graph.edges.filter((e) => e.id !== edgeNow.id) } : graph;
    const connection = { source, sourcePort, target: node.id, targetPort: inputId };
    const problem = connectionProblem(withoutOld, connection);
    setRefusal(problem ?? undefined);
    if (problem) return;
    if (edgeNow) dispatch({ type: 'remove', nodeIds: [], edgeIds: [edgeNow.id] });
    dispatch({ type: 'connect', edge: { ...connection, id: `edge-${crypto.randomUUID().slice(0, 8)}` } });
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Inputs</legend>
      {node.inputs.map((input) => {
        const edge = graph.edges.find((e) => e.target === node.id && e.targetPort === input.id);
        return (
          <SelectField
            key={input.id}
            label={`Feed "${input.name}" (${input.type}) from`}
            value={edge ? `${edge.source}\u0000${edge.sourcePort}` : ''}
            disabled={readOnly}
            onChange={(e) => connect(input.id, e.target.value)}
            options={[
              { value: '', label: 'Nothing connected' },
              ...outputs.map(({ node: from, port }) => ({
                value: `${from.id}\u0000${port.id}`,
                label: `${from.label}: ${port.name} (${port.type})`,
              })),
            ]}
          />
        );
      })}
      {refusal && (
        <p role="alert" className="text-xs font-medium text-danger-text">
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
