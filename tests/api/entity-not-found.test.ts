import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_GET_NOT_FOUND } from '../../server/http/entity-not-found';
import { contractOperations } from '../support/api/contract-operations';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A GET of one object answers an id that cannot name one exactly as it answers a missing one:
// the object's 404. Other refusals of a malformed id keep their 400s (docs/product.md).

let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ada.headers });
const operations = contractOperations();
const pathOf = (operationId: string, id: string) => {
  const op = operations.find((o) => o.operationId === operationId);
  expect(op?.method, `${operationId} is a GET of the contract`).toBe('GET');
  expect(op?.pathParams, operationId).toHaveLength(1);
  return op!.path.replace(/\{[^}]+\}/, id);
};

// Ids that are well formed but name nothing: a dataset is named by a slug, an agent by a name.
const MISSING: Record<string, string> = { getDataset: 'no-such-dataset', getAgent: 'no-such-agent' };
// (A path that is not valid percent-encoded UTF-8, or a segment over 100 characters, is the router's
// own refusal before any route is matched.)
const MALFORMED = ['not-a-uuid', '1234', 'Not_A_Slug', 'a%00b', 'null', 'x'.repeat(99)];

describe('an object read by a malformed id', () => {
  it.each(Object.keys(ENTITY_GET_NOT_FOUND))('%s answers 404 as for a missing one', async (operationId) => {
    const missing = await get(pathOf(operationId, MISSING[operationId] ?? randomUUID()));
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      errorOf(ENTITY_GET_NOT_FOUND[operationId as keyof typeof ENTITY_GET_NOT_FOUND]!, 'not_found'),
    ]);
    for (const bad of MALFORMED) {
      const response = await get(pathOf(operationId, bad));
      expect([response.statusCode, response.json()], `${operationId} with ${bad}`).toEqual([404, missing.json()]);
    }
  });

  it('keeps the 400 for a malformed query beside a well-formed id', async () => {
    const response = await get(`/v1/sessions/${randomUUID()}?includeScoringData=perhaps`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error.type).toBe('validation_error');
  });

  it('keeps the 400 when a malformed id would change something', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/workspaces/not-a-uuid',
      headers: ada.headers,
      payload: { name: 'Renamed' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      errorOf('id: must be a valid UUID', 'validation_error'),
    ]);
  });

  it('keeps the spec’s wording for an idea’s refresh, coding session and its status', async () => {
    const spec = errorOf('Invalid idea ID format (UUID expected)', 'validation_error');
    for (const [method, url] of [
      ['POST', '/v1/ideas/not-a-uuid/refresh'],
      ['POST', '/v1/ideas/not-a-uuid/vibe'],
      ['GET', '/v1/ideas/not-a-uuid/vibe/status'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: ada.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([400, spec]);
    }
  });
});
