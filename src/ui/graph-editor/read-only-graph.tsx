import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { Graph } from '../../domain/workflow-graph/graph-model';
import { Spinner } from '../components/spinner';
import { documentReducer, editorGraphOf, emptyDocument, type EditorGraph } from './graph-document';
import { GraphEditor } from './graph-editor';
import { laidOut } from './use-graph-file-commands';

// A saved workflow shown in the editor itself, read-only: the same canvas, node list, problems
// and exports, with nothing that changes the graph. Nodes without a saved place are laid out once.

function Loaded({ graph, name }: { graph: EditorGraph; name: string }) {
  const [document, dispatch] = useReducer(documentReducer, graph, emptyDocument);
  return (
    <GraphEditor
      document={document}
      dispatch={dispatch}
      readOnly
      name={name}
      saveState=""
      saving={false}
      onConnecting={() => {}}
    />
  );
}

export function ReadOnlyGraph({ graph, name, label }: { graph: Graph; name: string; label: string }) {
  const placed = useQuery({
    queryKey: ['read-only-graph', graph],
    queryFn: () => laidOut(editorGraphOf(graph)),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <section aria-label={label} aria-busy={placed.isPending} className="flex flex-col gap-3">
      {placed.isError && (
        <p className="text-sm text-fg-muted">
          The workflow could not be laid out; nodes without a saved place start at the top left, and the node list reads
          it in order.
        </p>
      )}
      {placed.isPending ? (
        <Spinner label="Laying out the workflow" />
      ) : (
        // Laid out, or as saved when the layout failed: the graph is shown either way.
        <Loaded graph={placed.data ?? editorGraphOf(graph)} name={name} />
      )}
    </section>
  );
}
