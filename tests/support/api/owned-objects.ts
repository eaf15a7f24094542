import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './harness';
import type { ContractOperation } from './contract-operations';
import { ownNotification } from './notification-support';
import { upload, weatherCsv } from './uploads';

// One of everything a user can own, made through the API, and the URL of any contract operation
// pointed at those objects.

export interface OwnedObjects {
  workspaceId: string;
  goalId: string;
  sessionId: string;
  ideaId: string;
  assistantSessionId: string;
  queryId: string;
  experimentId: string;
  workflowId: string;
  /** An upload: its dataset id is also its file id. */
  datasetId: string;
  /** The idea's coding session (queued: the tests that walk the contract run no workers). */
  vibeSessionId: string;
  /** A run of the experiment that logged the metric `metricKey`, and a personal access token. */
  runId: string;
  metricKey: string;
  tokenId: string;
  /** The owner themselves, as a member of the workspace, and an invitation link to it. */
  userId: string;
  invitationId: string;
  /** The owner's comment on the idea. */
  commentId: string;
  /** The owner's notification that a run her token ended finished. */
  notificationId: string;
}

export async function createOwnedObjects(app: FastifyInstance, who: SignedIn): Promise<OwnedObjects> {
  const call = async (method: 'POST', url: string, payload: object, status = 200) => {
    const response = await app.inject({ method, url, headers: who.headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const workspaceId = (
    await call('POST', '/v1/workspaces', { name: 'Owned lab', metadata: { owner: who.user.email } }, 201)
  ).id;
  const goalId = (await call('POST', `/v1/workspaces/${workspaceId}/goals`, { title: 'Owned goal', workspaceId }, 201))
    .id;
  const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  const sessionId = (await call('POST', `/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start)).id;
  const ideaId = (
    await call('POST', `/v1/ideas/create-for-goal/${goalId}`, { title: 'Owned idea', summary: 'Kept' }, 201)
  ).id;
  const assistantSessionId = (
    await call('POST', '/v1/maxwell/sessions', { workspaceId, context: { page: 'workspace' } })
  ).sessionId;
  const queryId = (
    await call('POST', `/v1/maxwell/sessions/${assistantSessionId}/query`, { query: 'What is in my workspace?' })
  ).metadata.queryId;
  // Conversion makes the experiment and the workflow: a user's own idea is selected first.
  for (const status of ['reviewed', 'selected']) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/v1/ideas/${ideaId}/select`,
      headers: who.headers,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const [converted] = (await call('POST', '/v1/ideas/convert', { ideaIds: [ideaId] })).conversionResults;
  expect(converted, JSON.stringify(converted)).toMatchObject({ success: true });
  const { experimentId, workflowId } = converted;
  const uploaded = await upload(app, who, weatherCsv());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const datasetId = uploaded.json().datasetId;
  await call('POST', `/v1/ideas/${ideaId}/datasets`, { datasetId }, 201);
  const vibeSessionId = (await call('POST', `/v1/ideas/${ideaId}/vibe`, {})).julesSession.sessionId;
  const runId = (await call('POST', `/v1/experiments/${experimentId}/runs`, {}, 201)).id;
  const metricKey = 'loss';
  await call('POST', `/v1/runs/${runId}/batch`, { batchId: 'owned', metrics: [{ key: metricKey, value: 1, step: 0 }] });
  const token = await call('POST', '/v1/tokens', { name: 'Owned token' }, 201);
  const notificationId = await ownNotification(app, who, experimentId, token.token);
  const invitationId = (await call('POST', `/v1/workspaces/${workspaceId}/invitation-links`, { role: 'viewer' }, 201))
    .invitation.id;
  const comment = { targetType: 'idea', targetId: ideaId, body: 'Owned comment' };
  const commentId = (await call('POST', '/v1/comments', comment, 201)).id;
  return {
    workspaceId,
    goalId,
    sessionId,
    ideaId,
    assistantSessionId,
    queryId,
    experimentId,
    workflowId,
    datasetId,
    vibeSessionId,
    runId,
    metricKey,
    tokenId: token.id,
    notificationId,
    userId: who.user.id,
    invitationId,
    commentId,
  };
}

/** The id a path parameter names: `{id}` means the object its path starts with. */
export function idFor(operation: Pick<ContractOperation, 'path'>, param: string, ids: OwnedObjects): string {
  const byName: Record<string, string> = {
    goalId: ids.goalId,
    sessionId: ids.sessionId,
    workspaceId: ids.workspaceId,
    queryId: ids.queryId,
    experimentId: ids.experimentId,
    workflowId: ids.workflowId,
    datasetId: ids.datasetId,
    fileId: ids.datasetId,
    vibeSessionId: ids.vibeSessionId,
    runId: ids.runId,
    tokenId: ids.tokenId,
    userId: ids.userId,
    invitationId: ids.invitationId,
    commentId: ids.commentId,
    notificationId: ids.notificationId,
    // A browser tab's own id: any uuid names one (leaving a page the tab never said is a no-op).
    tabId: ids.goalId,
    // A metric key names the caller's own series: someone else's is not found.
    key: ids.metricKey,
    // Agents are the platform's, not a user's: any caller may read one (with their own runs).
    agentId: 'supervisor',
  };
  if (byName[param]) return byName[param];
  const resource = operation.path.split('/')[2];
  const byResource: Record<string, string> = {
    workspaces: ids.workspaceId,
    sessions: ids.sessionId,
    ideas: ids.ideaId,
    maxwell: ids.assistantSessionId,
  };
  if (param === 'id' && byResource[resource]) return byResource[resource];
  throw new Error(`No owned object for {${param}} in ${operation.path}`);
}

/** A real id for a uuid field of a body or query, picked by the field's name. */
export function uuidForField(ids: OwnedObjects): (field: string) => string {
  const byField: Record<string, string> = {
    ideaIds: ids.ideaId,
    workspaceId: ids.workspaceId,
    workspace_id: ids.workspaceId,
    // A comment's target: the idea (its targetType's first value).
    targetId: ids.ideaId,
  };
  return (field) => byField[field] ?? ids.goalId;
}

/** The operation's URL with every path parameter filled, `replace` first. */
export function urlOf(operation: ContractOperation, ids: OwnedObjects, replace: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => replace[name] ?? idFor(operation, name, ids));
}
