import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { generateGraph } from '../../api/queries/workflow-editing';
import type { GraphSpecification } from '../../domain/workflow-graph/graph-specification';
import { editorGraphOf, type DocumentAction } from '../../ui/graph-editor/graph-document';
import { laidOut } from '../../ui/graph-editor/use-editor-commands';
import { useToast } from '../../ui/toast/toast-provider';

// "Generate from a specification": the generated graph is laid out and replaces the canvas as
// one edit, so undo brings back what was there.

export function useGenerateGraph(dispatch: (action: DocumentAction) => void) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const generate = useMutation({
    mutationFn: async (specification: GraphSpecification) => laidOut(editorGraphOf(await generateGraph(specification))),
    onSuccess: (graph) => {
      dispatch({ type: 'replace', graph });
      setOpen(false);
      toast.success('Graph generated', `${graph.nodes.length} nodes; undo brings back the previous graph.`);
    },
  });
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      generate.reset();
    },
    generate: (specification: GraphSpecification) => generate.mutate(specification),
    busy: generate.isPending,
    error: generate.error ? getErrorMessage(generate.error) : undefined,
  };
}
