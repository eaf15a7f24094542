import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mutate } from '../activity/mutate';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema';
import type { JobMeta, StepJob } from '../jobs/job-queue';
import type { SessionConfig } from '../sessions/session-config';
import { progressOf } from '../sessions/session-progress';
import { UsageMeter } from './budget';
import { doneSteps, loadSession, type SessionRow } from './engine-store';
import { PHASES } from './phases/phases';
import { commitStep } from './step-commit';
import { parseStep, stepKey } from './steps';
import type { AgentContext, EngineAgents, ResearchPlan } from './types';

// Runs one step of one session, as a job. A step that is already done only passes the baton;
// a cancelled or finished session is left alone; a failure is retried by the queue and, after
// the last attempt, fails the session with an error row the user can read.

export class StepAborted extends Error {
  constructor(readonly reason: 'shutdown' | 'cancelled') {
    super(reason === 'shutdown' ? 'The server is shutting down' : 'The session was cancelled');
  }
}

export interface EngineHooks {
  /** Test seam: awaited before a step thinks, with the step's abort signal. */
  beforeStep?: (sessionId: string, step: string, signal: AbortSignal) => Promise<void>;
}

export interface RunnerDeps {
  db: Database;
  agentsFor: (session: SessionRow) => EngineAgents;
  enqueue: (job: StepJob) => Promise<void>;
  log: FastifyBaseLogger;
  hooks?: EngineHooks;
}

const PLAN_PENDING = { seed: '', objective: '', keywords: [], preferences: [], constraints: [], criteria: [], safety: { ok: true, concerns: [] } } satisfies ResearchPlan;

export function createSessionRunner(deps: RunnerDeps) {
  const { db, log } = deps;
  const running = new Map<string, AbortController>();

  async function runStep(job: StepJob, meta: JobMeta): Promise<void> {
    // PGlite runs queries on this thread and resolves them as microtasks: without a yield, a
    // whole session would run as one chain and starve HTTP requests until it finished.
    await yieldToEventLoop();
    const loaded = await loadSession(db, job.sessionId);
    if (!loaded || !['queued', 'running'].includes(loaded.session.status)) return;
    const { goal } = loaded;
    let { session } = loaded;
    const step = parseStep(job.step);
    const config = session.config as unknown as SessionConfig;
    if ((await doneSteps(db, session.id)).has(job.step)) {
      // Committed before, but the successor may never have been sent: send the pending step.
      const pending = progressOf(session).next;
      if (pending && pending !== job.step) await deps.enqueue({ sessionId: session.id, step: pending });
      return;
    }
    if (session.status === 'queued') session = await markRunning(session);

    const controller = new AbortController();
    running.set(session.id, controller);
    try {
      await deps.hooks?.beforeStep?.(session.id, job.step, controller.signal);
      controller.signal.throwIfAborted();
      const usage = new UsageMeter();
      const warnings: string[] = [];
      const ctx: AgentContext = {
        signal: controller.signal,
        plan: (session.plan as unknown as ResearchPlan | null) ?? PLAN_PENDING,
        goal: { title: goal.title, description: goal.description, parameters: goal.parameters },
        round: Math.max(1, step.round),
        metaReview: session.metaReview,
        onUsage: usage.record,
        onWarning: (message) => warnings.push(message),
      };
      const agents = deps.agentsFor(session);
      const outcome = await PHASES[step.kind]({ db, session, goal, step, agents, ctx, config });
      controller.signal.throwIfAborted();
      await yieldToEventLoop();
      outcome.warnings = [...warnings, ...(outcome.warnings ?? [])];
      const result = await commitStep(db, session, goal, step, outcome, usage);
      if (result.kind === 'committed' && result.next) await deps.enqueue({ sessionId: session.id, step: stepKey(result.next) });
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : null;
      if (reason instanceof StepAborted && reason.reason === 'cancelled') return;
      if (reason instanceof StepAborted) throw reason;
      await recordFailure(session, job.step, error, meta);
      if (meta.retryCount < meta.retryLimit) throw error;
    } finally {
      if (running.get(session.id) === controller) running.delete(session.id);
    }
  }

  async function markRunning(session: SessionRow): Promise<SessionRow> {
    return mutate(db, { id: session.userId }, async (tx, record) => {
      const [row] = await tx
        .update(sessions)
        .set({ status: 'running', startedAt: sql`coalesce(${sessions.startedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(sessions.id, session.id))
        .returning();
      record({ entityType: 'session', entityId: session.id, action: 'session.started', message: `Session started on the ${session.engine} engine`, metadata: { workspaceId: session.workspaceId, goalId: session.goalId } });
      return row;
    });
  }

  async function recordFailure(session: SessionRow, step: string, error: unknown, meta: JobMeta): Promise<void> {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const last = meta.retryCount >= meta.retryLimit;
    log.warn({ err: error, sessionId: session.id, step }, last ? 'session step failed for good' : 'session step failed, retrying');
    const metadata = { workspaceId: session.workspaceId, goalId: session.goalId, step, attempt: meta.retryCount + 1 };
    await mutate(db, { id: session.userId }, async (tx, record) => {
      if (last) {
        const message = `Step ${step} failed after ${meta.retryCount + 1} attempts: ${detail}`;
        const [row] = await tx
          .update(sessions)
          .set({ status: 'failed', error: message, finishedAt: sql`now()`, updatedAt: sql`now()`, progress: sql`${sessions.progress} || jsonb_build_object('phase', 'failed', 'activity', ${message}::text)` })
          .where(eq(sessions.id, session.id))
          .returning();
        if (row) record({ entityType: 'session', entityId: session.id, action: 'session.failed', level: 'error', message, metadata });
      } else {
        record({ entityType: 'session', entityId: session.id, action: 'session.step_retried', level: 'warning', message: `Step ${step} failed and will be retried: ${detail}`, metadata });
      }
    });
  }

  return {
    runStep,
    /** Stops a cancelled session's running step at once; its commit would be refused anyway. */
    abortSession(sessionId: string) {
      running.get(sessionId)?.abort(new StepAborted('cancelled'));
    },
    abortAll() {
      for (const controller of running.values()) controller.abort(new StepAborted('shutdown'));
    },
    /** Unfinished sessions get their pending step enqueued again (idempotent job ids). */
    async recover(): Promise<number> {
      const rows = await db.select().from(sessions).where(inArray(sessions.status, ['queued', 'running']));
      for (const row of rows) {
        const pending = progressOf(row).next;
        if (pending) await deps.enqueue({ sessionId: row.id, step: pending });
      }
      return rows.length;
    },
  };
}

export type SessionRunner = ReturnType<typeof createSessionRunner>;
