import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// The exact requests an outside tester found answering 500 or off the error shape (issue 8),
// each now a clean 4xx in the contract's shape; valid edge values still answer 200.

let t: TestApp;
let ada: SignedIn;
let ids: { workspaceId: string; goalId: string };
beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  ids = await createGoal(t.app, ada);
  await waitForSession(t.app, ada, (await startSession(t.app, ada, ids)).id);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...ada.headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    // Written by hand: JSON.stringify keeps a lone surrogate as the \ud800 escape the tester sent.
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

const invalid = (message: string) => errorOf(message, 'validation_error');

describe('NUL characters', () => {
  it('in a string field, a JSON key and a query value are a 400 naming the field', async () => {
    const name = await send('POST', '/v1/workspaces', { name: 'Lab\u0000one' });
    expect([name.statusCode, name.json()]).toEqual([400, invalid('name: must not contain a NUL character')]);
    const key = await send('POST', '/v1/workspaces', { name: 'Lab', metadata: { 'colour\u0000': 'red' } });
    expect([key.statusCode, key.json()]).toEqual([
      400,
      invalid('metadata: field names must not contain a NUL character'),
    ]);
    const nested = await send('PATCH', `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`, {
      parameters: { steps: ['a', 'b\u0000'] },
    });
    expect([nested.statusCode, nested.json()]).toEqual([
      400,
      invalid('parameters.steps.1: must not contain a NUL character'),
    ]);
    const query = await send('GET', '/v1/logs?action=goal%00.created');
    expect([query.statusCode, query.json()]).toEqual([400, invalid('action: must not contain a NUL character')]);
  });

  it('in a path id that is not a UUID is a 400 too', async () => {
    const response = await send('POST', '/v1/ideas/idea%00one/refresh');
    expect([response.statusCode, response.json()]).toEqual([400, invalid('id: must not contain a NUL character')]);
  });
});

describe('unpaired UTF-16 surrogates', () => {
  it('in a value bound for a JSON column are a 400', async () => {
    const workspace = await send('POST', '/v1/workspaces', { name: 'Lab', metadata: { note: 'half \ud800 a pair' } });
    expect([workspace.statusCode, workspace.json()]).toEqual([
      400,
      invalid('metadata.note: must not contain an unpaired UTF-16 surrogate'),
    ]);
    const goal = await send('PATCH', `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}`, {
      parameters: { '\udc00': 1 },
    });
    expect([goal.statusCode, goal.json()]).toEqual([
      400,
      invalid('parameters: field names must not contain an unpaired UTF-16 surrogate'),
    ]);
  });

  it('in an idea summary are a 400, while a whole pair is stored as sent', async () => {
    const url = `/v1/ideas/create-for-goal/${ids.goalId}`;
    const broken = await send('POST', url, { title: 'Phone follow-up', summary: 'Calls \ud83d at day 2' });
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      invalid('summary: must not contain an unpaired UTF-16 surrogate'),
    ]);
    const whole = await send('POST', url, { title: 'Phone follow-up', summary: 'Calls \ud83d\udcde at day 2' });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().summary).toBe('Calls 📞 at day 2');
  });
});

