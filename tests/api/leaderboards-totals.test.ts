import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '../../server/db/schema/experiments';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, makeExperiment, points, type MadeExperiment } from '../support/api/run-support';

// A board's total past 10,000 runs is the database's estimate, flagged (docs/decisions/004), while
// paging still says exactly whether more follow; and the direction read for one key keeps every
// rule of the declared directions.

const SEEDED = 10_050;
let t: TestApp;
let ada: SignedIn;
let made: MadeExperiment;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
  made = await makeExperiment(t.app, ada);
  // Runs and their 'accuracy' summaries in SQL, as a bulk load would: run i started i minutes ago.
  await t.db.execute(sql`
    with r as (
      insert into experiment_runs (user_id, workspace_id, experiment_id, name, status, started_at)
      select ${ada.user.id}, ${made.workspaceId}, ${made.experimentId}, 'run-' || i, 'finished',
        now() - i * interval '1 minute'
      from generate_series(1, ${SEEDED}) as i
      returning id, started_at
    )
    insert into run_metric_summaries (run_id, user_id, workspace_id, experiment_id, key, last_value, last_step,
      last_timestamp, min_value, max_value, min_step, max_step, run_started_at)
    select r.id, ${ada.user.id}, ${made.workspaceId}, ${made.experimentId}, 'accuracy', 0.5, 1, now(), 0.5, 0.5, 1, 1, r.started_at from r`);
  await t.db.execute(sql`analyze run_metric_summaries`);
}, 120_000);
afterAll(() => t.close());

const board = async (key: string, query: string) => {
  const response = await call(t.app, ada, 'GET', `/v1/leaderboards/metrics/${key}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the total of a large board', () => {
  it('is an estimate past 10,000 runs, flagged, never below what was counted', async () => {
    const body = await board('accuracy', 'pageSize=100');
    expect(body).toMatchObject({ totalEstimated: true, page: 1, hasMore: true, hasPrevious: false });
    expect(body.total).toBeGreaterThan(10_000);
    expect(body.items.map((row: { rank: number }) => row.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('says on the last page that no more follow, whatever the estimate', async () => {
    const body = await board('accuracy', 'pageSize=100&page=101');
    expect(body).toMatchObject({ totalEstimated: true, hasMore: false });
    expect(body.items).toHaveLength(SEEDED - 10_000);
    expect(body.items.at(-1).rank).toBe(SEEDED);
  });

  it('is exact, and not flagged, when a filter leaves 10,000 runs or fewer', async () => {
    const since = new Date(Date.now() - 100.5 * 60_000).toISOString();
    const body = await board('accuracy', `since=${encodeURIComponent(since)}`);
    expect(body).toMatchObject({ total: 100, totalPages: 5, hasMore: true });
    expect(body).not.toHaveProperty('totalEstimated');
  });
});

describe("one key's direction", () => {
  it("ignores a newer experiment whose metric plan does not parse, and follows an older one's", async () => {
    const older = await makeExperiment(t.app, ada, { workspaceId: made.workspaceId, goal: 'Older', idea: 'Older' });
    const newer = await makeExperiment(t.app, ada, { workspaceId: made.workspaceId, goal: 'Newer', idea: 'Newer' });
    const plan = (metrics: unknown) => ({ metrics, primaryMetric: null });
    await t.db
      .update(experiments)
      .set(plan([{ name: 'perplexity', direction: 'minimize', unit: '' }]))
      .where(eq(experiments.id, older.experimentId));
    // Names perplexity, but the whole list does not parse: the experiment page reports it.
    await t.db
      .update(experiments)
      .set(plan([{ name: 'perplexity', direction: 'maximize', unit: '' }, { name: 'broken' }]))
      .where(eq(experiments.id, newer.experimentId));
    const created = await createRun(t.app, ada, older.experimentId);
    await logBatch(t.app, ada, created.id, { batchId: 'p', metrics: points('perplexity', [12, 9]) });
    expect(await board('perplexity', '')).toMatchObject({ direction: 'minimize', total: 1, items: [{ value: 9 }] });
  });
});
