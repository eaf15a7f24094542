import type { components } from '../../src/api/schema';
import type { sessions } from '../db/schema';
import type { SessionConfig } from './session-config';

// Progress as the engine records it (sessions.progress), and as the client reads it: percent is
// the largest share of any budget spent (rounds, model calls, tokens or wall time).

export type SessionProgress = components['schemas']['SessionProgress'];
type SessionRow = typeof sessions.$inferSelect;

export interface ProgressState {
  phase: string;
  round: number;
  activity: string;
  counts: { ideas: number; reviews: number; matches: number };
  modelCalls: number;
  tokens: number;
  /** Share of the current round done, 0–1, from the steps it has finished. */
  roundFraction: number;
  /** The step to run next (a job key), null once the session has ended. */
  next: string | null;
  eloByRound?: Array<{ round: number; topEloRating: number; avgEloRating: number }>;
}

export const initialProgress = (): ProgressState => ({
  phase: 'queued',
  round: 0,
  activity: 'Waiting for a worker',
  counts: { ideas: 0, reviews: 0, matches: 0 },
  modelCalls: 0,
  tokens: 0,
  roundFraction: 0,
  next: 'plan',
});

export const progressOf = (row: Pick<SessionRow, 'progress'>): ProgressState => ({ ...initialProgress(), ...(row.progress as Partial<ProgressState>) });

export function budgetShare(row: Pick<SessionRow, 'config' | 'progress' | 'startedAt'>, now = Date.now()): number {
  const { budget } = row.config as unknown as SessionConfig;
  const p = progressOf(row);
  const roundsDone = Math.max(0, p.round - 1) + p.roundFraction;
  const shares = [roundsDone / Math.max(1, budget.rounds)];
  if (budget.modelCalls) shares.push(p.modelCalls / budget.modelCalls);
  if (budget.tokens) shares.push(p.tokens / budget.tokens);
  if (budget.wallSeconds && row.startedAt) shares.push((now - row.startedAt.getTime()) / 1000 / budget.wallSeconds);
  return Math.min(1, Math.max(0, ...shares));
}

export function toProgress(row: SessionRow): SessionProgress {
  const p = progressOf(row);
  const { budget } = row.config as unknown as SessionConfig;
  const done = row.status === 'completed';
  const share = budgetShare(row);
  return {
    sessionId: row.id,
    status: row.status,
    phase: p.phase,
    round: p.round,
    activity: p.activity,
    // A running session never shows 100 until it has written its last row.
    percent: done ? 100 : Math.round(Math.min(share, 0.99) * 1000) / 10,
    counts: p.counts,
    modelCalls: p.modelCalls,
    tokens: p.tokens,
    engine: row.engine,
    error: row.error,
    rounds: budget.rounds,
    budget,
  };
}
