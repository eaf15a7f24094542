import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';
import { STEP_QUEUE } from './queue-names';
import { sqlExecutor, transactionExecutor, type SqlExecutor } from './sql-executor';
import { startWorkerLiveness, type WorkerLiveness } from './worker-liveness';

// Durable jobs on pg-boss 10, over PostgreSQL or the embedded PGlite alike. Each queue is a
// QueueSpec: the Co-Scientist's steps (a step's job id is derived from session + step, so sending
// the same step twice, a retry racing a recovery, enqueues it once) and dataset profiles.

export { STEP_QUEUE } from './queue-names';

export interface StepJob {
  sessionId: string;
  step: string;
}

export interface JobMeta {
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: T, meta: JobMeta) => Promise<void>;
export type StepHandler = JobHandler<StepJob>;

export interface QueueSpec<T> {
  name: string;
  /** The same job always gets the same id (a UUID), so sending it twice queues it once. */
  jobId?: (job: T) => string;
  retryLimit: number;
  /** Longest a job may run before another worker may take it over. */
  expireInSeconds: number;
  /** Workers claim each running job, so a live worker hands back a dead one's (worker-liveness.ts). */
  claimed: boolean;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** Wakes idle workers in every process when a job is sent anywhere. */
  notifier: Notifier;
  /** Embedded PGlite: the one worker process hands back jobs a dead process left 'active'. */
  embedded: boolean;
  /** Idle polling; a sent job wakes the local workers at once. */
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  expireInSeconds?: number;
}

export interface JobQueue<T = StepJob> {
  start(): Promise<void>;
  work(handler: JobHandler<T>, workers: number): Promise<void>;
  /** Inside `tx` the job commits or rolls back with that transaction; call wake() after the commit. */
  enqueue(job: T, tx?: Transaction): Promise<void>;
  /** Tells idle workers in every process that a job is waiting. */
  wake(): Promise<void>;
  stop(): Promise<void>;
}

/** A UUID from the job's identity: the same session and step always get the same id. */
export function stepJobId(job: StepJob): string {
  const h = createHash('sha256').update(`${job.sessionId}:${job.step}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// A step of a large model session (hundreds of reviews at LLM_CONCURRENCY) can run long: an
// hour before the queue itself gives up on it. A dead worker's steps come back far sooner
// (worker-liveness.ts); embedded PGlite hands them back at start.
export const STEP_QUEUE_SPEC: QueueSpec<StepJob> = {
  name: STEP_QUEUE,
  jobId: stepJobId,
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  claimed: true,
};

/** The Co-Scientist's step queue. */
export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue<StepJob> {
  return createQueue(db, STEP_QUEUE_SPEC, options);
}

export function createQueue<T extends object>(db: Database, spec: QueueSpec<T>, options: JobQueueOptions): JobQueue<T> {
  const executor = sqlExecutor(db);
  const { log, notifier, embedded, pollingIntervalSeconds = 2 } = options;
  const { name } = spec;
  const retryLimit = options.retryLimit ?? spec.retryLimit;
  const expireInSeconds = options.expireInSeconds ?? spec.expireInSeconds;
  const boss = new PgBoss({ db: executor, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error: Error) => log.error({ err: error, queue: name }, 'job queue error'));
  const workerIds: string[] = [];
  const wakeAll = () => {
    for (const wid of workerIds) boss.notifyWorker(wid);
  };
  let stopWaking: (() => void) | null = null;
  let liveness: WorkerLiveness | null = null;
  let started: Promise<void> | null = null;
  const wake = () => notifier.publish(CHANNELS.jobs, name);

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        // Installed with the migrations (queue-schema.ts); created here only for a database
        // opened without them, as the API tests' in-process PGlite is.
        if (!(await boss.getQueue(name))) await boss.createQueue(name);
      })();
      return started;
    },

    async work(handler, workers) {
      if (embedded) await handBackOrphans(executor, name);
      stopWaking ??= notifier.subscribe(CHANNELS.jobs, wakeAll);
      if (spec.claimed) liveness ??= await startLiveness(executor, name, log, wakeAll);
      const run = runJob(name, liveness, handler, wakeAll);
      for (let i = 0; i < workers; i++) {
        workerIds.push(await boss.work<T>(name, { pollingIntervalSeconds, includeMetadata: true }, run));
      }
    },

    async enqueue(job, tx) {
      const id = spec.jobId?.(job);
      const within = tx && { db: transactionExecutor(tx) };
      await boss.send(name, job, { ...(id && { id }), ...within, retryLimit, retryDelay: 1, expireInSeconds });
      // Workers in this process wake at once; those elsewhere when the notification arrives.
      if (!tx) await wake();
    },

    wake,

    async stop() {
      stopWaking?.();
      if (!started) return;
      await started.catch(() => {});
      // Graceful: running jobs have been aborted by their owner; wait for them to settle.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await liveness?.stop();
    },
  };
}

function startLiveness(executor: SqlExecutor, queue: string, log: FastifyBaseLogger, wakeAll: () => void) {
  return startWorkerLiveness(
    executor,
    (count) => {
      log.warn({ jobs: count, queue }, 'a worker stopped beating: its jobs go back to the queue');
      wakeAll();
    },
    [queue],
  );
}

/**
 * Embedded PGlite has one worker by construction: a job still 'active' before its workers start
 * was running in a process that died. Hand it back now instead of after its expiry.
 */
async function handBackOrphans(executor: SqlExecutor, queue: string): Promise<void> {
  await executor.executeSql(
    `UPDATE pgboss.job SET state = 'retry', started_on = NULL WHERE name = $1 AND state = 'active'`,
    [queue],
  );
}

/** A job run, under this worker's claim when the queue claims its jobs. */
function runJob<T>(queue: string, liveness: WorkerLiveness | null, handler: JobHandler<T>, wakeAll: () => void) {
  return async ([job]: Array<PgBoss.JobWithMetadata<T>>) => {
    await liveness?.claim(queue, job.id);
    try {
      await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    } finally {
      await liveness?.release(job.id).catch(() => {});
    }
    // A step has enqueued its successor: start it now rather than at the next poll.
    wakeAll();
  };
}
