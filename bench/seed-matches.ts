// Seeds a finished tournament into a session's ideas, shaped as the engine writes it
// (server/engine/phases/tournament-phase.ts): every round two batches, each idea at most once a
// batch, the top quartile's pairs debating five turns, both orders' transcripts, Elo chained from
// match to match. One session of 200 ideas and 20 rounds is the contract's largest.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../server/db/connect';
import { ideas, matches } from '../server/db/schema/ideas';
import { seededRandom, type Random } from '../server/engine/rng';
import { eloUpdate } from '../src/domain/elo';

const BATCHES = 2;
const CHUNK = 500;

type NewMatch = typeof matches.$inferInsert;
type Side = 'a' | 'b' | 'draw';

function transcript(random: Random, turns: number, first: string, second: string) {
  const said = Array.from({ length: turns - 1 }, (_, t) => ({
    speaker: t % 2 === 0 ? 'Advocate for the first idea' : 'Advocate for the second idea',
    text: `'${t % 2 === 0 ? first : second}' offers ${3 + Math.floor(random() * 6)} concrete steps, ${90 + Math.floor(random() * 200)} days and a top risk of low uptake, which the other idea does not address.`,
  }));
  return [
    ...said,
    {
      speaker: 'Judge',
      text: `'${first}' is preferred on the plan's criteria (${Math.round(50 + random() * 40)} vs 48).`,
    },
  ];
}

function batchOf(
  random: Random,
  ranked: { id: string; title: string }[],
  elo: Map<string, number>,
  at: { sessionId: string; userId: string; round: number; batch: number },
): NewMatch[] {
  const order = [...ranked].sort((x, y) => elo.get(y.id)! - elo.get(x.id)!);
  const debaters = new Set(order.slice(0, Math.ceil(order.length / 4)).map((i) => i.id));
  const rows: NewMatch[] = [];
  // Neighbours in rating play, as pairing.ts prefers; one idea in ten rests this batch.
  for (let i = 0; i + 1 < order.length; i += 2) {
    if (random() < 0.1) continue;
    const [a, b] = [order[i], order[i + 1]];
    const turns = debaters.has(a.id) || debaters.has(b.id) ? 5 : 1;
    const pick = (): Side => (random() < 0.08 ? 'draw' : random() < 0.55 ? 'a' : 'b');
    const [ab, ba] = [pick(), random() < 0.8 ? undefined : pick()];
    const verdictBa = ba ?? ab;
    const winner = ab === verdictBa && ab !== 'draw' ? ab : null;
    const [beforeA, beforeB] = [elo.get(a.id)!, elo.get(b.id)!];
    const [afterA, afterB] = eloUpdate(beforeA, beforeB, winner === 'a' ? 1 : winner === 'b' ? 0 : 0.5);
    elo.set(a.id, afterA);
    elo.set(b.id, afterB);
    rows.push({
      ...at,
      ideaA: a.id,
      ideaB: b.id,
      winner: winner === 'a' ? a.id : winner === 'b' ? b.id : null,
      verdictAb: ab,
      verdictBa,
      format: turns > 1 ? 'debate' : 'single',
      transcript: { ab: transcript(random, turns, a.title, b.title), ba: transcript(random, turns, b.title, a.title) },
      eloABefore: beforeA,
      eloBBefore: beforeB,
      eloAAfter: afterA,
      eloBAfter: afterB,
      createdAt: new Date(Date.UTC(2026, 10, 1) + (at.round * BATCHES + at.batch) * 60_000),
    });
  }
  return rows;
}

/** Plays `rounds` rounds of the session's standing ideas and stores every match; answers how many. */
export async function seedMatches(db: Database, sessionId: string, userId: string, rounds: number): Promise<number> {
  const random = seededRandom(`bench-matches:${sessionId}`);
  const ranked = await db
    .select({ id: ideas.id, title: ideas.title })
    .from(ideas)
    .where(eq(ideas.sessionId, sessionId))
    .orderBy(asc(ideas.id));
  const elo = new Map(ranked.map((i) => [i.id, 1200]));
  const rows: NewMatch[] = [];
  for (let round = 1; round <= rounds; round += 1)
    for (let batch = 0; batch < BATCHES; batch += 1)
      rows.push(...batchOf(random, ranked, elo, { sessionId, userId, round, batch }));
  for (let at = 0; at < rows.length; at += CHUNK) await db.insert(matches).values(rows.slice(at, at + CHUNK));
  return rows.length;
}
