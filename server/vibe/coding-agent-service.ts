import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';
import { createQueue, type QueueSpec } from '../jobs/job-queue';
import { VIBE_QUEUE } from '../jobs/queue-names';
import type { VibeHooks, VibeJobDeps } from './job/job-run';
import { createVibeRunner, type VibeJob } from './job/vibe-job';
import type { VibeEngineLabel } from './vibe-types';

// The coding agent as the app sees it: sessions are queued from the HTTP role and run by the
// workers of the engine role (like dataset profiles); a cancellation heard from any instance
// stops the running job (docs/architecture.md, "The coding agent").

// One job per session, its id the session's, so a trigger and a retry never queue it twice. A
// model session writes many files one call at a time: an hour before the queue gives up on it;
// a dead worker's session comes back sooner through its claim (worker-liveness.ts).
export const VIBE_QUEUE_SPEC: QueueSpec<VibeJob> = {
  name: VIBE_QUEUE,
  jobId: (job) => job.vibeSessionId,
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  claimed: true,
};

/** Sessions one worker process runs at once: mostly waiting on git, checks or a model. */
const VIBE_WORKERS = 2;

export interface CodingAgentServiceOptions extends Omit<VibeJobDeps, 'db' | 'log' | 'hooks'> {
  db: Database;
  notifier: Notifier;
  embedded: boolean;
  log: FastifyBaseLogger;
  /** Run the sessions' jobs here; they are queued either way. */
  startWorkers: boolean;
  hooks?: VibeHooks;
}

export function createCodingAgentService(options: CodingAgentServiceOptions) {
  const { db, notifier, log } = options;
  const queue = createQueue(db, VIBE_QUEUE_SPEC, { log, notifier, embedded: options.embedded });
  const runner = createVibeRunner({ ...options, db, log });
  let stopHearingCancels: (() => void) | null = null;
  return {
    /** The engine a session triggered now runs on. */
    engine: options.agent.engine as VibeEngineLabel,
    /** A remote is configured: finished branches are pushed. */
    remoteConfigured: options.publish !== null,
    async start(): Promise<void> {
      await queue.start();
      if (!options.startWorkers) return;
      // Session ids are UUIDs apart from Co-Scientist sessions': both listen on one channel.
      stopHearingCancels = notifier.subscribe(CHANNELS.cancellations, (id) => runner.abort(id));
      await queue.work(runner.runJob, VIBE_WORKERS);
    },
    /** Queues a session inside the transaction that stores it; call wake() after it commits. */
    enqueue: (vibeSessionId: string, tx: Transaction) => queue.enqueue({ vibeSessionId }, tx),
    wake: () => queue.wake(),
    /** Call after the cancellation committed: the session's worker may be in another process. */
    cancel: (vibeSessionId: string) => notifier.publish(CHANNELS.cancellations, vibeSessionId),
    async stop(): Promise<void> {
      stopHearingCancels?.();
      runner.abortAll();
      await queue.stop();
    },
  };
}

export type CodingAgentService = ReturnType<typeof createCodingAgentService>;
