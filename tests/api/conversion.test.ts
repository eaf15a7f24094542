import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { experiments, workflows } from '../../server/db/schema/experiments';
import { graphProblems } from '../../src/domain/workflow-graph/graph-problems';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Converting selected ideas into experiments and workflows, idea by idea, and previewing the
// graph conversion would build, on the offline engine (docs/product.md, "Conversion").

const TWICE = randomUUID();

let t: TestApp;
let ada: SignedIn;
let session: Awaited<ReturnType<typeof completedSessionIdeas>>;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  session = await completedSessionIdeas(t.app, ada, 8);
}, 90_000);
afterAll(() => t.close());

const rowsOf = async (ideaIds: string[]) => t.db.select().from(experiments).where(inArray(experiments.ideaId, ideaIds));

describe('POST /v1/ideas/convert', () => {
  it('converts three selected ideas: an experiment and its linked workflow each, the idea converted, all logged', async () => {
    const chosen = session.ideas.slice(0, 3);
    for (const idea of chosen) await selectIdea(t.app, ada, idea);
    const response = await convert(t.app, ada, {
      ideaIds: chosen.map((i) => i.id),
      selectedDatasets: ['Count_Person'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().conversionResults;
    expect(results.map((r: { ideaId: string }) => r.ideaId)).toEqual(chosen.map((i) => i.id));
    for (const result of results) {
      expect(result).toMatchObject({ success: true, experimentId: expect.any(String), workflowId: expect.any(String) });
      const [workflow] = await t.db.select().from(workflows).where(eq(workflows.id, result.workflowId));
      expect(workflow.experimentId).toBe(result.experimentId);
      const got = await t.app.inject({
        method: 'GET',
        url: `/v1/workflows/${result.workflowId}`,
        headers: ada.headers,
      });
      const definition = got.json().workflow_definition;
      expect(graphProblems(definition)).toEqual([]);
      expect(definition.nodes.map((n: { kind: string }) => n.kind)).toEqual(
        expect.arrayContaining(['data_source', 'preparation', 'method_step', 'evaluation', 'report']),
      );
      expect(definition.nodes[0]).toMatchObject({ kind: 'data_source', label: 'Count_Person' });
      const idea = await t.app.inject({ method: 'GET', url: `/v1/ideas/${result.ideaId}`, headers: ada.headers });
      expect(idea.json().status).toBe('converted');
    }
    const [experiment] = await rowsOf([chosen[0].id]);
    expect(experiment).toMatchObject({ status: 'planned', engine: 'offline', datasets: ['Count_Person'] });
    expect(experiment.metrics).toContainEqual({ name: 'Cost of the experiment', direction: 'minimize', unit: 'USD' });
    const logged = await t.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, ada.user.id), eq(activityLogs.entityId, results[0].experimentId)));
    expect(logged).toEqual([{ action: 'experiment.created' }]);
  });

  it("uses the datasets attached to each idea besides the batch's own", async () => {
    const [idea] = (await completedSessionIdeas(t.app, ada, 2)).ideas;
    await selectIdea(t.app, ada, idea);
    const attach = await t.app.inject({
      method: 'POST',
      url: `/v1/ideas/${idea.id}/datasets`,
      headers: ada.headers,
      payload: { datasetId: 'era5' },
    });
    expect(attach.statusCode, attach.body).toBe(201);
    const response = await convert(t.app, ada, { ideaIds: [idea.id], selectedDatasets: ['Count_Person'] });
    expect(response.json().conversionResults[0]).toMatchObject({ success: true });
    const [experiment] = await rowsOf([idea.id]);
    expect(experiment.datasets).toEqual(['Count_Person', attach.json().dataset.name]);
  }, 90_000);

  it('converts what it can: an idea not selected fails alone, naming its status', async () => {
    const [selected, notSelected] = session.ideas.slice(3, 5);
    await selectIdea(t.app, ada, selected);
    const response = await convert(t.app, ada, { ideaIds: [selected.id, notSelected.id] });
    const [ok, refused] = response.json().conversionResults;
    expect(ok).toMatchObject({ ideaId: selected.id, success: true });
    expect(refused).toEqual({
      ideaId: notSelected.id,
      success: false,
      error: `Only selected ideas can be converted; this idea is ${notSelected.status}`,
    });
    expect(await rowsOf([notSelected.id])).toEqual([]);
  });

  it('refuses converting an idea twice', async () => {
    const again = await convert(t.app, ada, { ideaIds: [session.ideas[0].id] });
    expect(again.json().conversionResults).toEqual([
      { ideaId: session.ideas[0].id, success: false, error: 'This idea has already been converted' },
    ]);
    expect(await rowsOf([session.ideas[0].id])).toHaveLength(1);
  });

  it("answers another user's idea and an unknown id as not found, and touches neither", async () => {
    const bob = await signIn(t.app);
    const adas = session.ideas[5];
    await selectIdea(t.app, ada, adas);
    const unknown = randomUUID();
    const response = await convert(t.app, bob, { ideaIds: [adas.id, unknown] });
    expect(response.json().conversionResults).toEqual([
      { ideaId: adas.id, success: false, error: 'Idea not found' },
      { ideaId: unknown, success: false, error: 'Idea not found' },
    ]);
    const idea = await t.app.inject({ method: 'GET', url: `/v1/ideas/${adas.id}`, headers: ada.headers });
    expect(idea.json().status).toBe('selected');
  });

  it.each([
    ['no ideas', { ideaIds: [] }],
    ['more than 50', { ideaIds: Array.from({ length: 51 }, () => randomUUID()) }],
    ['a non-UUID', { ideaIds: ['not-a-uuid'] }],
    ['the same idea twice', { ideaIds: [TWICE, TWICE] }],
  ])('refuses %s with a 400 in the error shape and writes nothing', async (_, payload) => {
    const before = await t.db.select().from(experiments);
    const response = await convert(t.app, ada, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(/.+/, 'validation_error'));
    expect(await t.db.select().from(experiments)).toHaveLength(before.length);
  });

  it('still refuses a plain status change to converted', async () => {
    const idea = session.ideas[6];
    await selectIdea(t.app, ada, idea);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/ideas/${idea.id}/select`,
      headers: ada.headers,
      payload: { status: 'converted' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf('An idea becomes converted only by converting it', 'conflict'));
  });
});

describe('POST /v1/ideas/preview-graph', () => {
  it('answers the workflow each idea would become and writes nothing', async () => {
    const idea = session.ideas[7];
    const before = await t.db.select().from(workflows);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/ideas/preview-graph',
      headers: ada.headers,
      payload: { ideaIds: [idea.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [preview] = response.json().previews;
    expect(preview).toMatchObject({ ideaId: idea.id, title: idea.title, engine: 'offline' });
    expect(graphProblems(preview.workflow.workflow_definition)).toEqual([]);
    expect(preview.workflow.input_schema.properties.source_1).toMatchObject({ 'x-port-type': 'dataset' });
    expect(await t.db.select().from(workflows)).toHaveLength(before.length);
  });

  it('answers an unknown or foreign idea with 404', async () => {
    const bob = await signIn(t.app);
    for (const who of [ada, bob]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/ideas/preview-graph',
        headers: who.headers,
        payload: { ideaIds: [who === ada ? randomUUID() : session.ideas[7].id] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Idea not found', 'not_found'));
    }
  });
});
