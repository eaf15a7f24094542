import { eq, sql } from 'drizzle-orm';
import { mutate, type ActivityEntry } from '../activity/mutate';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { addToReport, failureWarnings } from '../literature/session-report';
import { noticeSessionEnd } from '../notifications/work-notices';
import { sessionConfigOf } from '../sessions/session-json';
import { progressOf } from '../sessions/session-progress';
import { recordAgentRun } from '../agents/record-agent-run';
import { stepRun, type StepStart } from '../agents/step-run';
import { exhausted } from './budget';
import { countRows, lockRunning, markStepDone, type GoalRow, type SessionRow } from './engine-store';
import type { PhaseOutcome } from './phases/phase';
import { ACTIONS } from './phases/phases';
import { describeStep, nextStep, roundFraction, stepKey, type Step } from './steps';

// A step's results, its done-mark, the session's progress and its activity rows commit in one
// transaction, under a lock on the session row: a step that crashed before this point left
// nothing behind, and one whose session was cancelled meanwhile writes nothing.

export type CommitResult = { kind: 'committed'; next: Step | null } | { kind: 'stale' };

export async function commitStep(
  db: Database,
  session: SessionRow,
  goal: GoalRow,
  step: Step,
  outcome: PhaseOutcome,
  started: StepStart,
): Promise<CommitResult> {
  const config = sessionConfigOf(session);
  const key = stepKey(step);
  const { usage } = started;
  return mutate(db, { id: session.userId }, async (tx, record) => {
    const locked = await lockRunning(tx, session);
    if (!locked || !(await markStepDone(tx, session.id, key))) return { kind: 'stale' } as const;
    await outcome.write?.(tx);
    // The step's agent run commits with it, so a step retried after a crash counts once.
    await recordAgentRun(tx, stepRun(session, goal, step.kind, started, outcome.fail ?? null));
    const before = progressOf(locked);
    const spent = { modelCalls: before.modelCalls + usage.calls, tokens: before.tokens + usage.tokens };
    const wallSeconds = locked.startedAt ? (Date.now() - locked.startedAt.getTime()) / 1000 : 0;
    // Rounds end through nextStep; here only calls, tokens and wall time cut a session short.
    const stop =
      step.kind === 'finish' || outcome.fail
        ? null
        : exhausted(config.budget, { roundsDone: 0, wallSeconds, ...spent });
    const next: Step | null = outcome.fail
      ? null
      : stop
        ? { kind: 'finish', round: 0 }
        : nextStep(step, config.budget.rounds);
    const terminal = outcome.fail ? 'failed' : step.kind === 'finish' ? 'completed' : null;
    const upcoming = next
      ? describeStep(next, config.budget.rounds)
      : { phase: terminal ?? 'completed', activity: outcome.fail ?? 'Completed' };
    // The round shown is the upcoming step's, as the phase and activity are: a finished round's
    // last step hands over to round N + 1 with none of it done (the same share of the budget).
    const movesOn = next !== null && next.kind !== 'finish' && next.round > step.round;
    const progress = {
      ...before,
      ...outcome.progress,
      ...spent,
      counts: await countRows(tx, session),
      round: step.kind === 'finish' ? before.round : movesOn ? next.round : step.round,
      roundFraction: step.kind === 'finish' ? before.roundFraction : movesOn ? 0 : roundFraction(step),
      phase: upcoming.phase,
      activity: upcoming.activity,
      next: next ? stepKey(next) : null,
    };
    await tx
      .update(sessions)
      .set({
        progress,
        ...sessionChanges(outcome, terminal),
        ...(outcome.literature && { literature: addToReport(locked.literature, outcome.literature) }),
        updatedAt: sql`now()`,
      })
      .where(eq(sessions.id, session.id));
    if (terminal) await noticeSessionEnd(tx, session, terminal === 'failed');
    activityOf(session, goal, step, outcome, stop).forEach(record);
    return { kind: 'committed', next } as const;
  });
}

/** The session columns a step's outcome changes besides its progress. */
function sessionChanges(outcome: PhaseOutcome, terminal: 'failed' | 'completed' | null) {
  return {
    ...(outcome.session?.plan && { plan: outcome.session.plan }),
    ...(outcome.session?.metaReview !== undefined && { metaReview: outcome.session.metaReview }),
    ...(outcome.session?.overview !== undefined && { overview: outcome.session.overview }),
    ...(terminal && { status: terminal, finishedAt: sql`now()` }),
    ...(outcome.fail && { error: outcome.fail }),
  };
}

/** The step's activity rows: what it did, each warning, and a spent budget. */
function activityOf(
  session: SessionRow,
  goal: GoalRow,
  step: Step,
  outcome: PhaseOutcome,
  stop: string | null,
): ActivityEntry[] {
  const base = { entityType: 'session' as const, entityId: session.id };
  const metadata = { workspaceId: session.workspaceId, goalId: goal.id, round: step.round, step: stepKey(step) };
  const entries: ActivityEntry[] = [
    {
      ...base,
      action: outcome.fail ? 'session.failed' : ACTIONS[step.kind],
      level: outcome.fail ? 'error' : 'info',
      message: outcome.message,
      metadata,
    },
    ...[...(outcome.warnings ?? []), ...(outcome.literature ? failureWarnings(outcome.literature) : [])].map(
      (message) => ({
        ...base,
        action: 'session.warning',
        level: 'warning' as const,
        message,
        metadata,
      }),
    ),
  ];
  if (stop) {
    entries.push({
      ...base,
      action: 'session.budget_spent',
      message: `Budget reached (${stop}): finishing the session`,
      metadata,
    });
  }
  return entries;
}
