import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoal } from '../support/api/engine-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A session no worker has touched has no research field yet (docs/engine.md, "Fields and
// methods"). A file of its own: the test database is shared by every app in a file, and any app
// with workers would pick the session up and start planning it.

const ENZYME = {
  title: 'Thermostable enzymes for plastic degradation: keep PET hydrolases active above 70 °C',
  description: 'Directed evolution and rational design are both on the table.',
};

let idle: TestApp;
let bo: SignedIn;
beforeAll(async () => {
  // No workers: the session stays queued, its plan unwritten.
  idle = await createTestApp({ startWorkers: false });
  bo = await signIn(idle.app);
});
afterAll(() => idle.close());

describe('a session’s research field', () => {
  it('is left out of a session that has not planned yet', async () => {
    const ids = await createGoal(idle.app, bo, ENZYME);
    const row = await idle.app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/start`,
      headers: bo.headers,
      payload: { goalId: ids.goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } },
    });
    expect(row.statusCode, row.body).toBe(200);
    const read = await idle.app.inject({
      method: 'GET',
      url: `/v1/sessions/${row.json().id}?includeEnhancedDetails=true`,
      headers: bo.headers,
    });
    expect(read.json()).toMatchObject({ status: 'queued', overview: null });
    expect(read.json()).not.toHaveProperty('field');
  });
});
