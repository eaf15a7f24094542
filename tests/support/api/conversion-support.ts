import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createGoal, startSession, waitForSession } from './engine-support';
import type { SignedIn } from './harness';

// A completed offline session whose ideas conversion tests select and convert.

export async function completedSessionIdeas(app: FastifyInstance, who: SignedIn, numberOfIdeas = 6) {
  const ids = await createGoal(app, who);
  const started = await startSession(app, who, ids, { numberOfIdeas, rounds: 1 });
  const done = await waitForSession(app, who, started.id, undefined, 60_000);
  expect(done.status).toBe('completed');
  const listed = await app.inject({ method: 'GET', url: `/v1/ideas/session/${started.id}`, headers: who.headers });
  const ideas = listed.json().items as Array<{ id: string; title: string; status: string }>;
  return { ...ids, sessionId: started.id, ideas };
}

/** Moves an idea along the lifecycle to selected, one allowed step at a time. */
export async function selectIdea(app: FastifyInstance, who: SignedIn, idea: { id: string; status: string }) {
  const steps = idea.status === 'generated' ? ['reviewed', 'selected'] : idea.status === 'reviewed' ? ['selected'] : [];
  for (const status of steps) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/v1/ideas/${idea.id}/select`,
      headers: who.headers,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

export const convert = (app: FastifyInstance, who: SignedIn, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/ideas/convert', headers: who.headers, payload });
