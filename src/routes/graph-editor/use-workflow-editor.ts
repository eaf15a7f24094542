import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useReducer, useState } from 'react';
import { fromPromise } from 'xstate';
import { createWorkflow, getWorkflow, updateWorkflow } from '../../api/queries/workflow-editing';
import { workflowKeys } from '../../api/queries/workflows';
import { graphProblems } from '../../domain/workflow-graph/graph-problems';
import { graphEditorMachine } from '../../machines/graph-editor.machine';
import {
  documentReducer,
  editorGraphOf,
  emptyDocument,
  type DocumentAction,
  type EditorGraph,
} from '../../ui/graph-editor/graph-document';
import { laidOut } from '../../ui/graph-editor/use-editor-commands';
import { appInspector } from '../../machines/inspection/app-inspector';

// The editor page's state: the document (with its undo history) in a reducer, the editor's modes
// in the graph-editor machine, and the API calls the machine's actors make. Save and Keep mine
// hand the machine what is on screen; a graph saved with problems left to finish is stored as a
// draft, a complete one as active.

export type SaveDraft = { graph: EditorGraph; name: string; workspaceId: string };

type Options = { workflowId?: string; workspaceId: string; readOnly: boolean };
type Load = (graph: EditorGraph, name: string) => void;

const needsLayout = (graph: EditorGraph) => graph.nodes.some((n) => !n.position);

function editorActors(queryClient: QueryClient, load: Load) {
  return {
    loadWorkflow: fromPromise(async ({ input }: { input: { workflowId: string } }) => {
      const workflow = await getWorkflow(input.workflowId);
      const graph = editorGraphOf(workflow.workflow_definition);
      load(needsLayout(graph) ? await laidOut(graph) : graph, workflow.name);
      return { version: workflow.version };
    }),
    saveWorkflow: fromPromise(
      async ({ input }: { input: { workflowId?: string; version: number; draft: unknown } }) => {
        const { graph, name, workspaceId } = input.draft as SaveDraft;
        const status = graphProblems(graph).length > 0 ? 'draft' : 'active';
        const saved = input.workflowId
          ? await updateWorkflow(input.workflowId, input.version, { name, workflow_definition: graph, status })
          : await createWorkflow(workspaceId, name, graph);
        queryClient.setQueryData(workflowKeys.detail(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
        return { version: saved.version, workflowId: saved.id };
      },
    ),
    fetchLatestVersion: fromPromise(async ({ input }: { input: { workflowId: string } }) => {
      const workflow = await getWorkflow(input.workflowId);
      return workflow.version;
    }),
  };
}

export function useWorkflowEditor({ workflowId, workspaceId, readOnly }: Options) {
  const queryClient = useQueryClient();
  const [document, dispatchDocument] = useReducer(documentReducer, undefined, () => emptyDocument());
  const [name, setName] = useState('Untitled workflow');
  const load: Load = (graph, loadedName) => {
    dispatchDocument({ type: 'load', graph });
    setName(loadedName);
  };
  const actor = useActorRef(graphEditorMachine.provide({ actors: editorActors(queryClient, load) }), {
    input: { workflowId, readOnly },
    inspect: appInspector.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const draft = (): SaveDraft => ({ graph: document.present, name: name.trim(), workspaceId });

  return {
    actor,
    snapshot,
    document,
    name,
    dispatch: (action: DocumentAction) => {
      dispatchDocument(action);
      if (action.type !== 'load') actor.send({ type: 'EDIT' });
    },
    rename: (next: string) => {
      setName(next);
      actor.send({ type: 'EDIT' });
    },
    save: () => actor.send({ type: 'SAVE', draft: draft() }),
    keepMine: () => actor.send({ type: 'KEEP_MINE', draft: draft() }),
  };
}
