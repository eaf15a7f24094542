import type { UsageMeter } from '../engine/budget';
import type { GoalRow, SessionRow } from '../engine/engine-store';
import { parseStep, type StepKind } from '../engine/steps';
import type { AgentId, AgentRunRecord } from './record-agent-run';

// A Co-Scientist step is one run of the agent that does its work; the supervisor plans and
// finishes. Offline agents count one call per request toward the budget, but they are no model
// calls, so their runs record none (the contract's AgentUsage.calls).

export const STEP_AGENT: Record<StepKind, AgentId> = {
  plan: 'supervisor',
  generate: 'generation',
  evolve: 'evolution',
  reflect: 'reflection',
  proximity: 'proximity',
  tournament: 'ranking',
  meta_review: 'meta-review',
  finish: 'supervisor',
};

/** When a step's attempt began, and the usage its calls reported. */
export interface StepStart {
  at: Date;
  usage: UsageMeter;
}

/** The kind of a step key, or null for a key no step has (that step fails the session anyway). */
export function stepKindOf(key: string): StepKind | null {
  try {
    return parseStep(key).kind;
  } catch {
    return null;
  }
}

export function stepRun(
  session: Pick<SessionRow, 'id' | 'userId'>,
  goal: Pick<GoalRow, 'title'>,
  kind: StepKind,
  started: StepStart,
  error: string | null = null,
): AgentRunRecord {
  return {
    userId: session.userId,
    agent: STEP_AGENT[kind],
    startedAt: started.at,
    durationMs: Date.now() - started.at.getTime(),
    calls: started.usage.calls,
    tokens: started.usage.tokens,
    ok: error === null,
    error,
    subject: { kind: 'session', id: session.id, label: goal.title },
  };
}
