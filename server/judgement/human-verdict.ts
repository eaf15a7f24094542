import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { weightedEloUpdate } from '../../src/domain/elo';
import { JUDGEMENT_MESSAGES } from '../../src/domain/researcher-judgement';
import type { Transaction } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { ideas, matches } from '../db/schema/ideas';
import { updateIdeas } from '../engine/idea-updates';
import { bradleyTerryOf, RATING_COLUMNS } from '../engine/phases/tournament-phase';
import { badRequest } from '../http/http-error';
import { progressOf } from '../sessions/session-progress';

// A researcher's verdict on a pair (docs/engine.md, "Human verdicts"): a match judged 'human' that
// counts as `weight` agent matches. Written under a lock on the session row, as the engine's own
// batches are, so a verdict and a tournament batch never read the same ratings and both write.

type SessionRow = typeof sessions.$inferSelect;

export interface VerdictInput {
  preferredId: string;
  otherId: string;
  reason: string;
  weight: number;
  judgedBy: string;
}

export interface VerdictSide {
  id: string;
  title: string;
  eloBefore: number;
  eloAfter: number;
}

export interface WrittenVerdict {
  matchId: string;
  round: number;
  preferred: VerdictSide;
  other: VerdictSide;
}

const rounded = (x: number) => Math.round(x * 10) / 10;

/** Both ideas of the session, standing (not merged away); a 400 in plain words otherwise. */
async function pairOf(tx: Transaction, session: SessionRow, input: VerdictInput) {
  if (input.preferredId === input.otherId) throw badRequest(JUDGEMENT_MESSAGES.samePair, 'validation_error');
  const rows = await tx
    .select()
    .from(ideas)
    .where(and(eq(ideas.sessionId, session.id), inArray(ideas.id, [input.preferredId, input.otherId])));
  const preferred = rows.find((r) => r.id === input.preferredId);
  const other = rows.find((r) => r.id === input.otherId);
  if (!preferred || !other) throw badRequest(JUDGEMENT_MESSAGES.notInSession, 'validation_error');
  if (preferred.duplicateOf || other.duplicateOf) throw badRequest(JUDGEMENT_MESSAGES.mergedIdea, 'validation_error');
  return { preferred, other };
}

export async function writeHumanVerdict(
  tx: Transaction,
  session: SessionRow,
  input: VerdictInput,
): Promise<WrittenVerdict> {
  const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
  const { preferred, other } = await pairOf(tx, session, input);
  const [afterP, afterO] = weightedEloUpdate(preferred.eloRating, other.eloRating, 1, input.weight);
  const round = Math.max(1, progressOf(locked ?? session).round);
  const [match] = await tx
    .insert(matches)
    .values({
      sessionId: session.id,
      userId: session.userId,
      ideaA: preferred.id,
      ideaB: other.id,
      winner: preferred.id,
      verdictAb: 'a',
      verdictBa: 'a',
      format: 'single',
      transcript: { ab: [], ba: [] },
      round,
      batch: 0,
      eloABefore: preferred.eloRating,
      eloBBefore: other.eloRating,
      eloAAfter: afterP,
      eloBAfter: afterO,
      judge: 'human',
      weight: input.weight,
      judgedBy: input.judgedBy,
      reason: input.reason,
    })
    .returning({ id: matches.id });
  await rerate(tx, session, { [preferred.id]: afterP, [other.id]: afterO }, preferred.id, other.id);
  return {
    matchId: match.id,
    round,
    preferred: {
      id: preferred.id,
      title: preferred.title,
      eloBefore: rounded(preferred.eloRating),
      eloAfter: rounded(afterP),
    },
    other: { id: other.id, title: other.title, eloBefore: rounded(other.eloRating), eloAfter: rounded(afterO) },
  };
}

/** The pair's new Elo and records, and every standing idea's Bradley–Terry refitted with the verdict. */
async function rerate(
  tx: Transaction,
  session: SessionRow,
  elo: Record<string, number>,
  winner: string,
  loser: string,
): Promise<void> {
  const current = await tx
    .select()
    .from(ideas)
    .where(and(eq(ideas.sessionId, session.id), isNull(ideas.duplicateOf)));
  const bt = await bradleyTerryOf(tx, session, current);
  await updateIdeas(
    tx,
    session.userId,
    RATING_COLUMNS,
    current.map((r) => ({
      id: r.id,
      set: {
        elo_rating: elo[r.id] ?? r.eloRating,
        wins: r.wins + (r.id === winner ? 1 : 0),
        losses: r.losses + (r.id === loser ? 1 : 0),
        draws: r.draws,
        bt_rating: bt.get(r.id)?.rating ?? null,
        bt_low: bt.get(r.id)?.low ?? null,
        bt_high: bt.get(r.id)?.high ?? null,
      },
    })),
    { keepWhenNull: ['bt_rating', 'bt_low', 'bt_high'] },
  );
  await tx
    .update(sessions)
    .set({ updatedAt: sql`now()` })
    .where(eq(sessions.id, session.id));
}
