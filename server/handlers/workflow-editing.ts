import { CONFLICT_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { authorize, permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { deleteCommentsOn } from '../comments/comment-store';
import { storableDefinitionSchema, type WorkflowDefinition } from '../conversion/conversion-schemas';
import type { Executor } from '../db/connect';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { findWorkflow, toWorkflow } from '../workflows/workflow-store';
import { deleteWorkflowRow, insertWorkflow, updateWorkflowAtVersion } from '../workflows/workflow-writes';
import type { HandlerMap } from './handler-types';

// Creating, saving, deleting and duplicating workflows from the graph editor (docs/product.md,
// "Workflows"). A graph with a blocking problem is refused with the first one named and never
// stored; one with only problems left to finish is stored, as the draft it is.

/** The graph as sent, if it can be stored; else a 400 naming its first problem. */
function storable(definition: unknown): WorkflowDefinition {
  const parsed = storableDefinitionSchema.safeParse(definition);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = ['workflow_definition', ...issue.path.map(String)].join('.');
  throw badRequest(`${where}: ${issue.message}`, 'validation_error');
}

/** The workflow as the contract shows it, when the caller may do `action` to it. */
async function workflowOf(db: Executor, userId: string, id: string, action: 'read' | 'edit' = 'read') {
  const row = permit(await findWorkflow(db, userId, id), 'workflow', action);
  return toWorkflow(row.workflow, row);
}

type Db = AppContext['db'];

function createWorkflowHandler(db: Db): HandlerMap['createWorkflow'] {
  return async (request, reply) => {
    const user = requireUser(request);
    const { workspace_id: workspaceId, workflow_definition, ...fields } = request.body;
    const definition = storable(workflow_definition ?? { nodes: [], edges: [] });
    const created = await mutate(db, user, async (tx, record) => {
      await authorize(tx, user.id, { workspace: workspaceId }, 'edit', { lock: true });
      const row = await insertWorkflow(tx, { userId: user.id, workspaceId, ...fields, definition });
      record({
        entityType: 'workflow',
        entityId: row.id,
        action: 'workflow.created',
        message: `Created workflow '${row.name}'`,
        metadata: { workspaceId, nodes: definition.nodes.length },
      });
      return row;
    });
    reply.code(201);
    return workflowOf(db, user.id, created.id);
  };
}

function updateWorkflowHandler(db: Db): HandlerMap['updateWorkflow'] {
  return async (request) => {
    const user = requireUser(request);
    const { version, workflow_definition, ...fields } = request.body;
    const definition = workflow_definition === undefined ? undefined : storable(workflow_definition);
    const id = request.params.workflowId;
    await mutate(db, user, async (tx, record) => {
      permit(await findWorkflow(tx, user.id, id, { lock: true }), 'workflow', 'edit');
      const row = await updateWorkflowAtVersion(tx, id, version, { ...fields, definition });
      if (!row) throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.workflowChanged);
      record({
        entityType: 'workflow',
        entityId: row.id,
        action: 'workflow.updated',
        message: `Saved workflow '${row.name}' as version ${row.version}`,
        metadata: { workspaceId: row.workspaceId, version: row.version, fields: Object.keys(request.body).sort() },
      });
    });
    return workflowOf(db, user.id, id);
  };
}

function deleteWorkflowHandler(db: Db): HandlerMap['deleteWorkflow'] {
  return async (request, reply) => {
    const user = requireUser(request);
    await mutate(db, user, async (tx, record) => {
      permit(await findWorkflow(tx, user.id, request.params.workflowId, { lock: true }), 'workflow', 'edit');
      const row = await deleteWorkflowRow(tx, request.params.workflowId);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.workflow);
      await deleteCommentsOn(tx, row.workspaceId, 'workflow', [row.id]);
      record({
        entityType: 'workflow',
        entityId: row.id,
        action: 'workflow.deleted',
        message: `Deleted workflow '${row.name}'`,
        metadata: { workspaceId: row.workspaceId },
      });
    });
    reply.code(204);
    return undefined;
  };
}

function duplicateWorkflowHandler(db: Db): HandlerMap['duplicateWorkflow'] {
  return async (request, reply) => {
    const user = requireUser(request);
    const source = await workflowOf(db, user.id, request.params.workflowId, 'edit');
    const copy = await mutate(db, user, async (tx, record) => {
      // The copy goes into the source's workspace: the caller must still be able to add to it.
      await authorize(tx, user.id, { workspace: source.workspace_id }, 'edit', { lock: true });
      const row = await insertWorkflow(tx, {
        userId: user.id,
        workspaceId: source.workspace_id,
        name: `Copy of ${source.name}`.slice(0, 200),
        description: source.description,
        tags: source.tags,
        definition: source.workflow_definition as WorkflowDefinition,
      });
      record({
        entityType: 'workflow',
        entityId: row.id,
        action: 'workflow.duplicated',
        message: `Copied workflow '${source.name}' as '${row.name}'`,
        metadata: { workspaceId: row.workspaceId, from: source.id },
      });
      return row;
    });
    reply.code(201);
    return workflowOf(db, user.id, copy.id);
  };
}

export function workflowEditingHandlers({ db }: AppContext): HandlerMap {
  return {
    createWorkflow: createWorkflowHandler(db),
    updateWorkflow: updateWorkflowHandler(db),
    deleteWorkflow: deleteWorkflowHandler(db),
    duplicateWorkflow: duplicateWorkflowHandler(db),
  };
}
