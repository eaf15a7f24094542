import { sql, type SQL } from 'drizzle-orm';
import { goals, sessions } from '../db/schema/coscientist';
import { experiments, workflows } from '../db/schema/experiments';
import { ideas } from '../db/schema/ideas';
import { experimentRuns } from '../db/schema/runs';
import { workspaces } from '../db/schema/workspaces';
import type { EntityType } from './mutate';

// Which workspace an activity row belongs to, so its members see it (docs/decisions/013-workspace-
// permissions.md, "Who did what"): the entity's own workspace, else the one its metadata names if
// that still exists (a deleted object's row), else none: a personal row its actor alone sees.
// Migration 0024 filled the column for older rows by the same rule.

/** Rows about these are personal whatever their metadata says. */
const PERSONAL: ReadonlySet<EntityType> = new Set<EntityType>(['user', 'token', 'dataset']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function entityWorkspace(entityType: EntityType, id: string): SQL | null {
  switch (entityType) {
    case 'workspace':
      return sql`(select ${workspaces.id} from ${workspaces} where ${workspaces.id} = ${id})`;
    case 'goal':
      return sql`(select ${goals.workspaceId} from ${goals} where ${goals.id} = ${id})`;
    case 'session':
      return sql`(select ${sessions.workspaceId} from ${sessions} where ${sessions.id} = ${id})`;
    case 'idea':
      return sql`(select ${sessions.workspaceId} from ${ideas} join ${sessions} on ${sessions.id} = ${ideas.sessionId}
        where ${ideas.id} = ${id})`;
    case 'experiment':
      return sql`(select ${experiments.workspaceId} from ${experiments} where ${experiments.id} = ${id})`;
    case 'workflow':
      return sql`(select ${workflows.workspaceId} from ${workflows} where ${workflows.id} = ${id})`;
    case 'run':
      return sql`(select ${experimentRuns.workspaceId} from ${experimentRuns} where ${experimentRuns.id} = ${id})`;
    default:
      return null;
  }
}

export interface ActivitySubject {
  entityType: EntityType;
  entityId: string;
  metadata?: Record<string, unknown>;
  /** Given when the writer knows it; null makes the row personal. */
  workspaceId?: string | null;
}

/** The row's workspace_id: a value, or a subquery read in the insert, or null. */
export function activityWorkspace(subject: ActivitySubject): string | SQL | null {
  if (subject.workspaceId !== undefined) return subject.workspaceId;
  if (PERSONAL.has(subject.entityType)) return null;
  const named = subject.metadata?.workspaceId;
  const candidates = [
    UUID.test(subject.entityId) ? entityWorkspace(subject.entityType, subject.entityId) : null,
    typeof named === 'string' && UUID.test(named)
      ? sql`(select ${workspaces.id} from ${workspaces} where ${workspaces.id} = ${named})`
      : null,
  ].filter((candidate): candidate is SQL => candidate !== null);
  if (candidates.length === 0) return null;
  return sql`coalesce(${sql.join(candidates, sql`, `)})`;
}
