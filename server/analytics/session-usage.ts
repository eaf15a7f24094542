import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { progressOf } from '../sessions/session-progress';
import { rowsOf, type Scope } from './analytics-sql';

// Model usage per session as the engine records it in sessions.progress. A model session's cost
// is its tokens at LLM_USD_PER_MILLION_TOKENS; without that price, and for the offline engine,
// it stays null: a made-up price would mislead.

type SessionUsage = components['schemas']['SessionUsage'];

/** A table, not a history: the newest sessions are the ones a reader compares. */
export const SESSION_LIMIT = 100;

interface UsageRow {
  id: string;
  goal_title: string;
  status: SessionUsage['status'];
  engine: SessionUsage['engine'];
  usage: unknown;
  started_at: Date | string | null;
}

export async function sessionUsage(
  db: Executor,
  { workspaceId }: Scope,
  usdPerMillionTokens: number | null,
): Promise<SessionUsage[]> {
  // Only the two counters are read out of progress, which also holds every meta-review's text.
  const rows = await rowsOf<UsageRow>(
    db,
    sql`SELECT s.id, g.title AS goal_title, s.status, s.engine, s.started_at,
          jsonb_strip_nulls(jsonb_build_object('modelCalls', s.progress->'modelCalls', 'tokens', s.progress->'tokens'))
            AS usage
        FROM sessions s JOIN goals g ON g.id = s.goal_id
        WHERE s.workspace_id = ${workspaceId}
        ORDER BY s.created_at DESC, s.id DESC LIMIT ${SESSION_LIMIT}`,
  );
  return rows.map((row) => {
    const { modelCalls, tokens } = progressOf({ id: row.id, progress: row.usage });
    return {
      id: row.id,
      goalTitle: row.goal_title,
      status: row.status,
      engine: row.engine,
      modelCalls,
      tokens,
      costUsd:
        row.engine === 'model' && usdPerMillionTokens !== null ? (tokens / 1_000_000) * usdPerMillionTokens : null,
      startedAt: row.started_at === null ? null : new Date(row.started_at).toISOString(),
    };
  });
}
