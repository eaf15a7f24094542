import { NAV_GROUPS } from './nav-items';
import { SidebarLink } from './sidebar-link';

export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-2">
      {NAV_GROUPS.map((group, i) => (
        <ul key={i} className="flex flex-col gap-0.5 border-border pt-2 not-first:border-t">
          {group.map((item) => (
            <li key={item.to}>
              <SidebarLink {...item} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
