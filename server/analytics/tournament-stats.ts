import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { rowsOf, type Scope } from './analytics-sql';

// The workspace's tournaments: every match is judged in both orders (docs/engine.md,
// "Tournament"), and the two judgements agree when both verdicts name the same outcome.

type TournamentStats = components['schemas']['TournamentStats'];

export async function tournamentStats(db: Executor, { workspaceId }: Scope): Promise<TournamentStats> {
  const [row] = await rowsOf<{ matches: number; agreed: number }>(
    db,
    sql`SELECT count(*)::int AS matches, count(*) FILTER (WHERE m.verdict_ab = m.verdict_ba)::int AS agreed
        FROM matches m JOIN sessions s ON s.id = m.session_id
        WHERE s.workspace_id = ${workspaceId}`,
  );
  const matches = Number(row?.matches ?? 0);
  const agreed = Number(row?.agreed ?? 0);
  return {
    matches,
    judgedBothOrders: matches,
    agreement: matches === 0 ? null : Math.round((agreed / matches) * 1000) / 1000,
  };
}
