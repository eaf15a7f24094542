import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { accessTokens } from '../../server/db/schema/runs';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import {
  call,
  createRun,
  createToken,
  logBatch,
  makeExperiment,
  points,
  type MadeExperiment,
} from '../support/api/run-support';

// Personal access tokens: shown once and stored hashed, with scopes (runs:write by default,
// runs:read when asked), accepted by the run operations their scopes allow and nothing else (a
// 403), refused once revoked or expired with the same 401 as any bad credential, reading a run
// without what lies beyond it, and their last use written at most once a minute.

let t: TestApp;
let ada: SignedIn;
let made: MadeExperiment;
let experimentId: string;
const UNAUTHORIZED = errorOf('Authentication required', 'unauthorized');
const NOT_FOR_THIS = errorOf('An access token can only log and read runs. Sign in to do anything else.', 'forbidden');
const cannot = (words: string, scope: string) =>
  errorOf(
    `This access token cannot ${words}: it does not have the ${scope} scope. Create a token with it on the Access tokens page.`,
    'forbidden',
  );
const CANNOT_READ = cannot('read runs', 'runs:read');
const CANNOT_LOG = cannot('log runs', 'runs:write');

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  made = await makeExperiment(t.app, ada, { workspace: 'Secret lab', goal: 'Secret goal', idea: 'Secret idea' });
  experimentId = made.experimentId;
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(accessTokens).where(eq(accessTokens.id, id)))[0];

describe('POST /v1/tokens', () => {
  it('answers the secret once, stores only its SHA-256, and expires in 90 days by default', async () => {
    const response = await call(t.app, ada, 'POST', '/v1/tokens', { name: 'laptop' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'laptop', scopes: ['runs:write'], lastUsedAt: null, revokedAt: null });
    expect(created.token).toMatch(/^lf_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 5);

    const row = await rowOf(created.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(12));
    const listed = (await call(t.app, ada, 'GET', '/v1/tokens')).json().items;
    expect(listed.find((item: { id: string }) => item.id === created.id)).toEqual(
      Object.fromEntries(Object.entries(created).filter(([key]) => key !== 'token')),
    );
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, created.id));
    expect(logged.map((l) => [l.entityType, l.action])).toEqual([['token', 'token.created']]);
    expect(JSON.stringify(logged)).not.toContain(created.token.slice(12));
  });

  it('takes an expiry of 1 to 365 days and a name of 1 to 100 characters', async () => {
    const year = (await call(t.app, ada, 'POST', '/v1/tokens', { name: 'ci', expiresInDays: 365 })).json();
    expect((Date.parse(year.expiresAt) - Date.parse(year.createdAt)) / 86_400_000).toBeCloseTo(365, 5);
    for (const payload of [
      { name: 'x', expiresInDays: 0 },
      { name: 'x', expiresInDays: 366 },
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'x', scope: 'admin' },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['runs:read', 'runs:read'] },
    ]) {
      const response = await call(t.app, ada, 'POST', '/v1/tokens', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('reads runs only when asked to, and keeps the scopes asked for in one order', async () => {
    for (const [scopes, stored] of [
      [['runs:read'], ['runs:read']],
      [
        ['runs:read', 'runs:write'],
        ['runs:write', 'runs:read'],
      ],
    ]) {
      const created = (await call(t.app, ada, 'POST', '/v1/tokens', { name: 'reader', scopes })).json();
      expect(created.scopes).toEqual(stored);
      expect((await rowOf(created.id)).scopes).toEqual(stored);
    }
  });
});

