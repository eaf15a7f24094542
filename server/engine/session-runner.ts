import { setMaxListeners } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiteratureSearch } from '../literature/literature-search';
import { skipCorrupt } from '../db/corrupt-row';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import type { JobMeta, StepJob } from '../jobs/job-queue';
import { sessionConfigOf, sessionPlanOf } from '../sessions/session-json';
import { progressOf } from '../sessions/session-progress';
import { stepKindOf, stepRun, type StepStart } from '../agents/step-run';
import { UsageMeter } from './budget';
import { doneSteps, loadSession, type GoalRow, type SessionRow } from './engine-store';
import { goalFeedbackTexts } from '../judgement/goal-feedback';
import { goalOutcomeLessons } from '../outcomes/idea-outcomes';
import { goalInput } from './phases/phase';
import { PHASES } from './phases/phases';
import { markRunning, recordFailure } from './session-marks';
import { commitStep } from './step-commit';
import { parseStep, stepKey, type Step } from './steps';
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
  literature: LiteratureSearch;
}

const PLAN_PENDING = {
  seed: '',
  objective: '',
  keywords: [],
  preferences: [],
  constraints: [],
  criteria: [],
  safety: { ok: true, concerns: [] },
} satisfies ResearchPlan;

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
    if ((await doneSteps(db, session.id)).has(job.step)) {
      // Committed before, but the successor may never have been sent: send the pending step.
      const pending = progressOf(session).next;
      if (pending && pending !== job.step) await deps.enqueue({ sessionId: session.id, step: pending });
      return;
    }
    if (session.status === 'queued') session = await markRunning(db, session);

    const controller = new AbortController();
    // Every wait of the step listens on its signal, and a step's literature searches queue by
    // the dozen behind a source's rate limit: more than Node's ten listeners is the design, not
    // a leak (each wait removes its own), so the warning would be noise.
    setMaxListeners(0, controller.signal);
    running.set(session.id, controller);
    // The agents gallery measures this attempt: its time and the model usage of its calls.
    const started = { at: new Date(), usage: new UsageMeter() };
    try {
      await deps.hooks?.beforeStep?.(session.id, job.step, controller.signal);
      controller.signal.throwIfAborted();
      await thinkAndCommit(deps, session, goal, parseStep(job.step), controller.signal, started);
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : null;
      if (reason instanceof StepAborted && reason.reason === 'cancelled') return;
      if (reason instanceof StepAborted) throw reason;
      // A corrupt config or plan (CorruptRowError) lands here too: it fails the session.
      const kind = stepKindOf(job.step);
      const failedRun = kind ? (message: string) => stepRun(session, goal, kind, started, message) : undefined;
      await recordFailure(db, log, session, job.step, error, meta, failedRun);
      if (meta.retryCount < meta.retryLimit) throw error;
    } finally {
      if (running.get(session.id) === controller) running.delete(session.id);
    }
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
    recover: () => recoverSessions(deps),
  };
}

/** Thinks one step through its phase and commits it; the next step is enqueued only after the commit. */
async function thinkAndCommit(
  deps: RunnerDeps,
  session: SessionRow,
  goal: GoalRow,
  step: Step,
  signal: AbortSignal,
  started: StepStart,
): Promise<void> {
  const { db } = deps;
  const { usage } = started;
  const warnings: string[] = [];
  const ctx: AgentContext = {
    signal,
    plan: sessionPlanOf(session) ?? PLAN_PENDING,
    // The researchers' feedback and the goal's measured outcomes so far: every round reads what
    // was given or measured before it started.
    goal: {
      ...goalInput(goal),
      feedback: await goalFeedbackTexts(db, goal.id),
      outcomes: await goalOutcomeLessons(db, goal.id),
    },
    round: Math.max(1, step.round),
    metaReview: session.metaReview,
    onUsage: usage.record,
    onWarning: (message) => warnings.push(message),
  };
  const config = sessionConfigOf(session);
  const outcome = await PHASES[step.kind]({
    db,
    session,
    goal,
    step,
    agents: deps.agentsFor(session),
    ctx,
    config,
    literature: deps.literature,
  });
  signal.throwIfAborted();
  await yieldToEventLoop();
  outcome.warnings = [...warnings, ...(outcome.warnings ?? [])];
  const result = await commitStep(db, session, goal, step, outcome, started);
  if (result.kind === 'committed' && result.next)
    await deps.enqueue({ sessionId: session.id, step: stepKey(result.next) });
}

async function recoverSessions({ db, log, enqueue }: RunnerDeps): Promise<number> {
  const rows = await db
    .select()
    .from(sessions)
    .where(inArray(sessions.status, ['queued', 'running']));
  // A session whose progress is corrupt is skipped with a warning; the others still resume.
  const pendings = skipCorrupt(
    rows,
    (row) => ({ sessionId: row.id, step: progressOf(row).next }),
    (err) => log.warn({ err }, 'unfinished session skipped'),
  );
  for (const { sessionId, step } of pendings) if (step) await enqueue({ sessionId, step });
  return rows.length;
}

export type SessionRunner = ReturnType<typeof createSessionRunner>;
