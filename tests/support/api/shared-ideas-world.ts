import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { NOT_FOUND_MESSAGES } from '../../../src/domain/messages';
import { completedSessionIdeas, selectIdea } from './conversion-support';
import type { SignedIn } from './harness';
import { upload, waitForProfile, weatherCsv } from './uploads';

// One owner's research, shared: a completed offline session whose first idea is converted (an
// experiment and its workflow), whose second is selected and ready to convert, and whose third
// has the owner's upload attached. The permission tests point every goal, session, idea, workflow
// and dataset operation at it (docs/decisions/013-workspace-permissions.md).

export interface SharedIdeasWorld {
  workspaceId: string;
  goalId: string;
  sessionId: string;
  /** Converted: its experiment's workflow is `workflowId`. */
  convertedId: string;
  /** Selected, not converted. */
  selectedId: string;
  /** Has the owner's upload `datasetId` attached. */
  attachedId: string;
  workflowId: string;
  datasetId: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Request {
  method: Method;
  url: string;
  payload?: object;
  /** What someone who may not see the object is told. */
  missing: string;
}

export const send = (app: FastifyInstance, who: SignedIn, r: Pick<Request, 'method' | 'url' | 'payload'>) =>
  app.inject({ method: r.method, url: r.url, headers: who.headers, ...(r.payload && { payload: r.payload }) });

export async function uploadDataset(app: FastifyInstance, who: SignedIn): Promise<string> {
  const uploaded = await upload(app, who, weatherCsv());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const datasetId = uploaded.json().datasetId as string;
  await waitForProfile(app, who, datasetId);
  return datasetId;
}

export async function makeSharedIdeasWorld(app: FastifyInstance, owner: SignedIn): Promise<SharedIdeasWorld> {
  const made = await completedSessionIdeas(app, owner, 4);
  const [converted, selected, attached] = made.ideas;
  await selectIdea(app, owner, converted);
  await selectIdea(app, owner, selected);
  const conversion = await send(app, owner, {
    method: 'POST',
    url: '/v1/ideas/convert',
    payload: { ideaIds: [converted.id] },
  });
  const [result] = conversion.json().conversionResults;
  expect(result, conversion.body).toMatchObject({ success: true });
  const datasetId = await uploadDataset(app, owner);
  const attach = await send(app, owner, {
    method: 'POST',
    url: `/v1/ideas/${attached.id}/datasets`,
    payload: { datasetId },
  });
  expect(attach.statusCode, attach.body).toBe(201);
  return {
    workspaceId: made.workspaceId,
    goalId: made.goalId,
    sessionId: made.sessionId,
    convertedId: converted.id,
    selectedId: selected.id,
    attachedId: attached.id,
    workflowId: result.workflowId,
    datasetId,
  };
}

/** Every read of the world that a member gets exactly as its owner does. */
export function readsOf(w: SharedIdeasWorld): Request[] {
  const ws = `/v1/workspaces/${w.workspaceId}`;
  const { goal, session, idea, workflow, workspace, dataset, file } = NOT_FOUND_MESSAGES;
  return [
    { method: 'GET', url: `${ws}/goals?includeEnhancedDetails=true&includeScoringData=true`, missing: workspace },
    { method: 'GET', url: `${ws}/goals/${w.goalId}`, missing: goal },
    { method: 'GET', url: `${ws}/goals/${w.goalId}/sessions/${w.sessionId}/progress`, missing: session },
    { method: 'GET', url: `${ws}/sessions`, missing: workspace },
    { method: 'GET', url: `${ws}/analytics`, missing: workspace },
    {
      method: 'GET',
      url: `/v1/sessions/${w.sessionId}?includeEnhancedDetails=true&includeScoringData=true`,
      missing: session,
    },
    { method: 'GET', url: `/v1/sessions/${w.sessionId}/related-work/export?format=bibtex`, missing: session },
    { method: 'GET', url: `/v1/ideas/session/${w.sessionId}`, missing: session },
    { method: 'GET', url: `/v1/ideas/${w.attachedId}?include_scoring_data=true`, missing: idea },
    { method: 'GET', url: `/v1/ideas/${w.attachedId}/related-work`, missing: idea },
    { method: 'GET', url: `/v1/ideas/${w.attachedId}/related-work/export?format=ris`, missing: idea },
    { method: 'GET', url: `/v1/ideas/${w.attachedId}/datasets`, missing: idea },
    { method: 'POST', url: '/v1/ideas/preview-graph', payload: { ideaIds: [w.selectedId] }, missing: idea },
    { method: 'GET', url: `/v1/workflows/workspace/${w.workspaceId}`, missing: workspace },
    { method: 'GET', url: `/v1/workflows/${w.workflowId}`, missing: workflow },
    { method: 'GET', url: `/v1/datasets/${w.datasetId}`, missing: dataset },
    { method: 'GET', url: `/v1/files/${w.datasetId}`, missing: file },
  ];
}

/** Every change to the world that needs an editor, each a valid request. */
export function editsOf(w: SharedIdeasWorld): Request[] {
  const goal = `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}`;
  const start = { goalId: w.goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  const { goal: noGoal, session, idea, workflow } = NOT_FOUND_MESSAGES;
  return [
    { method: 'PATCH', url: goal, payload: { title: 'Renamed by someone else' }, missing: noGoal },
    { method: 'POST', url: `${goal}/start`, payload: start, missing: noGoal },
    { method: 'POST', url: `/v1/sessions/${w.sessionId}/cancel`, missing: session },
    { method: 'POST', url: `/v1/ideas/create-for-goal/${w.goalId}`, payload: { title: 'Mine too' }, missing: noGoal },
    { method: 'PATCH', url: `/v1/ideas/${w.attachedId}/select`, payload: { status: 'archived' }, missing: idea },
    { method: 'PUT', url: `/v1/ideas/${w.attachedId}/rating`, payload: { stars: 4 }, missing: idea },
    { method: 'DELETE', url: `/v1/ideas/${w.attachedId}/rating`, missing: idea },
    { method: 'POST', url: `/v1/ideas/${w.attachedId}/refresh`, missing: idea },
    { method: 'POST', url: `/v1/ideas/${w.selectedId}/datasets`, payload: { datasetId: w.datasetId }, missing: idea },
    { method: 'DELETE', url: `/v1/ideas/${w.attachedId}/datasets/${w.datasetId}`, missing: idea },
    {
      method: 'PUT',
      url: `/v1/workflows/${w.workflowId}`,
      payload: { version: 1, name: 'Not yours' },
      missing: workflow,
    },
    { method: 'DELETE', url: `/v1/workflows/${w.workflowId}`, missing: workflow },
    { method: 'POST', url: `/v1/workflows/${w.workflowId}/duplicate`, missing: workflow },
  ];
}
