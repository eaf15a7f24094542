import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP } from '../../server/db/capped-count';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// GET /v1/logs at its edges: inclusive date bounds to the microsecond, and the capped count.

let t: TestApp;
let ada: SignedIn;
let many: SignedIn;

const insertAt = (who: SignedIn, action: string, createdAt: string) =>
  t.db.execute(sql`INSERT INTO activity_logs (user_id, entity_type, entity_id, action, message, created_at)
    VALUES (${who.user.id}, 'workspace', 'w-1', ${action}, 'm', ${createdAt}::timestamptz)`);

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  many = await signIn(t.app);
  await insertAt(ada, 'day.start', '2026-01-10T00:00:00.000Z');
  await insertAt(ada, 'day.last-microsecond', '2026-01-10T23:59:59.999500Z');
  await insertAt(ada, 'next.day', '2026-01-11T00:00:00.000Z');
  await t.db.execute(sql`INSERT INTO activity_logs (user_id, entity_type, entity_id, action, level, message, created_at)
    SELECT ${many.user.id}, 'idea', 'idea-' || (i % 50), 'idea.scored', CASE WHEN i % 1000 = 0 THEN 'error' ELSE 'info' END,
      'Scored ' || i, now() - i * interval '1 second'
    FROM generate_series(1, ${EXACT_COUNT_CAP + 500}) AS i`);
  await t.db.execute(sql`ANALYZE activity_logs`);
});
afterAll(() => t.close());

const logs = (who: SignedIn, query: Record<string, string>) =>
  t.app
    .inject({ method: 'GET', url: `/v1/logs?${new URLSearchParams(query)}`, headers: who.headers })
    .then((r) => r.json());

describe('GET /v1/logs date bounds', () => {
  it('includes rows on both bounds, to the last microsecond of the end millisecond', async () => {
    const body = await logs(ada, { startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-01-10T23:59:59.999Z' });
    expect(body.items.map((r: { action: string }) => r.action)).toEqual(['day.last-microsecond', 'day.start']);
    expect(body.total).toBe(2);
    expect(body.totalEstimated).toBeUndefined();
  });

  it('a start after the end matches nothing', async () => {
    expect(await logs(ada, { startDate: '2026-01-11T00:00:00.000Z', endDate: '2026-01-10T00:00:00.000Z' })).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('GET /v1/logs totals', () => {
  it(`counts exactly up to ${EXACT_COUNT_CAP} matches`, async () => {
    const body = await logs(many, { level: 'error' });
    expect(body.total).toBe(10);
    expect(body.totalEstimated).toBeUndefined();
  });

  it('past the cap answers an estimate, flagged, never below the cap', async () => {
    const body = await logs(many, { limit: '100' });
    expect(body.items).toHaveLength(100);
    expect(body.totalEstimated).toBe(true);
    expect(body.total).toBeGreaterThan(EXACT_COUNT_CAP);
    // The planner's estimate from fresh statistics: close, not exact.
    expect(Math.abs(body.total - (EXACT_COUNT_CAP + 500))).toBeLessThan(2_000);
  });
});
