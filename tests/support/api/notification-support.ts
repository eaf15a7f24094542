import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './harness';

// The notification inbox read through the API (issue 31, part 4).

export interface InboxItem {
  id: string;
  kind: string;
  title: string;
  link: string;
  objectType: string;
  objectId: string;
  workspaceId: string | null;
  actor: { id: string; name: string } | null;
  readAt: string | null;
}

export async function inbox(app: FastifyInstance, who: SignedIn, query = '') {
  const response = await app.inject({ method: 'GET', url: `/v1/notifications${query}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: InboxItem[]; unread: number; total: number };
}

/** The kinds and titles of `who`'s notifications, newest first. */
export const kindsOf = async (app: FastifyInstance, who: SignedIn) =>
  (await inbox(app, who)).items.map((item) => [item.kind, item.title]);

/** A notification of `who`'s own: a run of the experiment that their token ended, finished. */
export async function ownNotification(app: FastifyInstance, who: SignedIn, experimentId: string, token: string) {
  const run = await app.inject({
    method: 'POST',
    url: `/v1/experiments/${experimentId}/runs`,
    headers: who.headers,
    payload: { name: 'Ended run' },
  });
  expect(run.statusCode, run.body).toBe(201);
  const ended = await app.inject({
    method: 'PATCH',
    url: `/v1/runs/${run.json().id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'finished' },
  });
  expect(ended.statusCode, ended.body).toBe(200);
  const [notice] = (await inbox(app, who)).items.filter((item) => item.objectId === run.json().id);
  expect(notice, 'the run’s notification').toBeDefined();
  return notice.id;
}

export async function setPreferences(app: FastifyInstance, who: SignedIn, items: { kind: string; enabled: boolean }[]) {
  const response = await app.inject({
    method: 'PUT',
    url: '/v1/notifications/preferences',
    headers: who.headers,
    payload: { items },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { kind: string; enabled: boolean }[] };
}
