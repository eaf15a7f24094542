import { Link, useMatch, useResolvedPath } from 'react-router-dom';
import { cx } from '../components/cx';
import { Icon, type IconName } from '../components/icon';

export interface SidebarLinkProps {
  to: string;
  label: string;
  icon: IconName;
  collapsed: boolean;
  /** Overrides the path match (the workspace sections also count the #tab hash). */
  active?: boolean;
  onNavigate?: () => void;
}

/** A nav link; collapsed it shows the icon only and keeps the label for screen readers and as a tooltip. */
export function SidebarLink({ to, label, icon, collapsed, active, onNavigate }: SidebarLinkProps) {
  const { pathname } = useResolvedPath(to);
  const matched = useMatch({ path: pathname, end: false }) !== null;
  const isActive = active ?? matched;
  return (
    <Link
      to={to}
      title={collapsed ? label : undefined}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cx(
        'flex h-9 items-center gap-3 rounded-ui text-sm font-medium transition-colors',
        collapsed ? 'justify-center px-0' : 'px-3',
        isActive ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
      )}
    >
      <Icon name={icon} size={18} />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </Link>
  );
}
