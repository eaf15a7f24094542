import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/connect';
import type { Notifier } from '../events/notifier';
import { createQueue, type QueueSpec } from '../jobs/job-queue';
import { PROFILE_QUEUE } from '../jobs/queue-names';
import type { FileStorage } from './file-storage';
import { runProfileJob, type ProfileJob } from './profile-job';

// Uploads are profiled in the background, on the worker role only (the engine thread of
// ROLE=all, or ROLE=worker): the thread that serves HTTP queues profiles and never runs one.

// A profile streams its file twice and is stored in one transaction, so a retried one writes
// once. It is claimed for worker liveness like a step: a dead worker's profile is handed back
// within seconds and made again by a live one, rather than after its fifteen-minute expiry.
export const PROFILE_QUEUE_SPEC: QueueSpec<ProfileJob> = {
  name: PROFILE_QUEUE,
  // One profile per upload: its dataset's UUID is the job's id.
  jobId: (job) => job.datasetId,
  retryLimit: 2,
  expireInSeconds: 15 * 60,
  claimed: true,
};

/** Profiles one worker process runs at once: each is CPU work on that thread. */
const PROFILE_WORKERS = 1;

export interface DatasetProfilerOptions {
  db: Database;
  notifier: Notifier;
  embedded: boolean;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** Run the profile jobs here; profiles are queued either way. */
  startWorkers: boolean;
}

export interface DatasetProfiler {
  start(): Promise<void>;
  /** Queues an upload's profile inside the transaction that stores it; call wake() after it commits. */
  enqueue(datasetId: string, tx: Transaction): Promise<void>;
  wake(): Promise<void>;
  stop(): Promise<void>;
}

export function createDatasetProfiler(options: DatasetProfilerOptions): DatasetProfiler {
  const { db, log, storage } = options;
  const queue = createQueue(db, PROFILE_QUEUE_SPEC, { log, notifier: options.notifier, embedded: options.embedded });
  const stopping = new AbortController();
  return {
    async start() {
      await queue.start();
      if (!options.startWorkers) return;
      const context = { db, storage, log, signal: stopping.signal };
      await queue.work((job, meta) => runProfileJob(context, job, meta), PROFILE_WORKERS);
    },
    enqueue: (datasetId, tx) => queue.enqueue({ datasetId }, tx),
    wake: () => queue.wake(),
    async stop() {
      stopping.abort();
      await queue.stop();
    },
  };
}
