import type { components } from '../../src/api/schema';
import type { DebateTurn } from '../db/schema/ideas';
import { transcriptSchema } from '../engine/types';
import type { EloStep, MatchIdea, MatchRow } from './match-store';

// A stored match as the contract's TournamentMatch: each order's reading is its transcript, whose
// last turn is the judge's reason and whose earlier turns are the debate (docs/engine.md, "Tournament").

export type TournamentMatch = components['schemas']['TournamentMatch'];
export type MatchReading = components['schemas']['MatchReading'];
export type EloPoint = components['schemas']['EloPoint'];

const elo = (x: number) => Math.round(x * 10) / 10;

function readingOf(order: 'ab' | 'ba', verdict: MatchRow['verdictAb'], turns: DebateTurn[]): MatchReading {
  const judge = turns.at(-1);
  return { order, verdict, reason: judge?.text ?? '', turns: turns.slice(0, -1) };
}

/** Both orders' readings; a researcher's verdict, or a transcript in no shape we know, has none. */
export function readingsOf(row: MatchRow): MatchReading[] {
  if (row.judge === 'human') return [];
  const parsed = transcriptSchema.safeParse(row.transcript);
  if (!parsed.success) return [];
  return [readingOf('ab', row.verdictAb, parsed.data.ab), readingOf('ba', row.verdictBa, parsed.data.ba)];
}

export function toMatch(row: MatchRow, ideas: Map<string, MatchIdea>): TournamentMatch {
  const side = (id: string, before: number, after: number) => ({
    id,
    title: ideas.get(id)?.title ?? '',
    rank: ideas.get(id)?.rank ?? null,
    eloBefore: elo(before),
    eloAfter: elo(after),
  });
  return {
    id: row.id,
    round: row.round,
    batch: row.batch + 1,
    format: row.format,
    judge: row.judge,
    weight: row.weight,
    agreement: row.verdictAb === row.verdictBa ? 'agreed' : 'split',
    winner: row.winner === null ? null : row.winner === row.ideaA ? 'a' : 'b',
    ideaA: side(row.ideaA, row.eloABefore, row.eloAAfter),
    ideaB: side(row.ideaB, row.eloBBefore, row.eloBAfter),
    readings: readingsOf(row),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The idea's Elo as it entered, then after each match, oldest first. */
export function eloHistory(ideaId: string, steps: EloStep[]): EloPoint[] {
  if (steps.length === 0) return [];
  const mine = (s: EloStep) => (s.ideaA === ideaId ? [s.eloABefore, s.eloAAfter] : [s.eloBBefore, s.eloBAfter]);
  const start: EloPoint = { match: 0, round: steps[0].round, elo: elo(mine(steps[0])[0]), matchId: null };
  return [start, ...steps.map((s, i) => ({ match: i + 1, round: s.round, elo: elo(mine(s)[1]), matchId: s.id }))];
}
