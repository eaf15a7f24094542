import { INITIAL_ELO } from '../../../src/domain/elo';
import type { PreviousRound } from '../types';

// How the previous round ended, rebuilt from stored rows: each idea's Elo after its last match up
// to that round (an idea that had not played yet sat at the initial rating), and the issues that
// round's meta-review named.

interface MatchElo {
  round: number;
  ideaA: string;
  ideaB: string;
  eloAAfter: number;
  eloBAfter: number;
}

export function previousRound(
  round: number,
  ideas: ReadonlyArray<{ id: string; round: number }>,
  matches: readonly MatchElo[],
  metaReviews: ReadonlyArray<{ round: number; recurringIssues: string[] }>,
): PreviousRound | null {
  if (round <= 1) return null;
  const before = round - 1;
  const elo: Record<string, number> = {};
  for (const idea of ideas) if (idea.round <= before) elo[idea.id] = INITIAL_ELO;
  // Matches come in play order (round, batch): the last one seen holds the rating.
  for (const m of matches) {
    if (m.round > before) continue;
    if (m.ideaA in elo) elo[m.ideaA] = m.eloAAfter;
    if (m.ideaB in elo) elo[m.ideaB] = m.eloBAfter;
  }
  const recurringIssues = metaReviews.find((m) => m.round === before)?.recurringIssues ?? [];
  return { round: before, elo, recurringIssues };
}
