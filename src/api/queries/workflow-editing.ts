// Creating, saving, deleting and duplicating workflows from the graph editor, and generating a
// graph from a specification (docs/product.md, "Workflows"). A save names the version it edits:
// a 409 means someone saved a newer one, and the editor offers to reload or keep its own.
import { FAILED_TO_MESSAGES } from '../../domain/messages';
import type { Graph } from '../../domain/workflow-graph/graph-model';
import type { GraphSpecification } from '../../domain/workflow-graph/graph-specification';
import { api, unwrap } from '../client';
import { ClientValidationError, withFailureMessage } from '../failure-message';
import { GRAPH_GENERATION_TIMEOUT_MS } from '../timeouts';
import type { Workflow, WorkflowDefinition } from '../types';

export type WorkflowChanges = {
  name?: string;
  description?: string;
  status?: Workflow['status'];
  workflow_definition?: Graph;
};

const asDefinition = (graph: Graph) => graph as WorkflowDefinition;

export function createWorkflow(workspaceId: string, name: string, graph: Graph): Promise<Workflow> {
  return unwrap(
    api.POST('/v1/workflows', {
      body: { workspace_id: workspaceId, name, workflow_definition: asDefinition(graph) },
    }),
  );
}

export function updateWorkflow(id: string, version: number, changes: WorkflowChanges): Promise<Workflow> {
  const { workflow_definition, ...rest } = changes;
  return unwrap(
    api.PUT('/v1/workflows/{workflowId}', {
      params: { path: { workflowId: id } },
      body: {
        version,
        ...rest,
        ...(workflow_definition && { workflow_definition: asDefinition(workflow_definition) }),
      },
    }),
  );
}

export function getWorkflow(id: string, signal?: AbortSignal): Promise<Workflow> {
  return unwrap(api.GET('/v1/workflows/{workflowId}', { params: { path: { workflowId: id } }, signal }));
}

export function deleteWorkflow(id: string): Promise<unknown> {
  return unwrap(api.DELETE('/v1/workflows/{workflowId}', { params: { path: { workflowId: id } } }));
}

export function duplicateWorkflow(id: string): Promise<Workflow> {
  return unwrap(api.POST('/v1/workflows/{workflowId}/duplicate', { params: { path: { workflowId: id } } }));
}

/** The generated graph; an answer without one is refused here, as the rules require. */
export function generateGraph(specification: GraphSpecification): Promise<Graph> {
  return withFailureMessage(FAILED_TO_MESSAGES.generateGraph, async () => {
    const answer: { graph?: unknown } = await unwrap(
      api.POST('/v1/agents/generate-graph', { body: { specification }, timeoutMs: GRAPH_GENERATION_TIMEOUT_MS }),
    );
    if (!answer.graph || typeof answer.graph !== 'object') throw new ClientValidationError('The response has no graph');
    return answer.graph as Graph;
  });
}
