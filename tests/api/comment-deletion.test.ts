import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../server/db/schema/comments';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Comments go with what they are on (issue 31; decision 013, step 3): deleting a workflow deletes
// its comments in the same transaction, and deleting a workspace deletes the comments on its ideas,
// experiments, runs and workflows. Another workspace's comments stay.

let t: TestApp;
let ada: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
});
afterAll(() => t?.close());

interface World extends MadeExperiment {
  workflowId: string;
  runId: string;
}

async function world(name: string): Promise<World> {
  const made = await makeExperiment(t.app, ada, { workspace: name });
  const workflowId = (await call(t.app, ada, 'GET', `/v1/experiments/${made.experimentId}`)).json().workflowId;
  const runId = (await createRun(t.app, ada, made.experimentId)).id;
  for (const [targetType, targetId] of [
    ['idea', made.ideaId],
    ['experiment', made.experimentId],
    ['run', runId],
    ['workflow', workflowId],
  ]) {
    const response = await call(t.app, ada, 'POST', '/v1/comments', {
      targetType,
      targetId,
      body: `On the ${targetType}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { ...made, workflowId, runId };
}

/** The kinds of thing the workspace's remaining comments are on. */
async function commentedKinds(workspaceId: string) {
  const rows = await t.db.select().from(comments).where(eq(comments.workspaceId, workspaceId));
  return rows.map((row) => row.targetType).sort();
}

describe('deleting what comments are on', () => {
  it('deleting a workflow deletes its comments and leaves the rest of the workspace’s', async () => {
    const lab = await world('Kelp lab');
    const response = await call(t.app, ada, 'DELETE', `/v1/workflows/${lab.workflowId}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await commentedKinds(lab.workspaceId)).toEqual(['experiment', 'idea', 'run']);
  });

  it.each(['idea', 'experiment', 'run', 'workflow'])(
    'deleting a workspace deletes the comments on its %s, and another workspace keeps its own',
    async (kind) => {
      const [gone, kept] = [await world(`Gone ${kind} lab`), await world(`Kept ${kind} lab`)];
      expect(await commentedKinds(gone.workspaceId)).toContain(kind);
      const response = await call(t.app, ada, 'DELETE', `/v1/workspaces/${gone.workspaceId}`);
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(await commentedKinds(gone.workspaceId)).not.toContain(kind);
      expect(await commentedKinds(kept.workspaceId)).toContain(kind);
      const read = await call(t.app, ada, 'GET', `/v1/comments?targetType=${kind}&targetId=${targetOf(gone, kind)}`);
      expect(read.statusCode).toBe(404);
    },
  );
});

function targetOf(w: World, kind: string) {
  return { idea: w.ideaId, experiment: w.experimentId, run: w.runId, workflow: w.workflowId }[kind];
}
