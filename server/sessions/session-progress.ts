import { z } from 'zod';
import type { components } from '../../src/api/schema';
import { readJsonColumn } from '../db/corrupt-row';
import type { sessions } from '../db/schema/coscientist';
import { stepCounts } from '../engine/step-progress';
import { sessionConfigOf } from './session-json';

// Progress as the engine records it (sessions.progress), and as the client reads it: percent is
// the largest share of any budget spent (pipeline steps, model calls, tokens or wall time).

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
  /** Each round's meta-review as it was written, oldest first. */
  metaReviews?: Array<{ round: number; text: string; recurringIssues: string[] }>;
}

const count = z.number();

/** sessions.progress as stored: every key optional, since SQL updates merge into it. */
const storedProgressSchema: z.ZodType<Partial<ProgressState>> = z
  .object({
    phase: z.string(),
    round: count,
    activity: z.string(),
    counts: z.object({ ideas: count, reviews: count, matches: count }),
    modelCalls: count,
    tokens: count,
    roundFraction: count,
    next: z.string().nullable(),
    eloByRound: z.array(z.object({ round: count, topEloRating: count, avgEloRating: count })).optional(),
    metaReviews: z.array(z.object({ round: count, text: z.string(), recurringIssues: z.array(z.string()) })).optional(),
  })
  .partial();

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

export const progressOf = (row: Pick<SessionRow, 'id' | 'progress'>): ProgressState => ({
  ...initialProgress(),
  ...readJsonColumn(storedProgressSchema, row.progress, { table: 'sessions', id: row.id, column: 'progress' }),
});

export function budgetShare(
  row: Pick<SessionRow, 'id' | 'config' | 'progress' | 'startedAt'>,
  now = Date.now(),
): number {
  const { budget } = sessionConfigOf(row);
  const p = progressOf(row);
  const shares = [stepShare(p, budget.rounds)];
  if (budget.modelCalls) shares.push(p.modelCalls / budget.modelCalls);
  if (budget.tokens) shares.push(p.tokens / budget.tokens);
  if (budget.wallSeconds && row.startedAt) shares.push((now - row.startedAt.getTime()) / 1000 / budget.wallSeconds);
  return Math.min(1, Math.max(0, ...shares));
}

/** Steps done / steps planned; a session that has ended keeps the share its rounds had reached. */
function stepShare(p: ProgressState, rounds: number): number {
  if (p.next === null) return (Math.max(0, p.round - 1) + p.roundFraction) / Math.max(1, rounds);
  const { done, planned } = stepCounts(p.next, rounds);
  return done / planned;
}

/** Time since the session started (to its end once over), and the time left at the pace so far. */
export function timing(row: Pick<SessionRow, 'startedAt' | 'finishedAt' | 'status'>, share: number, now = Date.now()) {
  if (!row.startedAt) return { elapsedSeconds: 0, remainingSeconds: null };
  const elapsedSeconds = Math.max(0, Math.round(((row.finishedAt?.getTime() ?? now) - row.startedAt.getTime()) / 1000));
  const running = row.status === 'running' || row.status === 'queued';
  // Too little done to extrapolate from: no estimate rather than a wild one.
  const remainingSeconds = running && share >= 0.05 ? Math.round((elapsedSeconds * (1 - share)) / share) : null;
  return { elapsedSeconds, remainingSeconds };
}

export function toProgress(row: SessionRow): SessionProgress {
  const p = progressOf(row);
  const { budget } = sessionConfigOf(row);
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
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...timing(row, share),
  };
}
