import type { FastifyBaseLogger } from 'fastify';
import { ADMINISTRATOR_HELP } from '../../src/domain/administrator-help';
import type { Database } from '../db/connect';
import type { LiteratureSearch } from '../literature/literature-search';
import { CHANNELS, type Notifier } from '../events/notifier';
import { createJobQueue } from '../jobs/job-queue';
import type { SessionRow } from './engine-store';
import { createOfflineAgents } from './offline/offline-agents';
import { createSessionRunner, type EngineHooks } from './session-runner';
import type { EngineAgents, EngineKind } from './types';

// The Co-Scientist as the app sees it: sessions are started, cancelled and resumed here; the
// steps run as durable jobs on workers that start with the app and stop when it closes.

export interface CoScientistOptions {
  db: Database;
  notifier: Notifier;
  /** Embedded PGlite (see JobQueueOptions.embedded). */
  embedded: boolean;
  log: FastifyBaseLogger;
  /** Model-backed agents, or null when no model is configured (sessions run offline). */
  modelAgents: EngineAgents | null;
  startWorkers: boolean;
  workers?: number;
  pollingIntervalSeconds?: number;
  hooks?: EngineHooks;
  /** The configured literature sources; none means novelty is judged within the session only. */
  literature: LiteratureSearch;
}

export function createCoScientist(options: CoScientistOptions) {
  const { db, log, modelAgents, notifier } = options;
  const queue = createJobQueue(db, {
    log,
    notifier,
    embedded: options.embedded,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  const offline = createOfflineAgents();
  const agentsFor = (session: SessionRow): EngineAgents => {
    if (session.engine === 'offline') return offline;
    // Never quietly finish a model session offline: its ideas would carry the wrong label.
    if (!modelAgents) throw new Error(ADMINISTRATOR_HELP.noModel('session'));
    return modelAgents;
  };
  const runner = createSessionRunner({
    db,
    log,
    agentsFor,
    enqueue: (job) => queue.enqueue(job),
    hooks: options.hooks,
    literature: options.literature,
  });
  let stopHearingCancels: (() => void) | null = null;

  return {
    /** The engine a session started now runs on. */
    engine: (modelAgents ? 'model' : 'offline') as EngineKind,
    agentsFor,
    async start(): Promise<void> {
      await queue.start();
      if (!options.startWorkers) return;
      // A session cancelled on any web instance stops its running step here at once.
      stopHearingCancels = notifier.subscribe(CHANNELS.cancellations, (sessionId) => runner.abortSession(sessionId));
      await queue.work(runner.runStep, options.workers ?? 2);
      // A failed recovery must not keep the app from serving: the sessions wait for a restart.
      try {
        const resumed = await runner.recover();
        if (resumed > 0) log.info({ sessions: resumed }, 'resuming unfinished Co-Scientist sessions');
      } catch (error) {
        log.error({ err: error }, 'could not resume unfinished Co-Scientist sessions');
      }
    },
    async begin(sessionId: string): Promise<void> {
      await queue.start();
      await queue.enqueue({ sessionId, step: 'plan' });
    },
    /** Call after the cancellation committed: the step's worker may be in another process. */
    async cancel(sessionId: string): Promise<void> {
      await notifier.publish(CHANNELS.cancellations, sessionId);
    },
    async stop(): Promise<void> {
      stopHearingCancels?.();
      runner.abortAll();
      await queue.stop();
    },
  };
}

export type CoScientist = ReturnType<typeof createCoScientist>;
