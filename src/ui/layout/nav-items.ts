import type { IconName } from '../components/icon';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

// Dashboard; Workspaces, Experiments, Leaderboards; Datasets, Agents (docs/product.md, "Shell").
export const NAV_GROUPS: readonly (readonly NavItem[])[] = [
  [{ label: 'Dashboard', to: '/dashboard', icon: 'dashboard' }],
  [
    { label: 'Workspaces', to: '/workspaces/list', icon: 'folder' },
    { label: 'Experiments', to: '/workspaces/experiments', icon: 'flask' },
    { label: 'Leaderboards', to: '/workspaces/leaderboards', icon: 'trophy' },
  ],
  [
    { label: 'Datasets', to: '/datasets', icon: 'database' },
    { label: 'Agents', to: '/agents', icon: 'bot' },
  ],
];

export type WorkspaceSection = '' | 'goals' | 'ideas' | 'workflows' | 'analytics' | 'members';

/** The workspace sub-menu: '' is the overview, the rest are the workspace page's tabs. */
export const WORKSPACE_SECTIONS: readonly { label: string; path: WorkspaceSection; icon: IconName }[] = [
  { label: 'Overview', path: '', icon: 'info' },
  { label: 'Research Goals', path: 'goals', icon: 'target' },
  { label: 'Ideas', path: 'ideas', icon: 'lightbulb' },
  { label: 'Workflows', path: 'workflows', icon: 'workflow' },
  { label: 'Analytics', path: 'analytics', icon: 'chart' },
  { label: 'Members', path: 'members', icon: 'users' },
];

export function workspaceSectionPath(workspaceId: string, path: string): string {
  return path ? `/workspaces/${workspaceId}/${path}` : `/workspaces/${workspaceId}`;
}

function isSection(value: string): value is Exclude<WorkspaceSection, ''> {
  return WORKSPACE_SECTIONS.some((section) => section.path !== '' && section.path === value);
}

/**
 * Which section a location inside a workspace shows: /workspaces/{id}/goals and deeper paths by
 * their first segment, /workspaces/{id}#goals by its hash (the old coscientist links), else none.
 */
export function workspaceSectionFrom(pathname: string, hash: string, workspaceId: string): WorkspaceSection | null {
  const base = `/workspaces/${encodeURIComponent(workspaceId)}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  if (rest === '') {
    const fromHash = hash.replace(/^#/, '');
    return isSection(fromHash) ? fromHash : '';
  }
  const first = rest.split('/')[0];
  return isSection(first) ? first : null;
}
