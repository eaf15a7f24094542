import type { Executor } from '../db/connect';
import { sessionFullPath } from '../sessions/session-config';
import { budgetShare, progressOf } from '../sessions/session-progress';
import { ideaStats, sessionsByIds, statsOr } from '../sessions/session-store';
import { goalPath, toGoal, type GoalRow, type ResearchGoal } from './goal-store';

// listGoals' include* flags: each adds what one screen needs, read in one query per page.

export interface GoalIncludes {
  includeEnhancedDetails?: boolean;
  includeScoringData?: boolean;
  includeResourcePaths?: boolean;
}

export async function enrichGoals(db: Executor, rows: GoalRow[], include: GoalIncludes): Promise<ResearchGoal[]> {
  const sessionIds = rows.map((r) => r.currentSessionId).filter((id): id is string => !!id);
  const wantSessions = include.includeEnhancedDetails || include.includeResourcePaths;
  const sessions = wantSessions ? await sessionsByIds(db, sessionIds) : new Map();
  const stats = include.includeScoringData ? await ideaStats(db, sessionIds) : new Map();

  return rows.map((row) => {
    const goal = toGoal(row);
    const session = row.currentSessionId ? sessions.get(row.currentSessionId) : undefined;
    if (include.includeEnhancedDetails) {
      goal.session = session
        ? {
            id: session.id,
            status: session.status,
            engine: session.engine,
            phase: progressOf(session).phase,
            percent: session.status === 'completed' ? 100 : Math.round(budgetShare(session) * 100),
            createdAt: session.createdAt.toISOString(),
          }
        : null;
    }
    if (include.includeScoringData) {
      const s = statsOr(stats, row.currentSessionId);
      goal.scoringSummary = { ...s };
    }
    if (include.includeResourcePaths) {
      goal.goalFullPath = goalPath(row);
      goal.sessionFullPath = session ? sessionFullPath(session) : null;
    }
    return goal;
  });
}
