import { and, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { components } from '../../src/api/schema';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { experiments } from '../db/schema/experiments';
import { ideas } from '../db/schema/ideas';
import { workspaces } from '../db/schema/workspaces';
import { sessionName } from '../sessions/session-store';

// Where a run came from: run → experiment → idea → session → goal, and the workspace. The idea,
// its session and goal may have been deleted since (the experiment stays), so each may be null.
// The session goes by its name, as in the session list, never by its id.

export type RunProvenance = components['schemas']['RunProvenance'];

/** The columns a query joined with joinProvenance selects, turned back by toProvenance. */
export const provenanceColumns = {
  experiment: { id: experiments.id, name: experiments.name },
  workspace: { id: workspaces.id, name: workspaces.name },
  ideaId: ideas.id,
  ideaTitle: ideas.title,
  session: {
    id: sessions.id,
    goalId: sessions.goalId,
    workspaceId: sessions.workspaceId,
    createdAt: sessions.createdAt,
  },
  goalId: goals.id,
  goalTitle: goals.title,
};

type ProvenanceRow = {
  experiment: { id: string; name: string };
  workspace: { id: string; name: string };
  ideaId: string | null;
  ideaTitle: string | null;
  session: { id: string; goalId: string; workspaceId: string; createdAt: Date } | null;
  goalId: string | null;
  goalTitle: string | null;
};

/**
 * Joins the workspace, idea, session and goal of a query that already joins `experiments`: they
 * are the experiment's workspace's, so whoever may read the experiment may read them.
 */
export function joinProvenance<T extends PgSelect>(query: T) {
  return query
    .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
    .leftJoin(ideas, eq(ideas.id, experiments.ideaId))
    .leftJoin(sessions, eq(sessions.id, experiments.sessionId))
    .leftJoin(goals, eq(goals.id, sessions.goalId));
}

export function toProvenance(row: ProvenanceRow): RunProvenance {
  return {
    experiment: row.experiment,
    idea: row.ideaId && row.ideaTitle !== null ? { id: row.ideaId, title: row.ideaTitle } : null,
    session: row.session ? { id: row.session.id, name: sessionName(row.session, row.goalTitle ?? undefined) } : null,
    goal: row.goalId && row.goalTitle !== null ? { id: row.goalId, title: row.goalTitle } : null,
    workspace: row.workspace,
  };
}

/** Provenance by experiment id, for the experiments among `experimentIds` in the caller's workspaces. */
export async function provenanceOf(
  db: Executor,
  userId: string,
  experimentIds: string[],
): Promise<Map<string, RunProvenance>> {
  const found = new Map<string, RunProvenance>();
  const ids = [...new Set(experimentIds)];
  if (ids.length === 0) return found;
  const query = db.select(provenanceColumns).from(experiments).$dynamic();
  const rows = await joinProvenance(query).where(
    and(inArray(experiments.id, ids), inMyWorkspaces(userId, experiments.workspaceId)),
  );
  for (const row of rows) found.set(row.experiment.id, toProvenance(row));
  return found;
}
