import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { experiments } from '../../server/db/schema/experiments';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Experiments made by conversion: the list across workspaces with its filters, one experiment
// with the idea it came from, and its status moves (docs/product.md, "Experiments").

let t: TestApp;
let ada: SignedIn;
let made: Array<{ experimentId: string; workflowId: string; ideaId: string }>;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  const session = await completedSessionIdeas(t.app, ada, 4);
  workspaceId = session.workspaceId;
  for (const idea of session.ideas.slice(0, 3)) await selectIdea(t.app, ada, idea);
  const response = await convert(t.app, ada, { ideaIds: session.ideas.slice(0, 3).map((i) => i.id) });
  made = response.json().conversionResults;
}, 90_000);
afterAll(() => t.close());

const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });
const move = (id: string, status: string, who = ada) =>
  t.app.inject({ method: 'PATCH', url: `/v1/experiments/${id}`, headers: who.headers, payload: { status } });

describe('GET /v1/experiments', () => {
  it("lists the caller's experiments newest first, with their workspace and workflow", async () => {
    const body = (await get('/v1/experiments')).json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20, hasMore: false });
    expect(body.items.map((e: { id: string }) => e.id).sort()).toEqual(made.map((m) => m.experimentId).sort());
    expect(body.items[0]).toMatchObject({ workspaceName: 'Lab', status: 'planned', engine: 'offline' });
    const byId = new Map(body.items.map((e: { id: string; workflowId: string }) => [e.id, e.workflowId]));
    for (const m of made) expect(byId.get(m.experimentId)).toBe(m.workflowId);
  });

  it('filters by workspace, status and search, sorts by name, and pages', async () => {
    const [first] = (await get('/v1/experiments?sort=name')).json().items;
    const searched = (await get(`/v1/experiments?search=${encodeURIComponent(first.name.slice(0, 12))}`)).json();
    expect(searched.items.map((e: { id: string }) => e.id)).toContain(first.id);
    expect((await get('/v1/experiments?search=%25%25no-such%25')).json().total).toBe(0);
    expect((await get(`/v1/experiments?workspaceId=${workspaceId}&status=planned`)).json().total).toBe(3);
    expect((await get('/v1/experiments?status=running')).json().total).toBe(0);
    const paged = (await get('/v1/experiments?page=2&pageSize=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, totalPages: 2, hasPrevious: true, hasMore: false });
    expect(paged.items).toHaveLength(1);
  });

  it("shows nothing of another user's", async () => {
    const bob = await signIn(t.app);
    expect((await get('/v1/experiments', bob)).json().total).toBe(0);
    const response = await get(`/v1/experiments/${made[0].experimentId}`, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Experiment not found', 'not_found'));
  });
});

describe('GET /v1/experiments/{experimentId}', () => {
  it('answers the plan, metrics and the idea it came from, with the moves allowed now', async () => {
    const body = (await get(`/v1/experiments/${made[0].experimentId}`)).json();
    expect(body.plan.length).toBeGreaterThan(0);
    expect(body.metrics[0]).toEqual({
      name: 'Effect on the primary outcome',
      direction: 'maximize',
      unit: 'standardised effect size (d)',
    });
    expect(body.idea).toMatchObject({ id: made[0].ideaId, status: 'converted', parents: expect.any(Array) });
    expect(body.allowedStatuses).toEqual(['running', 'abandoned']);
  });
});

describe('PATCH /v1/experiments/{experimentId}', () => {
  it('runs planned → running → completed, logging each move, and then allows nothing', async () => {
    const id = made[0].experimentId;
    expect((await move(id, 'running')).json()).toMatchObject({
      status: 'running',
      allowedStatuses: ['completed', 'abandoned'],
    });
    const done = await move(id, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', allowedStatuses: [] });
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(['experiment.created', 'experiment.status_changed', 'experiment.status_changed']),
    );
    const refused = await move(id, 'running');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorOf('A completed experiment cannot change status', 'conflict'));
  });

  it('refuses skipping a step, naming both statuses, and abandons planned work', async () => {
    const id = made[1].experimentId;
    const skipped = await move(id, 'completed');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual(
      errorOf('An experiment cannot move from planned to completed; allowed: running, abandoned', 'conflict'),
    );
    expect((await move(id, 'abandoned')).json().status).toBe('abandoned');
  });

  it("answers another user's experiment with 404 and leaves it alone", async () => {
    const bob = await signIn(t.app);
    const response = await move(made[2].experimentId, 'running', bob);
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(experiments).where(eq(experiments.id, made[2].experimentId));
    expect(row.status).toBe('planned');
  });
});
