import { Link } from 'react-router-dom';
import { SidebarNav } from './sidebar-nav';
import { WorkspaceSubmenu } from './workspace-submenu';

interface SidebarContentProps {
  collapsed: boolean;
  workspaceId: string | undefined;
  /** The mobile drawer closes itself when a link is followed. */
  onNavigate?: () => void;
}

/** What both the desktop sidebar and the mobile drawer show. */
export function SidebarContent({ collapsed, workspaceId, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4">
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className={collapsed ? 'flex justify-center' : 'flex items-center gap-2 px-2'}
        aria-label="Labforge home"
      >
        <img src="/logo.svg" alt="" width={28} height={28} className="shrink-0" />
        {!collapsed && <span className="text-base font-semibold">Labforge</span>}
      </Link>
      <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <WorkspaceSubmenu workspaceId={workspaceId} collapsed={collapsed} onNavigate={onNavigate} />
    </div>
  );
}
