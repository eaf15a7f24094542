import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { IDEA_STATUSES } from '../../src/domain/idea-filters';
import type { Executor } from '../db/connect';
import { eloShown, rowsOf, standingIdeas, type Scope } from './analytics-sql';

// The workspace's ideas in aggregate: how many stand at each status, the Elo of those that have
// played, and each idea's scores for the scatter (null until a review scored it).

type Analytics = components['schemas']['WorkspaceAnalytics'];
type Status = (typeof IDEA_STATUSES)[number];

/** Enough for a readable scatter; the funnel still counts every idea. */
export const SCATTER_LIMIT = 2000;

export async function ideaFunnel(db: Executor, scope: Scope): Promise<Pick<Analytics, 'funnel' | 'ideasTotal'>> {
  const rows = await rowsOf<{ status: Status; n: number }>(
    db,
    sql`SELECT i.status, count(*)::int AS n FROM ${standingIdeas(scope)} GROUP BY i.status`,
  );
  const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
  const funnel = IDEA_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  return { funnel, ideasTotal: funnel.reduce((sum, row) => sum + row.count, 0) };
}

export async function eloDistribution(db: Executor, scope: Scope): Promise<Analytics['elo']> {
  const played = sql`(i.wins + i.losses + i.draws) > 0`;
  const [row] = await rowsOf<{ ratings: number[] | null; unrated: number }>(
    db,
    sql`SELECT array_agg(${eloShown(sql`i.elo_rating`)} ORDER BY i.elo_rating) FILTER (WHERE ${played}) AS ratings,
          count(*) FILTER (WHERE NOT ${played})::int AS unrated
        FROM ${standingIdeas(scope)}`,
  );
  return { ratings: (row?.ratings ?? []).map(Number), unrated: Number(row?.unrated ?? 0) };
}

interface ScatterRow {
  id: string;
  title: string;
  status: Status;
  session_id: string;
  elo: number;
  reviewed: boolean;
  novelty: number;
  feasibility: number;
  correctness: number;
}

export async function scatterIdeas(db: Executor, scope: Scope): Promise<Analytics['ideas']> {
  // REAL scores come back as float4: rounded as the idea answers round them.
  const unit = (column: string) => sql.raw(`round((i.${column})::numeric, 3)::float8`);
  const rows = await rowsOf<ScatterRow>(
    db,
    sql`SELECT i.id, i.title, i.status, i.session_id, ${eloShown(sql`i.elo_rating`)} AS elo,
          EXISTS (SELECT 1 FROM reviews r WHERE r.idea_id = i.id) AS reviewed,
          ${unit('novelty_score')} AS novelty, ${unit('feasibility_score')} AS feasibility,
          ${unit('correctness_score')} AS correctness
        FROM ${standingIdeas(scope)}
        ORDER BY i.elo_rating DESC, i.id LIMIT ${SCATTER_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    sessionId: row.session_id,
    elo: Number(row.elo),
    novelty: row.reviewed ? Number(row.novelty) : null,
    feasibility: row.reviewed ? Number(row.feasibility) : null,
    correctness: row.reviewed ? Number(row.correctness) : null,
  }));
}