describe('huge and non-finite integers in the query', () => {
  const sessionIdeas = async () => {
    const session = await send('GET', `/v1/workspaces/${ids.workspaceId}/sessions`);
    return `/v1/ideas/session/${session.json().items[0].id}`;
  };

  it.each([
    ['/v1/workspaces?skip=99999999999999999999', 'skip: must be <= 2147483647'],
    ['/v1/workspaces?limit=1e400', 'limit: must be <= 100'],
    ['/v1/workspaces?limit=-1e400', 'limit: must be >= 1'],
    ['/v1/logs?offset=99999999999999999999', 'offset: must be <= 2147483647'],
    ['/v1/logs?limit=-1e400', 'limit: must be >= 1'],
    ['/v1/logs?offset=-Infinity', 'offset: must be >= 0'],
  ])('%s is a 400: %s', async (url, message) => {
    const response = await send('GET', url);
    expect([response.statusCode, response.json()]).toEqual([400, invalid(message)]);
  });

  it('page and pageSize are bounded the same way', async () => {
    const url = await sessionIdeas();
    for (const [query, message] of [
      ['page=99999999999999999999', 'page: must be <= 1000000'],
      ['page=1e400', 'page: must be <= 1000000'],
      ['pageSize=-1e400', 'pageSize: must be >= 1'],
    ]) {
      const response = await send('GET', `${url}?${query}`);
      expect([response.statusCode, response.json()], query).toEqual([400, invalid(message)]);
    }
  });

  // The contract's bounds: a 4-byte offset (its database column's range), and a million pages.
  it('the largest values the contract allows are still valid, and find nothing that far', async () => {
    const skip = await send('GET', '/v1/workspaces?skip=2147483647');
    expect([skip.statusCode, skip.json().items]).toEqual([200, []]);
    const page = await send('GET', `${await sessionIdeas()}?page=1000000&pageSize=500`);
    expect([page.statusCode, page.json().items]).toEqual([200, []]);
  });
});

describe('huge integers in a body', () => {
  it('a session budget past its bound is a 400, and nothing starts', async () => {
    const goal = await createGoal(t.app, ada);
    const start = (budget: Record<string, number>) =>
      send('POST', `/v1/workspaces/${goal.workspaceId}/goals/${goal.goalId}/start`, {
        goalId: goal.goalId,
        answerGenerationMode: 'IDEA_FORGE',
        overrides: { budget },
      });
    const calls = await start({ modelCalls: 1e300 });
    expect([calls.statusCode, calls.json()]).toEqual([400, invalid('overrides.budget.modelCalls: must be <= 1000000')]);
    const wall = await start({ wallSeconds: 1e20 });
    expect([wall.statusCode, wall.json()]).toEqual([400, invalid('overrides.budget.wallSeconds: must be <= 2592000')]);
    const sessions = await send('GET', `/v1/workspaces/${goal.workspaceId}/sessions`);
    expect(sessions.json().items).toEqual([]);
  });
});

describe('dates on /v1/logs', () => {
  it.each([
    ['startDate=0000-01-01T00:00:00Z', 'startDate: must be between 0001-01-01 and 9999-12-31'],
    ['endDate=0001-01-01T00:00:00%2B01:00', 'endDate: must be between 0001-01-01 and 9999-12-31'],
    ['startDate=2016-12-31T23:59:60Z', 'startDate: must not be a leap second'],
  ])('%s is a 400: %s', async (query, message) => {
    const response = await send('GET', `/v1/logs?${query}`);
    expect([response.statusCode, response.json()]).toEqual([400, invalid(message)]);
  });

  it('the last millisecond of year 9999 is a valid bound on either side', async () => {
    const last = '9999-12-31T23:59:59.999Z';
    const until = await send('GET', `/v1/logs?endDate=${last}&limit=1`);
    expect(until.statusCode).toBe(200);
    expect(until.json().items).toHaveLength(1);
    const from = await send('GET', `/v1/logs?startDate=${last}`);
    expect([from.statusCode, from.json()]).toEqual([200, { items: [], total: 0 }]);
  });
});

describe("the router's own refusals", () => {
  it('a malformed percent-encoding or invalid UTF-8 in the path is a 400 in the error shape', async () => {
    for (const url of ['/v1/workspaces/%ZZ', '/v1/ideas/%ED%A0%80/refresh']) {
      const response = await send('GET', url);
      expect([response.statusCode, response.json()], url).toEqual([
        400,
        errorOf('The URL path is not valid percent-encoded UTF-8', 'bad_request'),
      ]);
    }
  });

  it('a path id over 100 characters is a 404 in the error shape', async () => {
    for (const url of [`/v1/workspaces/${'a'.repeat(101)}`, `/v1/ideas/${'i'.repeat(101)}/refresh`]) {
      const response = await send('GET', url);
      expect([response.statusCode, response.json()], url).toEqual([
        404,
        errorOf('Not found: a path segment is longer than any id', 'not_found'),
      ]);
    }
  });
});
