import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { ideas, matches } from '../db/schema/ideas';
import { progressOf } from './session-progress';
import type { SessionRow } from './session-store';

// What every session reports (docs/engine.md, "Progress reporting"): Elo by round, the dedup rate, how often the
// judge agreed with itself across the two orders, and the cost per idea.

export type SessionMetrics = components['schemas']['SessionMetrics'];

export async function sessionMetrics(db: Executor, row: SessionRow): Promise<SessionMetrics> {
  const owned = <T extends typeof ideas | typeof matches>(t: T) =>
    and(eq(t.sessionId, row.id), eq(t.userId, row.userId));
  const [[all], [merged], [played], [agreed]] = await Promise.all([
    db.select({ n: count() }).from(ideas).where(owned(ideas)),
    db
      .select({ n: count() })
      .from(ideas)
      .where(and(owned(ideas), isNotNull(ideas.duplicateOf))),
    db.select({ n: count() }).from(matches).where(owned(matches)),
    db
      .select({ n: count() })
      .from(matches)
      .where(and(owned(matches), sql`${matches.verdictAb} = ${matches.verdictBa}`)),
  ]);
  const p = progressOf(row);
  const perIdea = (x: number) => (all.n ? Math.round((x / all.n) * 100) / 100 : 0);
  return {
    eloByRound: (p.eloByRound ?? []).map((r) => ({
      round: r.round,
      topEloRating: Math.round(r.topEloRating * 10) / 10,
      avgEloRating: Math.round(r.avgEloRating * 10) / 10,
    })),
    dedupRate: all.n ? Math.round((merged.n / all.n) * 1000) / 1000 : 0,
    judgeAgreement: played.n ? Math.round((agreed.n / played.n) * 1000) / 1000 : null,
    costPerIdea: { modelCalls: perIdea(p.modelCalls), tokens: perIdea(p.tokens) },
  };
}
