import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './harness';

// Shared by the Co-Scientist API tests: a goal to start, a session started on it, and a wait
// for the session to reach a state (the workers run for real; these only poll).

export const SMALL = { numberOfIdeas: 4, rounds: 2 };

export async function createGoal(
  app: FastifyInstance,
  who: SignedIn,
  goal: { title: string; description?: string } = GOAL,
) {
  const ws = await app.inject({
    method: 'POST',
    url: '/v1/workspaces',
    headers: who.headers,
    payload: { name: 'Lab' },
  });
  const workspaceId = ws.json().id as string;
  const created = await app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/goals`,
    headers: who.headers,
    payload: { ...goal, workspaceId },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { workspaceId, goalId: created.json().id as string };
}

export const GOAL = {
  title: 'Reduce hospital readmissions for heart failure patients',
  description: 'Interventions must be deployable within 12 months. We prefer low-cost programmes that nurses can run.',
};

export async function startSession(
  app: FastifyInstance,
  who: SignedIn,
  ids: { workspaceId: string; goalId: string },
  overrides: object = SMALL,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/start`,
    headers: who.headers,
    payload: { goalId: ids.goalId, answerGenerationMode: 'IDEA_FORGE', overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; status: string; sessionFullPath: string; instanceFullPath: string };
}

export interface SessionBody {
  id: string;
  status: string;
  progress: {
    phase: string;
    round: number;
    percent: number;
    counts: { ideas: number; reviews: number; matches: number };
    modelCalls: number;
    tokens: number;
  };
  [key: string]: unknown;
}

export async function waitForSession(
  app: FastifyInstance,
  who: SignedIn,
  sessionId: string,
  until: (s: SessionBody) => boolean = (s) => ['completed', 'failed', 'cancelled'].includes(s.status),
  timeoutMs = 20_000,
): Promise<SessionBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/sessions/${sessionId}?includeEnhancedDetails=true&includeScoringData=true`,
      headers: who.headers,
    });
    const body = response.json() as SessionBody;
    if (until(body)) return body;
    if (Date.now() > deadline)
      throw new Error(`session ${sessionId} still ${body.status} (${body.progress?.phase}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
