import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { ideas, matches } from '../../db/schema/ideas';
import { droppedCitations } from '../../literature/session-report';
import { bradleyTerryWithIntervals } from '../bradley-terry';
import { updateIdeas, type IdeaColumnTypes } from '../idea-updates';
import { eloUpdate } from '../../../src/domain/elo';
import { loadIdeas, loadMatches, toIdeaView, type IdeaRow, type SessionRow } from '../engine-store';
import { pairContenders, topQuartile } from '../pairing';
import { lexicalSimilarity } from '../../relevance/similarity';
import type { Verdict } from '../types';
import { all, type Phase } from './phase';
import { familiesOf, ideaText } from '../idea-families';

// One batch of the Elo tournament. Every pair is judged twice, once in each order; when the
// two judgements disagree the match is a draw (the judge was swayed by position, not merit).

export const MAX_DEBATE_TURNS = 10;
/** 3 turns in round one, one more each round after, 5 at most (and never past the hard cap). */
export const debateTurns = (round: number) => Math.min(MAX_DEBATE_TURNS, 5, 2 + round);

type Side = 'a' | 'b' | 'draw';
const side = (v: Verdict, firstIs: 'a' | 'b'): Side =>
  v.winner === 'draw' ? 'draw' : (v.winner === 'first') === (firstIs === 'a') ? 'a' : 'b';

interface Judged {
  a: string;
  b: string;
  turns: number;
  ab: Verdict;
  ba: Verdict;
  verdictAb: Side;
  verdictBa: Side;
}

type Contender = { id: string; elo: number; games: number };
type Record3 = { wins: number; losses: number; draws: number };

/**
 * This batch's pairs (pairing.ts): close in rating, alike in content, rarely met, and not two of one
 * family of near-duplicates (idea-families.ts); ideas too far from all rest.
 */
function pairsFor(ranked: IdeaRow[], played: Awaited<ReturnType<typeof loadMatches>>, contenders: Contender[]) {
  const index = new Map(ranked.map((r, i) => [r.id, i]));
  const similarity = lexicalSimilarity(ranked.map(ideaText));
  const family = familiesOf(similarity);
  const meetings = new Map<string, number>();
  const pairKey = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
  for (const m of played) meetings.set(pairKey(m.ideaA, m.ideaB), (meetings.get(pairKey(m.ideaA, m.ideaB)) ?? 0) + 1);
  return pairContenders(contenders, {
    similarity: (x, y) => similarity[index.get(x)!][index.get(y)!],
    played: (x, y) => meetings.get(pairKey(x, y)) ?? 0,
    sameFamily: (x, y) => family[index.get(x)!] === family[index.get(y)!],
  });
}

export const tournamentPhase: Phase = async ({ db, agents, ctx, session, step, literature }) => {
  const [ranked, played] = await Promise.all([loadIdeas(db, session), loadMatches(db, session)]);
  const contenders = ranked.map((r) => ({ id: r.id, elo: r.eloRating, games: r.wins + r.losses + r.draws }));
  const pairs = pairsFor(ranked, played, contenders);
  const debaters = topQuartile(contenders);
  const byId = new Map(ranked.map((r) => [r.id, r]));
  const judged = await all(pairs, async ([a, b]): Promise<Judged> => {
    const turns = debaters.has(a) || debaters.has(b) ? debateTurns(step.round) : 1;
    const [A, B] = [toIdeaView(byId.get(a)!), toIdeaView(byId.get(b)!)];
    const [ab, ba] = await Promise.all([
      agents.compare({ first: A, second: B, turns }, ctx),
      agents.compare({ first: B, second: A, turns }, ctx),
    ]);
    return { a, b, turns, ab, ba, verdictAb: side(ab, 'a'), verdictBa: side(ba, 'b') };
  });
  const disagreed = judged.filter((j) => j.verdictAb !== j.verdictBa).length;
  return {
    write: (tx) => writeBatch(tx, session, step, ranked, judged),
    literature: droppedCitations(
      literature.sources,
      judged.flatMap((j) => [j.ab, j.ba]),
    ),
    message: `Round ${step.round}, batch ${(step.batch ?? 0) + 1}: ${judged.length} matches (${judged.filter((j) => j.turns > 1).length} debates), ${disagreed} drawn because the two orders disagreed`,
  };
};

