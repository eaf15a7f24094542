import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import type { CorruptRowError } from '../db/corrupt-row';
import { bestIdeas } from './best-ideas';
import { latestActivity } from './latest-activity';
import { recentRuns } from './recent-runs';
import { recentWorkspaces } from './recent-workspaces';
import { runningSessions } from './running-sessions';

// The dashboard in one answer (docs/product.md, "Dashboard"), so the page costs one request:
// five small reads of the caller's own rows, independent, so PostgreSQL's pool overlaps them.

export type Dashboard = components['schemas']['Dashboard'];

export async function dashboardOf(
  db: Executor,
  userId: string,
  warn: (error: CorruptRowError) => void,
): Promise<Dashboard> {
  const [workspaces, sessions, ideas, runs, activity] = await Promise.all([
    recentWorkspaces(db, userId),
    runningSessions(db, userId),
    bestIdeas(db, userId),
    recentRuns(db, userId),
    latestActivity(db, userId, warn),
  ]);
  return { ...workspaces, sessions, bestIdeas: ideas, runs, activity };
}