describe('a personal access token', () => {
  it('logs with runs:write: creates a run, logs a batch and ends it, and reads nothing back', async () => {
    const pat = await createToken(t.app, ada);
    const run = await createRun(t.app, pat, experimentId, { name: 'from-script', notes: 'private thoughts' });
    // What it logged, and nothing beyond the run: no notes, artifacts, or whose workspace, goal and idea.
    expect(run).toMatchObject({ name: 'from-script', experimentId, metricKeys: [] });
    for (const hidden of ['notes', 'artifacts', 'provenance']) expect(run).not.toHaveProperty(hidden);
    const batch = await logBatch(t.app, pat, run.id, { batchId: 'b', metrics: points('loss', [1, 0.5]) });
    expect(batch.json()).toMatchObject({ metrics: 2, replayed: false });
    const ended = await call(t.app, pat, 'PATCH', `/v1/runs/${run.id}`, { status: 'finished' });
    expect(ended.json()).toMatchObject({ status: 'finished', metricKeys: ['loss'] });
    expect(JSON.stringify(ended.json())).not.toMatch(/Secret|private/);

    for (const url of [
      `/v1/runs/${run.id}`,
      `/v1/experiments/${experimentId}/runs`,
      `/v1/runs/${run.id}/metrics/loss`,
    ]) {
      const response = await call(t.app, pat, 'GET', url);
      expect([response.statusCode, response.json()], url).toEqual([403, CANNOT_READ]);
    }
    // The owner still reads everything.
    const full = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json();
    expect(full).toMatchObject({ notes: 'private thoughts', provenance: { workspace: { name: 'Secret lab' } } });
  });

  it('reads with runs:read: a run without its notes, artifacts and provenance, the list and a history', async () => {
    const run = await createRun(t.app, ada, experimentId, { name: 'by-hand', notes: 'private thoughts' });
    await logBatch(t.app, ada, run.id, { batchId: 'b', metrics: points('loss', [1, 0.5]) });
    const reader = await createToken(t.app, ada, { name: 'reader', scopes: ['runs:read'] });

    const read = (await call(t.app, reader, 'GET', `/v1/runs/${run.id}`)).json();
    expect(read).toMatchObject({
      id: run.id,
      name: 'by-hand',
      metricKeys: ['loss'],
      latestMetrics: { loss: { value: 0.5 } },
    });
    for (const hidden of ['notes', 'artifacts', 'provenance']) expect(read).not.toHaveProperty(hidden);
    expect(JSON.stringify(read)).not.toMatch(/Secret|private/);
    expect((await call(t.app, reader, 'GET', `/v1/experiments/${experimentId}/runs`)).statusCode).toBe(200);
    expect((await call(t.app, reader, 'GET', `/v1/runs/${run.id}/metrics/loss`)).json().total).toBe(2);

    // It writes nothing.
    for (const [method, url, payload] of [
      ['POST', `/v1/experiments/${experimentId}/runs`, { name: 'sneaky' }],
      ['PATCH', `/v1/runs/${run.id}`, { status: 'killed' }],
      ['POST', `/v1/runs/${run.id}/batch`, { batchId: 'c', metrics: points('loss', [9], 5) }],
    ] as const) {
      const response = await call(t.app, reader, method, url, payload);
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([403, CANNOT_LOG]);
    }
    const after = (await call(t.app, ada, 'GET', `/v1/runs/${run.id}`)).json();
    expect(after).toMatchObject({ status: 'running', latestMetrics: { loss: { step: 1 } } });
    const names = (await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/runs?pageSize=100`)).json().items;
    expect(names.map((r: { name: string }) => r.name)).not.toContain('sneaky');
  });

  it('with both scopes logs and reads runs, and still nothing beyond them', async () => {
    const pat = await createToken(t.app, ada, { name: 'both', scopes: ['runs:write', 'runs:read'] });
    const run = await createRun(t.app, pat, experimentId);
    await logBatch(t.app, pat, run.id, { batchId: 'b', metrics: points('acc', [0.1, 0.9]) });
    const read = (await call(t.app, pat, 'GET', `/v1/runs/${run.id}`)).json();
    expect(read.latestMetrics.acc.value).toBe(0.9);
    expect(read).not.toHaveProperty('provenance');
  });

  it('is refused on every route that is not about runs, with a 403 that says so, whatever its scopes', async () => {
    const pat = await createToken(t.app, ada, { name: 'both', scopes: ['runs:write', 'runs:read'] });
    const run = await createRun(t.app, ada, experimentId);
    for (const [method, url, payload] of [
      ['GET', '/v1/workspaces'],
      ['GET', `/v1/workspaces/${made.workspaceId}`],
      ['GET', `/v1/workspaces/${made.workspaceId}/goals/${made.goalId}`],
      ['GET', `/v1/ideas/${made.ideaId}`],
      ['GET', `/v1/sessions/${made.sessionId}`],
      ['GET', `/v1/experiments/${experimentId}`],
      ['GET', '/v1/logs'],
      ['GET', '/v1/auth/me'],
      ['GET', '/v1/tokens'],
      ['POST', '/v1/tokens', { name: 'more' }],
      ['DELETE', `/v1/tokens/${pat.id}`],
      ['GET', '/v1/leaderboards/metrics'],
      ['GET', `/v1/files/${run.id}`],
    ] as const) {
      const response = await call(t.app, pat, method, url, payload);
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([403, NOT_FOR_THIS]);
    }
    expect((await rowOf(pat.id)).revokedAt).toBeNull();
  });

  it('is refused once revoked, expired, or altered, with the same 401', async () => {
    const revoked = await createToken(t.app, ada);
    expect((await call(t.app, ada, 'DELETE', `/v1/tokens/${revoked.id}`)).statusCode).toBe(204);
    const expired = await createToken(t.app, ada);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.id, expired.id));
    const good = await createToken(t.app, ada);
    const altered = {
      headers: { authorization: `Bearer ${good.token.slice(0, -1)}${good.token.endsWith('A') ? 'B' : 'A'}` },
    };
    for (const who of [revoked, expired, altered, { headers: { authorization: 'Bearer lf_pat_short' } }]) {
      const response = await call(t.app, who, 'POST', `/v1/experiments/${experimentId}/runs`, {});
      expect([response.statusCode, response.json()]).toEqual([401, UNAUTHORIZED]);
    }
  });

  it("reaches only its owner's runs: another user's run is a 404", async () => {
    const bob = await signIn(t.app);
    const bobs = await createToken(t.app, bob);
    const run = await createRun(t.app, ada, experimentId);
    const response = await logBatch(t.app, bobs, run.id, { batchId: 'b', metrics: points('loss', [1]) });
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Run not found', 'not_found')]);
    const create = await call(t.app, bobs, 'POST', `/v1/experiments/${experimentId}/runs`, {});
    expect(create.statusCode).toBe(404);
  });

  it('records its last use, at most once a minute', async () => {
    const pat = await createToken(t.app, ada, { name: 'reader', scopes: ['runs:write', 'runs:read'] });
    const run = await createRun(t.app, pat, experimentId);
    const first = (await rowOf(pat.id)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await call(t.app, pat, 'GET', `/v1/runs/${run.id}`);
    expect((await rowOf(pat.id)).lastUsedAt).toEqual(first);
    // A use more than a minute after the last recorded one is recorded.
    const earlier = new Date(first!.getTime() - 120_000);
    await t.db.update(accessTokens).set({ lastUsedAt: earlier }).where(eq(accessTokens.id, pat.id));
    await call(t.app, pat, 'GET', `/v1/runs/${run.id}`);
    expect((await rowOf(pat.id)).lastUsedAt!.getTime()).toBeGreaterThan(earlier.getTime() + 60_000);
    const listed = (await call(t.app, ada, 'GET', '/v1/tokens')).json().items;
    expect(listed.find((item: { id: string }) => item.id === pat.id).lastUsedAt).toMatch(/^\d{4}-/);
  });
});

describe('DELETE /v1/tokens/{tokenId}', () => {
  it('revokes once, logs it, and answers a second revocation the same without logging again', async () => {
    const pat = await createToken(t.app, ada);
    expect((await call(t.app, ada, 'DELETE', `/v1/tokens/${pat.id}`)).statusCode).toBe(204);
    const revokedAt = (await rowOf(pat.id)).revokedAt;
    expect(revokedAt).toBeInstanceOf(Date);
    expect((await call(t.app, ada, 'DELETE', `/v1/tokens/${pat.id}`)).statusCode).toBe(204);
    expect((await rowOf(pat.id)).revokedAt).toEqual(revokedAt);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, pat.id));
    expect(logged.map((l) => l.action).sort()).toEqual(['token.created', 'token.revoked']);
  });

  it("answers another user's token and a missing one with 404, leaving it live", async () => {
    const pat = await createToken(t.app, ada);
    const bob = await signIn(t.app);
    const response = await call(t.app, bob, 'DELETE', `/v1/tokens/${pat.id}`);
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Token not found', 'not_found')]);
    expect((await call(t.app, ada, 'DELETE', '/v1/tokens/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await rowOf(pat.id)).revokedAt).toBeNull();
    expect((await call(t.app, bob, 'GET', '/v1/tokens')).json().items).toEqual([]);
  });
});
