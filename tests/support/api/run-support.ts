import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './harness';

// Experiment tracking tests: an experiment made the quick way (a goal, a started session that no
// worker runs, the user's own idea selected and converted), runs, batches and tokens.

export interface MadeExperiment {
  workspaceId: string;
  goalId: string;
  sessionId: string;
  ideaId: string;
  experimentId: string;
}

type Who = SignedIn | { headers: { authorization: string } };

export async function call(
  app: FastifyInstance,
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
}

async function ok(
  app: FastifyInstance,
  who: Who,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  status = 200,
) {
  const response = await call(app, who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
}

export async function makeExperiment(
  app: FastifyInstance,
  who: SignedIn,
  names: { workspace?: string; goal?: string; idea?: string; workspaceId?: string } = {},
): Promise<MadeExperiment> {
  const workspaceId =
    names.workspaceId ??
    (await ok(app, who, 'POST', '/v1/workspaces', { name: names.workspace ?? 'Runs lab' }, 201)).id;
  const goalId = (
    await ok(
      app,
      who,
      'POST',
      `/v1/workspaces/${workspaceId}/goals`,
      { title: names.goal ?? 'Faster training', workspaceId },
      201,
    )
  ).id;
  const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  const sessionId = (await ok(app, who, 'POST', `/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start)).id;
  const idea = { title: names.idea ?? 'Warm restarts', summary: 'Cosine schedule with restarts' };
  const ideaId = (await ok(app, who, 'POST', `/v1/ideas/create-for-goal/${goalId}`, idea, 201)).id;
  for (const status of ['reviewed', 'selected']) await ok(app, who, 'PATCH', `/v1/ideas/${ideaId}/select`, { status });
  const [converted] = (await ok(app, who, 'POST', '/v1/ideas/convert', { ideaIds: [ideaId] })).conversionResults;
  expect(converted, JSON.stringify(converted)).toMatchObject({ success: true });
  return { workspaceId, goalId, sessionId, ideaId, experimentId: converted.experimentId };
}

export async function createRun(app: FastifyInstance, who: Who, experimentId: string, payload: object = {}) {
  return ok(app, who, 'POST', `/v1/experiments/${experimentId}/runs`, payload, 201) as Promise<{
    id: string;
    name: string;
    startedAt: string;
  }>;
}

export const logBatch = (app: FastifyInstance, who: Who, runId: string, payload: object) =>
  call(app, who, 'POST', `/v1/runs/${runId}/batch`, payload);

export async function createToken(app: FastifyInstance, who: SignedIn, payload: object = { name: 'laptop' }) {
  const created = await ok(app, who, 'POST', '/v1/tokens', payload, 201);
  return { ...created, headers: { authorization: `Bearer ${created.token}` } } as {
    id: string;
    token: string;
    prefix: string;
    headers: { authorization: string };
  };
}

/** A batch of one metric's points at the given steps. */
export const points = (key: string, values: number[], firstStep = 0) =>
  values.map((value, i) => ({ key, value, step: firstStep + i }));
