import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// The research field a session read its goal as, on the session's enhanced details, and the
// field library the session page's picker offers (docs/engine.md, "Fields and methods").

const ENZYME = {
  title: 'Thermostable enzymes for plastic degradation: keep PET hydrolases active above 70 °C',
  description: 'Directed evolution and rational design are both on the table.',
};

let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
});
afterAll(() => t.close());

async function fieldOfSession(goal: { title: string; description?: string }, parameters?: object) {
  const ids = await createGoal(t.app, ada, goal);
  if (parameters) {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`,
      headers: ada.headers,
      payload: { parameters },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  const session = await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
  await waitForSession(t.app, ada, session.id, undefined, 60_000);
  const read = await t.app.inject({
    method: 'GET',
    url: `/v1/sessions/${session.id}?includeEnhancedDetails=true`,
    headers: ada.headers,
  });
  return read.json().field;
}

describe('a session’s research field', () => {
  it('is read from the goal’s words, with the detection’s confidence', async () => {
    const field = await fieldOfSession(ENZYME);
    expect(field).toMatchObject({
      id: 'protein-enzyme-engineering',
      name: 'Protein and enzyme engineering',
      source: 'detected',
    });
    expect(field.confidence).toBeGreaterThan(0.5);
    expect(field.confidence).toBeLessThanOrEqual(1);
  });

  it('is plant science and agriculture for a crop goal, as the seeded crop science session has', async () => {
    const field = await fieldOfSession({
      title: 'Nitrogen-fixing cereals',
      description: 'Can root microbiomes let wheat fix its own nitrogen at field scale?',
    });
    expect(field).toMatchObject({ id: 'plant-science-agriculture', name: 'Plant science and agriculture' });
    expect(field.confidence).toBeGreaterThan(0.5);
  });

  it('is the one the goal’s field parameter names, with full confidence', async () => {
    expect(await fieldOfSession(ENZYME, { field: 'Materials science' })).toEqual({
      id: 'materials-science',
      name: 'Materials science',
      confidence: 1,
      source: 'parameter',
    });
  });

  it('is detected when the parameter names no field, and null when the goal has no field’s words', async () => {
    expect(await fieldOfSession(ENZYME, { field: 'alchemy' })).toMatchObject({
      id: 'protein-enzyme-engineering',
      source: 'detected',
    });
    expect(await fieldOfSession({ title: 'Make things better for everyone' })).toBeNull();
  });
});

describe('GET /v1/research-fields', () => {
  it('lists every field by name with its methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/research-fields', headers: ada.headers });
    expect(response.statusCode).toBe(200);
    const { fields } = response.json() as {
      fields: Array<{ id: string; name: string; humanSubjects: boolean; methods: unknown[] }>;
    };
    expect(fields).toHaveLength(17);
    expect(fields.map((f) => f.name)).toEqual([...fields.map((f) => f.name)].sort((a, b) => a.localeCompare(b)));
    for (const field of fields) expect(field.methods.length).toBeGreaterThanOrEqual(8);
    expect(fields.find((f) => f.id === 'protein-enzyme-engineering')).toMatchObject({ humanSubjects: false });
    expect(fields.find((f) => f.id === 'plant-science-agriculture')).toMatchObject({
      name: 'Plant science and agriculture',
      humanSubjects: false,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/research-fields' });
    expect(response.statusCode).toBe(401);
  });
});
