import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_QUEUE } from '../../server/jobs/job-queue';
import { installQueueSchema } from '../../server/jobs/queue-schema';
import { sqlExecutor, type SqlExecutor } from '../../server/jobs/sql-executor';
import { startWorkerLiveness, type WorkerLiveness } from '../../server/jobs/worker-liveness';
import { testDatabase } from '../support/api/harness';

// A step pg-boss has handed to a worker that died before claiming it (SIGKILL between the fetch
// and the claim) goes back to the queue at the next beat of a live worker, not after the queue's
// hour-long expiry; steps that are claimed, or only just started, are left alone.

let sql: SqlExecutor;
let liveness: WorkerLiveness;
beforeAll(async () => {
  sql = sqlExecutor((await testDatabase()).db);
  // The in-process test database gets the queue schema when a job queue starts; here, directly.
  await installQueueSchema(async (text) => (await sql.executeSql(text)) as { rows: Array<Record<string, unknown>> });
  liveness = await startWorkerLiveness(sql, () => {}, [STEP_QUEUE]);
});
afterAll(() => liveness.stop());

async function activeJob(startedSecondsAgo: number): Promise<string> {
  const id = randomUUID();
  await sql.executeSql(
    `INSERT INTO pgboss.job (id, name, data, state, started_on)
     VALUES ($1, $2, '{}'::jsonb, 'active', now() - make_interval(secs => $3))`,
    [id, STEP_QUEUE, startedSecondsAgo],
  );
  return id;
}

const stateOf = async (id: string) =>
  ((await sql.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0] as { state: string }).state;

describe('worker liveness', () => {
  it('hands back a running step nobody claimed, and leaves claimed and fresh ones running', async () => {
    const orphan = await activeJob(60);
    const claimed = await activeJob(60);
    await liveness.claim(STEP_QUEUE, claimed);
    const fresh = await activeJob(1);

    expect(await liveness.beat()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(orphan)).toBe('retry');
    expect(await stateOf(claimed)).toBe('active');
    expect(await stateOf(fresh)).toBe('active');
    await liveness.release(claimed);
  });
});
