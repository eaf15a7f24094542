import type { Database, Transaction } from '../../db/connect';
import type { GoalRow, SessionRow } from '../engine-store';
import type { Step } from '../steps';
import type { AgentContext, EngineAgents, GoalInput, ResearchPlan } from '../types';
import type { SessionConfig } from '../../sessions/session-config';
import { goalParametersOf } from '../../goals/goal-store';
import type { LiteratureSearch } from '../../literature/literature-search';
import type { LiteratureRecord } from '../../literature/session-report';

// One pipeline step: think first (agent calls, outside any transaction), then hand the runner
// a write that it commits together with the step's done-mark, progress and activity rows.

export interface PhaseInput {
  db: Database;
  session: SessionRow;
  goal: GoalRow;
  step: Step;
  agents: EngineAgents;
  ctx: AgentContext;
  config: SessionConfig;
  /** The configured literature sources (none configured: every search answers nothing). */
  literature: LiteratureSearch;
}

export interface PhaseOutcome {
  /** The step's rows; runs inside the commit transaction, with the session row locked. */
  write?: (tx: Transaction) => Promise<void>;
  /** The activity line for the step (info). */
  message: string;
  /** Merges, repairs and other things a user should notice (warning rows). */
  warnings?: string[];
  /** Ends the session as failed, with this error (the safety screen refused the goal). */
  fail?: string;
  session?: { plan?: ResearchPlan; metaReview?: string; overview?: string };
  progress?: Record<string, unknown>;
  /** The step's literature searches, added to the session's report (sessions.literature). */
  literature?: LiteratureRecord;
}

export type Phase = (input: PhaseInput) => Promise<PhaseOutcome>;

export const goalInput = (goal: GoalRow): GoalInput => ({
  title: goal.title,
  description: goal.description,
  parameters: goalParametersOf(goal),
});

/** Runs every task at once: the ChatModel's shared limiter caps what reaches the model server. */
export const all = <T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>) =>
  Promise.all(items.map(task));

/** Spreads rows a millisecond apart so the creation order reads back as it was made. */
export const staggered = (index: number, base = Date.now()) => new Date(base + index);
