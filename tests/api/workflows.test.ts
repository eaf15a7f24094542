import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A workspace's workflows, made by conversion, and one workflow with its graph.

let t: TestApp;
let ada: SignedIn;
let workspaceId: string;
let made: Array<{ experimentId: string; workflowId: string; ideaId: string }>;
let titles: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  const session = await completedSessionIdeas(t.app, ada, 4);
  workspaceId = session.workspaceId;
  titles = new Map(session.ideas.map((i) => [i.id, i.title]));
  for (const idea of session.ideas.slice(0, 2)) await selectIdea(t.app, ada, idea);
  made = (await convert(t.app, ada, { ideaIds: session.ideas.slice(0, 2).map((i) => i.id) })).json().conversionResults;
}, 90_000);
afterAll(() => t.close());

const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('GET /v1/workflows/workspace/{workspaceId}', () => {
  it('lists the workspace workflows with their node count and what they link to', async () => {
    const body = (await get(`/v1/workflows/workspace/${workspaceId}`)).json();
    expect(body).toMatchObject({ total: 2, page: 1, hasMore: false });
    const item = body.items.find((w: { id: string }) => w.id === made[0].workflowId);
    expect(item).toMatchObject({
      status: 'draft',
      engine: 'offline',
      workspace_id: workspaceId,
      experiment_id: made[0].experimentId,
      idea_id: made[0].ideaId,
      idea_title: titles.get(made[0].ideaId),
      owner_id: ada.user.id,
    });
    expect(item.experiment_name).toEqual(expect.any(String));
    const full = (await get(`/v1/workflows/${item.id}`)).json();
    expect(item.node_count).toBe(full.workflow_definition.nodes.length);
    expect(full.output_schema.properties.report).toMatchObject({ 'x-port-type': 'report' });
  });

  it('pages newest first', async () => {
    const first = (await get(`/v1/workflows/workspace/${workspaceId}?page=1&pageSize=1`)).json();
    const second = (await get(`/v1/workflows/workspace/${workspaceId}?page=2&pageSize=1`)).json();
    expect(first).toMatchObject({ total: 2, totalPages: 2, hasMore: true });
    expect(new Date(first.items[0].created_at) >= new Date(second.items[0].created_at)).toBe(true);
    expect(first.items[0].id).not.toBe(second.items[0].id);
  });

  it("answers another user's workspace and workflow with 404", async () => {
    const bob = await signIn(t.app);
    const list = await get(`/v1/workflows/workspace/${workspaceId}`, bob);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    const one = await get(`/v1/workflows/${made[0].workflowId}`, bob);
    expect(one.json()).toEqual(errorOf('Workflow not found', 'not_found'));
  });

  it('reads a damaged graph as a logged server error, not a crash elsewhere', async () => {
    await t.db.execute(
      sql`update workflows set definition = '{"nodes": "broken"}'::jsonb where id = ${made[1].workflowId}`,
    );
    const response = await get(`/v1/workflows/${made[1].workflowId}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorOf('An unexpected error occurred', 'internal_error'));
  });
});
