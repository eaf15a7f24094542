import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_NESTING } from '../../src/domain/contract-limits';
import { REQUEST_MESSAGES } from '../../src/domain/messages';
import { createGoal } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// Input no database column or call stack can hold (issue 30): bodies nested past the limit, and
// integers past their column's range, are a 400 in the contract's shape, never a 500.

let t: TestApp;
let ada: SignedIn;
let ids: { workspaceId: string; goalId: string };
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  ids = await createGoal(t.app, ada);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...ada.headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });

/** JSON text of `levels` arrays or objects, one inside the other. */
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const tooDeep = [400, errorOf(REQUEST_MESSAGES.tooDeep(MAX_BODY_NESTING), 'validation_error')];

describe('deeply nested bodies', () => {
  it('100,000 arrays or 50,000 objects as the whole body are a 400 naming the limit', async () => {
    for (const body of [arrays(100_000), objects(50_000)]) {
      const response = await send('POST', '/v1/workspaces', body);
      expect([response.statusCode, response.json()]).toEqual(tooDeep);
    }
    expect(REQUEST_MESSAGES.tooDeep(MAX_BODY_NESTING)).toBe('body: must not be nested more than 64 levels deep');
  });

  it("3,000 levels inside a workspace's metadata or a goal's parameters are a 400, and nothing changes", async () => {
    const metadata = await send('POST', '/v1/workspaces', `{"name":"Deep lab","metadata":${objects(3000)}}`);
    expect([metadata.statusCode, metadata.json()]).toEqual(tooDeep);
    const inArray = await send('POST', '/v1/workspaces', `{"name":"Deep lab","metadata":{"a":${arrays(3000)}}}`);
    expect([inArray.statusCode, inArray.json()]).toEqual(tooDeep);
    const goalUrl = `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`;
    const parameters = await send('PATCH', goalUrl, `{"parameters":${objects(3000)}}`);
    expect([parameters.statusCode, parameters.json()]).toEqual(tooDeep);

    const workspaces = await send('GET', '/v1/workspaces');
    expect(workspaces.statusCode).toBe(200);
    expect(workspaces.json().items.map((w: { name: string }) => w.name)).not.toContain('Deep lab');
    expect((await send('GET', goalUrl)).json().parameters).toEqual({});
  });

  it('a body nested exactly to the limit is stored and read back whole; one level more is refused', async () => {
    // The body is level 1 and metadata level 2, so the metadata may nest 63 levels.
    const atLimit = JSON.parse(objects(MAX_BODY_NESTING - 1));
    const created = await send('POST', '/v1/workspaces', JSON.stringify({ name: 'Deep lab', metadata: atLimit }));
    expect(created.statusCode, created.body).toBe(201);
    const read = await send('GET', `/v1/workspaces/${created.json().id}`);
    expect(read.json().metadata).toEqual(atLimit);

    const goalUrl = `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`;
    const deepList = JSON.parse(`{"steps":${arrays(MAX_BODY_NESTING - 2)}}`);
    const updated = await send('PATCH', goalUrl, JSON.stringify({ parameters: deepList }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await send('GET', goalUrl)).json().parameters).toEqual(deepList);

    const over = await send('POST', '/v1/workspaces', `{"name":"Deeper lab","metadata":${objects(MAX_BODY_NESTING)}}`);
    expect([over.statusCode, over.json()]).toEqual(tooDeep);
  });

  it('brackets inside strings are text, however many', async () => {
    const note = '['.repeat(10_000) + '{'.repeat(10_000);
    const created = await send('POST', '/v1/workspaces', JSON.stringify({ name: 'Bracket lab', metadata: { note } }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().metadata).toEqual({ note });
  });

  it('a workflow save as deep as its 10 MB allows is refused at once, and the server answers afterwards', async () => {
    const levels = 5 * 1024 * 1024 - 8;
    const response = await send('POST', '/v1/workflows', arrays(levels));
    expect([response.statusCode, response.json()]).toEqual(tooDeep);
    expect((await send('GET', '/v1/workspaces')).statusCode).toBe(200);
  });
});

describe('integers past their column', () => {
  const INTEGER_MAX = 2_147_483_647;

  it('a workflow save naming a version past a 4-byte integer is a 400, and the largest one a stale save', async () => {
    const created = await send(
      'POST',
      '/v1/workflows',
      JSON.stringify({ workspace_id: ids.workspaceId, name: 'Range' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `/v1/workflows/${created.json().id}`;
    for (const version of ['2147483648', '9007199254740993', '1e20']) {
      const response = await send('PUT', url, `{"version":${version},"name":"Past the range"}`);
      expect([response.statusCode, response.json()], version).toEqual([
        400,
        errorOf(`version: must be <= ${INTEGER_MAX}`, 'validation_error'),
      ]);
    }
    const largest = await send('PUT', url, JSON.stringify({ version: INTEGER_MAX, name: 'Past the range' }));
    expect([largest.statusCode, largest.json()]).toEqual([
      409,
      errorOf('The workflow changed meanwhile; reload it and try again', 'conflict'),
    ]);
    expect((await send('GET', url)).json()).toMatchObject({ name: 'Range', version: 1 });
  });
});
