import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_QUEUE_SPEC } from '../../server/files/dataset-profiler';
import { STEP_QUEUE_SPEC } from '../../server/jobs/job-queue';
import { QUEUE_NAMES } from '../../server/jobs/queue-names';
import { installQueueSchema } from '../../server/jobs/queue-schema';
import { sqlExecutor, type SqlExecutor } from '../../server/jobs/sql-executor';
import { startWorkerLiveness, type WorkerLiveness } from '../../server/jobs/worker-liveness';
import { VIBE_QUEUE_SPEC } from '../../server/vibe/coding-agent-service';
import { testDatabase } from '../support/api/harness';

// A job pg-boss has handed to a worker that died before claiming it (SIGKILL between the fetch
// and the claim) goes back to the queue at the next beat of a live worker, not after the queue's
// expiry; jobs that are claimed, or only just started, are left alone. Every queue is covered:
// Co-Scientist steps, upload profiles and coding sessions.

const SPECS = [STEP_QUEUE_SPEC, PROFILE_QUEUE_SPEC, VIBE_QUEUE_SPEC];

let sql: SqlExecutor;
let liveness: WorkerLiveness;
beforeAll(async () => {
  sql = sqlExecutor((await testDatabase()).db);
  // The in-process test database gets the queue schema when a job queue starts; here, directly.
  await installQueueSchema(async (text) => (await sql.executeSql(text)) as { rows: Array<Record<string, unknown>> });
  liveness = await startWorkerLiveness(
    sql,
    () => {},
    SPECS.map((spec) => spec.name),
  );
});
afterAll(() => liveness.stop());

async function activeJob(queue: string, startedSecondsAgo: number): Promise<string> {
  const id = randomUUID();
  await sql.executeSql(
    `INSERT INTO pgboss.job (id, name, data, state, started_on)
     VALUES ($1, $2, '{}'::jsonb, 'active', now() - make_interval(secs => $3))`,
    [id, queue, startedSecondsAgo],
  );
  return id;
}

const stateOf = async (id: string) =>
  ((await sql.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0] as { state: string }).state;

describe('worker liveness', () => {
  it('covers every queue of the app', () => {
    expect(SPECS.map((spec) => spec.name).sort()).toEqual([...QUEUE_NAMES].sort());
    expect(SPECS.filter((spec) => !spec.claimed).map((spec) => spec.name)).toEqual([]);
  });

  it.each(SPECS.map((spec) => spec.name))(
    'hands back a running %s job nobody claimed, and leaves claimed and fresh ones running',
    async (queue) => {
      const orphan = await activeJob(queue, 60);
      const claimed = await activeJob(queue, 60);
      await liveness.claim(queue, claimed);
      const fresh = await activeJob(queue, 1);

      expect(await liveness.beat()).toBeGreaterThanOrEqual(1);
      expect(await stateOf(orphan)).toBe('retry');
      expect(await stateOf(claimed)).toBe('active');
      expect(await stateOf(fresh)).toBe('active');
      await liveness.release(claimed);
    },
  );
});
