import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';
import { sqlExecutor, type SqlExecutor } from './sql-executor';
import { startWorkerLiveness, type WorkerLiveness } from './worker-liveness';

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
  /** Wakes idle workers in every process when a job is sent anywhere. */
  notifier: Notifier;
  /** Embedded PGlite: the one worker process hands back jobs a dead process left 'active'. */
  embedded: boolean;
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
  const executor = sqlExecutor(db);
  // A step of a large model session (hundreds of reviews at LLM_CONCURRENCY) can run long: an
  // hour before the queue itself gives up on it. A dead worker's steps come back far sooner
  // (worker-liveness.ts); embedded PGlite hands them back at start.
  const { log, notifier, embedded, pollingIntervalSeconds = 2, retryLimit = 2, expireInSeconds = 60 * 60 } = options;
  const boss = new PgBoss({ db: executor, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const workerIds: string[] = [];
  const wakeAll = () => {
    for (const wid of workerIds) boss.notifyWorker(wid);
  };
  let stopWaking: (() => void) | null = null;
  let liveness: WorkerLiveness | null = null;
  let started: Promise<void> | null = null;

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        // Installed with the migrations (queue-schema.ts); created here only for a database
        // opened without them, as the API tests' in-process PGlite is.
        if (!(await boss.getQueue(STEP_QUEUE))) await boss.createQueue(STEP_QUEUE);
      })();
      return started;
    },

    async work(handler, workers) {
      if (embedded) await handBackOrphans(executor);
      stopWaking ??= notifier.subscribe(CHANNELS.jobs, wakeAll);
      liveness ??= await startWorkerLiveness(
        executor,
        (count) => {
          log.warn({ steps: count }, 'a worker stopped beating: its steps go back to the queue');
          wakeAll();
        },
        [STEP_QUEUE],
      );
      const run = claimed(liveness, handler, wakeAll);
      for (let i = 0; i < workers; i++) {
        workerIds.push(await boss.work<StepJob>(STEP_QUEUE, { pollingIntervalSeconds, includeMetadata: true }, run));
      }
    },

    async enqueue(job) {
      await boss.send(STEP_QUEUE, job, { id: stepJobId(job), retryLimit, retryDelay: 1, expireInSeconds });
      // Workers in this process wake at once; those elsewhere when the notification arrives.
      await notifier.publish(CHANNELS.jobs, STEP_QUEUE);
    },

    async stop() {
      stopWaking?.();
      if (!started) return;
      await started.catch(() => {});
      // Graceful: running steps have been aborted by their owner; wait for them to settle.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await liveness?.stop();
    },
  };
}

/**
 * Embedded PGlite has one worker by construction: a job still 'active' before its workers start
 * was running in a process that died. Hand it back now instead of after its expiry.
 */
async function handBackOrphans(executor: SqlExecutor): Promise<void> {
  await executor.executeSql(
    `UPDATE pgboss.job SET state = 'retry', started_on = NULL WHERE name = $1 AND state = 'active'`,
    [STEP_QUEUE],
  );
}

/** A step run under this worker's claim, so a live worker can hand it back if this one dies. */
function claimed(liveness: WorkerLiveness, handler: StepHandler, wakeAll: () => void) {
  return async ([job]: Array<PgBoss.JobWithMetadata<StepJob>>) => {
    await liveness.claim(STEP_QUEUE, job.id);
    try {
      await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    } finally {
      await liveness.release(job.id).catch(() => {});
    }
    // The step has enqueued its successor: start it now rather than at the next poll.
    wakeAll();
  };
}
