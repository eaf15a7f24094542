import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { call, createRun, makeExperiment, type MadeExperiment } from '../support/api/run-support';

// Comment counts in the lists of experiments, an experiment's runs and a workspace's workflows
// (issue 31, part 3): each item says how many comments it has, deleted ones left out, as a
// session's list of ideas does; a list spanning workspaces counts each item in its own.

let t: TestApp;
let ada: SignedIn, ben: SignedIn;
let lab: MadeExperiment, other: MadeExperiment;
let workflowId: string;
let runs: { id: string }[];

async function comment(who: SignedIn, targetType: string, targetId: string, body = 'Looks right') {
  const response = await call(t.app, who, 'POST', '/v1/comments', { targetType, targetId, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
  lab = await makeExperiment(t.app, ada, { workspace: 'Kelp lab' });
  other = await makeExperiment(t.app, ada, { workspace: 'Soil lab', idea: 'Biochar' });
  await join(t.app, ada, lab.workspaceId, ben, 'editor');
  workflowId = (await call(t.app, ada, 'GET', `/v1/experiments/${lab.experimentId}`)).json().workflowId;
  runs = [await createRun(t.app, ada, lab.experimentId), await createRun(t.app, ada, lab.experimentId)];

  await comment(ada, 'experiment', lab.experimentId);
  await comment(ben, 'experiment', lab.experimentId);
  const gone = await comment(ben, 'experiment', lab.experimentId, 'Never mind');
  expect((await call(t.app, ben, 'DELETE', `/v1/comments/${gone}`)).statusCode).toBe(200);
  await comment(ada, 'experiment', other.experimentId);
  for (const body of ['Loss spikes at 40', 'Seed?', 'Seed 7']) await comment(ben, 'run', runs[0].id, body);
  await comment(ben, 'workflow', workflowId);
});
afterAll(() => t?.close());

const countsOf = (items: { id: string; commentCount?: number }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.commentCount]));

describe('comment counts in lists', () => {
  it('the experiments list counts each experiment’s comments in its own workspace, deleted ones left out', async () => {
    const response = await call(t.app, ada, 'GET', '/v1/experiments');
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response.json().items)).toEqual({ [lab.experimentId]: 2, [other.experimentId]: 1 });
  });

  it('an experiment’s runs say how many comments each has, none being 0', async () => {
    const response = await call(t.app, ben, 'GET', `/v1/experiments/${lab.experimentId}/runs`);
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response.json().items)).toEqual({ [runs[0].id]: 3, [runs[1].id]: 0 });
  });

  it('a workspace’s workflows say how many comments each has', async () => {
    const response = await call(t.app, ben, 'GET', `/v1/workflows/workspace/${lab.workspaceId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response.json().items)).toEqual({ [workflowId]: 1 });
  });
});
