import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTestApp } from '../support/api/assistant-support';
import { signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { contractOperations, NOT_IMPLEMENTED, type ContractOperation } from '../support/api/contract-operations';
import { createOwnedObjects, urlOf, uuidForField, type OwnedObjects } from '../support/api/owned-objects';
import { validSample } from '../support/api/schema-samples';

// Generated from the contract: every operation whose path names an object, sent by Bob with a
// valid request at Ada's real objects, must be the same 404 as a missing object and change nothing.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let adas: OwnedObjects;
let bobsWorkspaceId: string;

// An agent is the platform's, not a user's: every caller reads it, with only their own runs
// (tests/api/agents.test.ts checks that another user's runs never show).
const PLATFORM_OBJECTS = new Set(['getAgent']);
const operations = contractOperations().filter(
  (op) => op.pathParams.length > 0 && !PLATFORM_OBJECTS.has(op.operationId),
);
const swept = operations.filter((op) => !NOT_IMPLEMENTED[op.operationId]);
const skipped = operations.filter((op) => NOT_IMPLEMENTED[op.operationId]);

beforeAll(async () => {
  // No engine workers: Ada's session stays as it was made, so any change would be Bob's doing.
  t = await assistantTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  adas = await createOwnedObjects(t.app, ada);
  bobsWorkspaceId = (
    await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: bob.headers, payload: { name: 'Bob lab' } })
  ).json().id;
});
afterAll(() => t?.close());

function requestAs(who: SignedIn, op: ContractOperation) {
  // Ada's objects in the body too; the workspace an upgrade moves to is Bob's own.
  const adasField = uuidForField(adas);
  const uuidFor = (field: string) => (field === 'workspace_id' ? bobsWorkspaceId : adasField(field));
  const query = Object.entries(op.query)
    .filter(([, param]) => param.required)
    .map(([name, param]) => `${name}=${validSample(param.schema, uuidFor, name)}`);
  const payload = op.body?.schema ? validSample(op.body.schema, uuidFor) : undefined;
  return t.app.inject({
    method: op.method,
    url: urlOf(op, adas) + (query.length ? `?${query.join('&')}` : ''),
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** Everything Ada can read of her objects, her activity included. */
async function adasWorld(): Promise<Record<string, unknown>> {
  const { workspaceId, goalId, sessionId, ideaId, assistantSessionId, experimentId, workflowId, vibeSessionId, runId } =
    adas;
  const urls = [
    '/v1/workspaces',
    `/v1/workspaces/${workspaceId}`,
    `/v1/workspaces/${workspaceId}/goals/${goalId}`,
    `/v1/sessions/${sessionId}?includeEnhancedDetails=true&includeScoringData=true`,
    `/v1/ideas/session/${sessionId}`,
    `/v1/ideas/${ideaId}?include_scoring_data=true`,
    `/v1/maxwell/sessions/${assistantSessionId}`,
    `/v1/maxwell/sessions/${assistantSessionId}/history`,
    `/v1/experiments/${experimentId}`,
    `/v1/workflows/${workflowId}`,
    `/v1/workflows/workspace/${workspaceId}`,
    `/v1/ideas/${ideaId}/vibe/status`,
    `/v1/vibe-sessions/${vibeSessionId}`,
    '/v1/vibe-sessions',
    `/v1/runs/${runId}`,
    `/v1/runs/${runId}/metrics/${adas.metricKey}`,
    '/v1/tokens',
    '/v1/logs?limit=100',
  ];
  const world: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url, headers: ada.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    world[url] = response.json();
  }
  return world;
}

describe('ownership sweep', () => {
  it('covers every operation with an id in its path, skipping only the named not-implemented ones', () => {
    expect(swept.length).toBeGreaterThan(20);
    console.info(
      `ownership sweep: ${swept.length} operations swept, ${skipped.length} skipped as not implemented: ` +
        skipped.map((op) => `${op.operationId} (${NOT_IMPLEMENTED[op.operationId]})`).join(', '),
    );
  });

  it.each(swept.map((op) => [op.operationId, op] as const))(
    '%s: Bob gets 404 on Ada’s objects, and nothing of hers changes',
    async (_, op) => {
      const before = await adasWorld();
      const response = await requestAs(bob, op);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        detail: { error: { message: expect.stringMatching(/\S/), type: 'not_found' } },
      });
      expect(await adasWorld()).toEqual(before);
    },
  );

  it.each(skipped.map((op) => [op.operationId, op] as const))(
    '%s is skipped because it answers 501 for everyone',
    async (_, op) => {
      const response = await requestAs(ada, op);
      expect([response.statusCode, response.json().detail.error.type]).toEqual([501, 'not_implemented']);
    },
  );
});

describe('the not-implemented list', () => {
  it('names exactly the operations that answer 501, each with a reason', async () => {
    const answers501: string[] = [];
    for (const op of contractOperations()) {
      const response = await t.app.inject({
        method: op.method,
        url: op.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: ada.headers,
      });
      if (response.statusCode === 501) answers501.push(op.operationId);
    }
    expect(answers501.sort()).toEqual(Object.keys(NOT_IMPLEMENTED).sort());
    expect(Object.values(NOT_IMPLEMENTED).every((reason) => reason.length > 0)).toBe(true);
  });
});
