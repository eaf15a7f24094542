// The caller's role in a workspace, for pages that show what it allows
// (docs/decisions/013-workspace-permissions.md, §3): the role an object's own read carries when it
// has one, else the workspace read's (cached, so every page of one workspace shares one request).
import { useQuery } from '@tanstack/react-query';
import type { WorkspaceRole } from './members';
import { workspaceQueryOptions } from './workspaces';

/** The `role` an answer carries, when it carries one (single reads and list items, §3). */
export function carriedRole(item: object | null | undefined): WorkspaceRole | undefined {
  if (!item || !('role' in item)) return undefined;
  const { role } = item as { role?: unknown };
  return role === 'owner' || role === 'editor' || role === 'viewer' ? role : undefined;
}

/**
 * The caller's role in `workspaceId`; `undefined` while it loads or when the workspace is not
 * known, and then every control is offered and the server's answer decides.
 */
export function useWorkspaceRole(
  workspaceId: string | null | undefined,
  known?: WorkspaceRole,
): WorkspaceRole | undefined {
  const query = useQuery({
    ...workspaceQueryOptions(workspaceId ?? ''),
    enabled: Boolean(workspaceId) && known === undefined,
  });
  return known ?? query.data?.role;
}
