import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { eloShown, rowsOf, standingIdeas, type Scope } from './analytics-sql';

// Elo over rounds for the workspace's top ideas, read from the matches' stored after-ratings: an
// idea plays at most once a batch, so its last batch of a round holds its rating after that round.

type EloHistory = components['schemas']['EloHistory'];

export const TOP_IDEAS = 5;

interface PointRow {
  idea_id: string;
  round: number;
  elo: number;
}

export async function eloOverRounds(db: Executor, scope: Scope): Promise<EloHistory[]> {
  const top = await rowsOf<{ id: string; title: string }>(
    db,
    sql`SELECT i.id, i.title FROM ${standingIdeas(scope)} ORDER BY i.elo_rating DESC, i.id LIMIT ${TOP_IDEAS}`,
  );
  if (top.length === 0) return [];
  const ids = sql.join(
    top.map((idea) => sql`${idea.id}::uuid`),
    sql`, `,
  );
  const points = await rowsOf<PointRow>(
    db,
    sql`SELECT DISTINCT ON (m.idea_id, m.round) m.idea_id, m.round, ${eloShown(sql`m.elo`)} AS elo
        FROM (
          SELECT idea_a AS idea_id, round, batch, elo_a_after AS elo FROM matches
            WHERE idea_a IN (${ids})
          UNION ALL
          SELECT idea_b, round, batch, elo_b_after FROM matches
            WHERE idea_b IN (${ids})
        ) m
        ORDER BY m.idea_id, m.round, m.batch DESC`,
  );
  return top.map((idea) => ({
    ideaId: idea.id,
    title: idea.title,
    points: points
      .filter((point) => point.idea_id === idea.id)
      .map((point) => ({ round: Number(point.round), elo: Number(point.elo) })),
  }));
}
