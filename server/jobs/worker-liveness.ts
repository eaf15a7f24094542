import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlExecutor } from './sql-executor';

// Each engine worker process beats every few seconds and claims the jobs it runs. A live worker
// hands the claimed jobs of a silent one (SIGKILL, a lost machine) back to the queue, so a step
// is retried within seconds by whoever is left, not after the queue's expiry. A step commits in
// one transaction with its done-mark, so a retried step never writes twice.

export const HEARTBEAT_MS = 3_000;
/** Silent this long, a worker is dead: several missed beats, so a slow tick is not a death. */
export const DEAD_AFTER_SECONDS = 15;

export interface WorkerLiveness {
  id: string;
  claim(queue: string, jobId: string): Promise<void>;
  release(jobId: string): Promise<void>;
  /** Beats now and hands back the jobs of dead workers; the number handed back. */
  beat(): Promise<number>;
  stop(): Promise<void>;
}

export async function startWorkerLiveness(
  sql: SqlExecutor,
  onReclaimed: (count: number) => void,
  /** The queues whose jobs this worker claims: their unclaimed running jobs are orphans too. */
  queues: readonly string[] = [],
): Promise<WorkerLiveness> {
  const id = randomUUID();
  await sql.executeSql('INSERT INTO engine_workers (id, host, pid) VALUES ($1, $2, $3)', [id, hostname(), process.pid]);

  async function beat(): Promise<number> {
    await sql.executeSql('UPDATE engine_workers SET heartbeat_at = now() WHERE id = $1', [id]);
    const { rows } = await sql.executeSql(
      `WITH dead AS (
         DELETE FROM engine_workers WHERE heartbeat_at < now() - make_interval(secs => $1) RETURNING id
       ), orphans AS (
         DELETE FROM job_claims WHERE worker_id IN (SELECT id FROM dead) RETURNING job_id, queue
       )
       UPDATE pgboss.job j SET state = 'retry', started_on = NULL
       FROM orphans o WHERE j.id = o.job_id AND j.name = o.queue AND j.state = 'active'
       RETURNING j.id`,
      [DEAD_AFTER_SECONDS],
    );
    // A worker claims a job the moment pg-boss hands it over; one killed in between leaves the job
    // 'active' with no claim, which would otherwise wait for the queue's hour-long expiry.
    const { rows: unclaimed } = queues.length
      ? await sql.executeSql(
          `UPDATE pgboss.job j SET state = 'retry', started_on = NULL
           WHERE j.name = ANY($2::text[]) AND j.state = 'active'
             AND j.started_on < now() - make_interval(secs => $1)
             AND NOT EXISTS (SELECT 1 FROM job_claims c WHERE c.job_id = j.id)
           RETURNING j.id`,
          [DEAD_AFTER_SECONDS, queues],
        )
      : { rows: [] };
    return rows.length + unclaimed.length;
  }

  let stopped = false;
  const timer = setInterval(() => {
    beat().then(
      (count) => count > 0 && onReclaimed(count),
      () => {}, // the database is away; the next beat tries again
    );
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    id,
    claim: async (queue, jobId) =>
      void (await sql.executeSql(
        'INSERT INTO job_claims (job_id, queue, worker_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET worker_id = $3',
        [jobId, queue, id],
      )),
    release: async (jobId) =>
      void (await sql.executeSql('DELETE FROM job_claims WHERE job_id = $1 AND worker_id = $2', [jobId, id])),
    beat,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      // A clean stop: this worker's claims go with it (its steps were aborted and handed back).
      await sql.executeSql('DELETE FROM job_claims WHERE worker_id = $1', [id]).catch(() => {});
      await sql.executeSql('DELETE FROM engine_workers WHERE id = $1', [id]).catch(() => {});
    },
  };
}