async function writeBatch(
  tx: Transaction,
  session: SessionRow,
  step: Parameters<Phase>[0]['step'],
  ranked: IdeaRow[],
  judged: Judged[],
): Promise<void> {
  // Ratings are read again under the session lock: a user's idea may have joined meanwhile.
  const ids = ranked.map((r) => r.id);
  const current = await tx
    .select()
    .from(ideas)
    .where(and(eq(ideas.userId, session.userId), inArray(ideas.id, ids)));
  const elo = new Map(current.map((r) => [r.id, r.eloRating]));
  const record = new Map<string, Record3>(
    current.map((r) => [r.id, { wins: r.wins, losses: r.losses, draws: r.draws }]),
  );
  const played = playMatches(judged, elo, record, { session, step });
  if (played.length > 0) await tx.insert(matches).values(played);
  // Bradley–Terry reads every match so far, this batch's included, and goes in with Elo.
  const bt = await bradleyTerryOf(tx, session, current);
  await updateIdeas(
    tx,
    session.userId,
    RATING_COLUMNS,
    current.map(({ id }) => ({
      id,
      set: {
        elo_rating: elo.get(id)!,
        ...record.get(id)!,
        bt_rating: bt.get(id)?.rating ?? null,
        bt_low: bt.get(id)?.low ?? null,
        bt_high: bt.get(id)?.high ?? null,
      },
    })),
    { keepWhenNull: ['bt_rating', 'bt_low', 'bt_high'] },
  );
}

/** Each judged pair as a match row, moving Elo and the records along as they are played. */
function playMatches(
  judged: readonly Judged[],
  elo: Map<string, number>,
  record: Map<string, Record3>,
  { session, step }: { session: SessionRow; step: Parameters<Phase>[0]['step'] },
): (typeof matches.$inferInsert)[] {
  const played: (typeof matches.$inferInsert)[] = [];
  for (const j of judged) {
    const winner = j.verdictAb === j.verdictBa && j.verdictAb !== 'draw' ? j.verdictAb : null;
    const score = winner === 'a' ? 1 : winner === 'b' ? 0 : 0.5;
    const [beforeA, beforeB] = [elo.get(j.a)!, elo.get(j.b)!];
    const [afterA, afterB] = eloUpdate(beforeA, beforeB, score);
    elo.set(j.a, afterA);
    elo.set(j.b, afterB);
    countResult(record.get(j.a)!, record.get(j.b)!, score);
    played.push({
      sessionId: session.id,
      userId: session.userId,
      ideaA: j.a,
      ideaB: j.b,
      winner: winner === 'a' ? j.a : winner === 'b' ? j.b : null,
      verdictAb: j.verdictAb,
      verdictBa: j.verdictBa,
      format: j.turns > 1 ? 'debate' : 'single',
      transcript: { ab: j.ab.turns, ba: j.ba.turns },
      round: step.round,
      batch: step.batch ?? 0,
      eloABefore: beforeA,
      eloBBefore: beforeB,
      eloAAfter: afterA,
      eloBAfter: afterB,
    });
  }
  return played;
}

export const RATING_COLUMNS: IdeaColumnTypes = {
  elo_rating: 'double precision',
  wins: 'integer',
  losses: 'integer',
  draws: 'integer',
  bt_rating: 'double precision',
  bt_low: 'double precision',
  bt_high: 'double precision',
};

function countResult(ra: Record3, rb: Record3, score: number): void {
  if (score === 0.5) [ra.draws, rb.draws] = [ra.draws + 1, rb.draws + 1];
  else if (score === 1) [ra.wins, rb.losses] = [ra.wins + 1, rb.losses + 1];
  else [ra.losses, rb.wins] = [ra.losses + 1, rb.wins + 1];
}

/** Bradley–Terry over every match so far, with bootstrap intervals, to be written beside Elo. */
export async function bradleyTerryOf(tx: Transaction, session: SessionRow, current: IdeaRow[]) {
  const games = (await loadMatches(tx, session)).map((m) => ({
    a: m.ideaA,
    b: m.ideaB,
    scoreA: m.winner === null ? 0.5 : m.winner === m.ideaA ? 1 : 0,
    weight: m.weight,
  }));
  return bradleyTerryWithIntervals(
    current.map((r) => r.id),
    games,
    { seed: session.id },
  );
}
