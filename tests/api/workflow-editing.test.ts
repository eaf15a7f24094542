import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLayeredGraph } from '../../src/domain/workflow-graph/generate-graph';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Workflows drawn in the graph editor: created, saved over the version they name, deleted and
// duplicated; malformed graphs refused with their first problem and never stored.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  workspaceId = (
    await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: ada.headers, payload: { name: 'Graph lab' } })
  ).json().id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = ada) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const graph = generateLayeredGraph(6);
const create = (extra: object = {}) =>
  call('POST', '/v1/workflows', {
    workspace_id: workspaceId,
    name: 'Soil pipeline',
    workflow_definition: graph,
    ...extra,
  });
const activity = async (action: string) =>
  (await call('GET', '/v1/logs?limit=100')).json().items.filter((row: { action: string }) => row.action === action);

describe('POST /v1/workflows', () => {
  it('creates a hand-made workflow at version 1, with its ports read off the graph, and logs it', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const workflow = response.json();
    expect(workflow).toMatchObject({
      name: 'Soil pipeline',
      engine: 'manual',
      version: 1,
      status: 'draft',
      workspace_id: workspaceId,
      node_count: 6,
      experiment_id: null,
      owner_id: ada.user.id,
      workflow_definition: graph,
    });
    expect(Object.values(workflow.output_schema.properties)).toContainEqual(
      expect.objectContaining({ 'x-port-type': 'report' }),
    );
    expect(await activity('workflow.created')).toContainEqual(
      expect.objectContaining({ entityId: workflow.id, message: "Created workflow 'Soil pipeline'" }),
    );
  });

  it('starts an empty canvas when no graph is sent', async () => {
    const workflow = (await call('POST', '/v1/workflows', { workspace_id: workspaceId, name: 'Blank' })).json();
    expect(workflow).toMatchObject({ node_count: 0, workflow_definition: { nodes: [], edges: [] } });
  });

  it("refuses another researcher's workspace as not found", async () => {
    const response = await call('POST', '/v1/workflows', { workspace_id: workspaceId, name: 'Mine now' }, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Workspace not found', 'not_found'));
  });
});

describe('malformed graphs', () => {
  const [a, b] = graph.nodes;
  const edge = graph.edges[0];
  it.each([
    [
      'a dangling edge',
      { ...graph, edges: [{ ...edge, target: 'nowhere' }] },
      `Edge ${edge.id} joins ports that do not exist`,
    ],
    ['an unknown kind', { nodes: [{ ...a, kind: 'teleporter' }], edges: [] }, /must be one of/],
    ['two nodes with one id', { nodes: [a, { ...b, id: a.id }], edges: [] }, `Two nodes share the id ${a.id}`],
    [
      'a cycle',
      {
        nodes: ['x', 'y'].map((id) => ({ ...graph.nodes[3], id })),
        edges: [
          { id: 'xy', source: 'x', sourcePort: 'out', target: 'y', targetPort: 'in' },
          { id: 'yx', source: 'y', sourcePort: 'out', target: 'x', targetPort: 'in' },
        ],
      },
      /is on a cycle; a workflow only flows forward$/,
    ],
    [
      'a type mismatch',
      { nodes: [a, graph.nodes.at(-1)!], edges: [{ ...edge, target: graph.nodes.at(-1)!.id, targetPort: 'in' }] },
      /gives dataset but ".*" takes metrics on "metrics"$/,
    ],
  ])('refuses %s, naming it, and stores nothing', async (_, definition, message) => {
    const before = (await call('GET', `/v1/workflows/workspace/${workspaceId}`)).json().total;
    const response = await create({ workflow_definition: definition });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error.message).toMatch(
      typeof message === 'string' ? `workflow_definition: ${message}` : message,
    );
    expect((await call('GET', `/v1/workflows/workspace/${workspaceId}`)).json().total).toBe(before);
  });

  it('refuses a 10 MB graph with a size message', async () => {
    const huge = { ...graph, nodes: graph.nodes.map((n) => ({ ...n, notes: 'x'.repeat(5000) })) };
    const padded = { ...huge, nodes: Array.from({ length: 2200 }, (_, i) => ({ ...huge.nodes[0], id: `n${i}` })) };
    const response = await create({ workflow_definition: padded });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorOf('The request is larger than the 10 MB limit', 'payload_too_large'));
  });
});

describe('PUT /v1/workflows/{workflowId}', () => {
  it('saves over the version named, one version on; a second save of that version is a 409 and changes nothing', async () => {
    const { id } = (await create()).json();
    const renamed = { ...graph, nodes: graph.nodes.map((n, i) => (i === 0 ? { ...n, label: 'Cores' } : n)) };
    const first = await call('PUT', `/v1/workflows/${id}`, {
      version: 1,
      workflow_definition: renamed,
      status: 'active',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, status: 'active', workflow_definition: renamed });
    const stale = await call('PUT', `/v1/workflows/${id}`, { version: 1, name: 'Theirs' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorOf('The workflow changed meanwhile; reload it and try again', 'conflict'));
    expect((await call('GET', `/v1/workflows/${id}`)).json()).toMatchObject({
      name: 'Soil pipeline',
      version: 2,
      workflow_definition: renamed,
    });
    expect(await activity('workflow.updated')).toContainEqual(
      expect.objectContaining({ entityId: id, message: "Saved workflow 'Soil pipeline' as version 2" }),
    );
  });

  it('refuses a malformed graph and keeps the stored one', async () => {
    const { id } = (await create()).json();
    const response = await call('PUT', `/v1/workflows/${id}`, {
      version: 1,
      workflow_definition: { nodes: [graph.nodes[0], graph.nodes[0]], edges: [] },
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', `/v1/workflows/${id}`)).json()).toMatchObject({ version: 1, workflow_definition: graph });
  });

  it("answers another researcher's workflow with 404 on every operation, and leaves it be", async () => {
    const { id } = (await create()).json();
    for (const [method, url, payload] of [
      ['PUT', `/v1/workflows/${id}`, { version: 1, name: 'Bob was here' }],
      ['DELETE', `/v1/workflows/${id}`],
      ['POST', `/v1/workflows/${id}/duplicate`],
    ] as const) {
      const response = await call(method, url, payload, bob);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(errorOf('Workflow not found', 'not_found'));
    }
    expect((await call('GET', `/v1/workflows/${id}`)).json()).toMatchObject({ name: 'Soil pipeline', version: 1 });
  });
});

describe('DELETE and duplicate', () => {
  it('duplicates as a copy at version 1, then deletes the original; both logged', async () => {
    const { id } = (await create()).json();
    await call('PUT', `/v1/workflows/${id}`, { version: 1, name: 'Leaf pipeline' });
    const copy = await call('POST', `/v1/workflows/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Copy of Leaf pipeline',
      version: 1,
      engine: 'manual',
      workflow_definition: graph,
    });
    const deleted = await call('DELETE', `/v1/workflows/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/v1/workflows/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/workflows/${copy.json().id}`)).statusCode).toBe(200);
    expect((await activity('workflow.duplicated')).map((r: { entityId: string }) => r.entityId)).toContain(
      copy.json().id,
    );
    expect((await activity('workflow.deleted')).map((r: { entityId: string }) => r.entityId)).toContain(id);
  });
});
