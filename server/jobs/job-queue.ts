import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connect';
import { sqlExecutor } from './sql-executor';

// Durable jobs on pg-boss 10, over PostgreSQL or the embedded PGlite alike. One queue carries
// the Co-Scientist's steps; a step's job id is derived from session + step, so sending the same
// step twice (a retry racing a recovery) enqueues it once.

export const STEP_QUEUE = 'coscientist-step';

export interface StepJob {
  sessionId: string;
  step: string;
}

export interface JobMeta {
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

export type StepHandler = (job: StepJob, meta: JobMeta) => Promise<void>;

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** Idle polling; a sent job wakes the local workers at once. */
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  /** Longest a step may run before another worker may take it over. */
  expireInSeconds?: number;
}

export interface JobQueue {
  start(): Promise<void>;
  work(handler: StepHandler, workers: number): Promise<void>;
  enqueue(job: StepJob): Promise<void>;
  stop(): Promise<void>;
}

/** A UUID from the job's identity: the same session and step always get the same id. */
export function stepJobId(job: StepJob): string {
  const h = createHash('sha256').update(`${job.sessionId}:${job.step}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const { executor, singleProcess } = sqlExecutor(db);
  // A step of a large model session (hundreds of reviews at LLM_CONCURRENCY) can run long: an
  // hour before another worker may take it over (PGlite hands orphans back at start anyway).
  const { log, pollingIntervalSeconds = 2, retryLimit = 2, expireInSeconds = 60 * 60 } = options;
  const boss = new PgBoss({ db: executor, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const workerIds: string[] = [];
  let started: Promise<void> | null = null;

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        await boss.createQueue(STEP_QUEUE);
        // Embedded PGlite is one process by construction: a job still 'active' at start-up was
        // running in a process that died. Hand it back now instead of after its expiry.
        if (singleProcess) {
          await executor.executeSql(`UPDATE pgboss.job SET state = 'retry', started_on = NULL WHERE name = $1 AND state = 'active'`, [STEP_QUEUE]);
        }
      })();
      return started;
    },

    async work(handler, workers) {
      for (let i = 0; i < workers; i++) {
        const id = await boss.work<StepJob>(STEP_QUEUE, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
          await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
          // The step has enqueued its successor: start it now rather than at the next poll.
          for (const wid of workerIds) boss.notifyWorker(wid);
        });
        workerIds.push(id);
      }
    },

    async enqueue(job) {
      await boss.send(STEP_QUEUE, job, { id: stepJobId(job), retryLimit, retryDelay: 1, expireInSeconds });
      for (const wid of workerIds) boss.notifyWorker(wid);
    },

    async stop() {
      if (!started) return;
      await started.catch(() => {});
      // Graceful: running steps have been aborted by their owner; wait for them to settle.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
