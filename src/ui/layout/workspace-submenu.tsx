import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { workspaceQueryOptions } from '../../api/queries/workspaces';
import { Icon } from '../components/icon';
import { WORKSPACE_SECTIONS, workspaceSectionFrom, workspaceSectionPath } from './nav-items';
import { SidebarLink } from './sidebar-link';

export const UNKNOWN_WORKSPACE = 'Unknown Workspace';

interface WorkspaceSubmenuProps {
  workspaceId: string | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function WorkspaceSubmenu({ workspaceId, collapsed, onNavigate }: WorkspaceSubmenuProps) {
  if (!workspaceId) {
    if (collapsed) return null;
    return <p className="border-t border-border px-3 pt-4 text-xs text-fg-muted">Select a workspace to view details</p>;
  }
  return <WorkspaceSections workspaceId={workspaceId} collapsed={collapsed} onNavigate={onNavigate} />;
}

function WorkspaceSections({ workspaceId, collapsed, onNavigate }: WorkspaceSubmenuProps & { workspaceId: string }) {
  const { data, isPending, isError } = useQuery(workspaceQueryOptions(workspaceId));
  const { pathname, hash } = useLocation();
  const current = workspaceSectionFrom(pathname, hash, workspaceId);
  const name = isError ? UNKNOWN_WORKSPACE : (data?.name ?? (isPending ? 'Loading workspace...' : UNKNOWN_WORKSPACE));
  return (
    <nav aria-label={`Workspace: ${name}`} className="flex flex-col gap-0.5 border-t border-border pt-3">
      {collapsed ? (
        <span title={name} className="flex h-7 items-center justify-center text-fg-muted">
          <Icon name="folder" size={16} />
        </span>
      ) : (
        <p className="truncate px-3 pb-1 text-sm font-semibold text-fg" title={name}>
          {name}
        </p>
      )}
      <ul className="flex flex-col gap-0.5">
        {WORKSPACE_SECTIONS.map((section) => (
          <li key={section.label}>
            <SidebarLink
              to={workspaceSectionPath(workspaceId, section.path)}
              label={section.label}
              icon={section.icon}
              collapsed={collapsed}
              active={current === section.path}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
