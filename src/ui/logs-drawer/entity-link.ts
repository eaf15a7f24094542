import type { ActivityLogEntry } from '../../domain/activity-logs';

const workspaceOf = (log: ActivityLogEntry) =>
  typeof log.metadata?.workspaceId === 'string' && log.metadata.workspaceId ? log.metadata.workspaceId : null;

/**
 * The page of the entity a log is about, from the route table (src/routes/route-table.tsx), or
 * null when there is none to go to: a deleted entity, a user, a token, or an idea, session or goal
 * whose workspace the log does not name (a run goes to its experiment's page).
 */
export function entityHref(log: ActivityLogEntry): string | null {
  if (log.action.endsWith('.deleted')) return null;
  const id = encodeURIComponent(log.entityId);
  const workspaceId = workspaceOf(log);
  const inWorkspace = (path: string) => (workspaceId ? `/workspaces/${encodeURIComponent(workspaceId)}/${path}` : null);
  switch (log.entityType) {
    case 'workspace':
      return `/workspaces/${id}`;
    case 'experiment':
      return `/workspaces/experiments/${id}`;
    case 'idea':
      return inWorkspace(`ideas/${id}`);
    case 'session':
      return inWorkspace(`session/${id}`);
    case 'goal':
      return inWorkspace('goals');
    case 'workflow':
      return inWorkspace(`workflows/${id}/graph`) ?? `/workspaces/graph-editor/${id}`;
    case 'dataset':
      return `/datasets/${id}`;
    case 'run': {
      // A run has no page of its own: its experiment's lists it.
      const experimentId = log.metadata?.experimentId;
      return typeof experimentId === 'string' && experimentId
        ? `/workspaces/experiments/${encodeURIComponent(experimentId)}`
        : null;
    }
    default:
      return null;
  }
}
