import type { Executor } from '../db/connect';
import { listWorkspaces, toWorkspace } from '../workspaces/workspace-store';

// The dashboard's newest workspaces and how many there are, read as the workspace list reads them.

export const RECENT_WORKSPACES = 5;

export async function recentWorkspaces(db: Executor, userId: string) {
  const { rows, total } = await listWorkspaces(db, userId, 0, RECENT_WORKSPACES);
  return { workspaces: rows.map(toWorkspace), workspacesTotal: total };
}
