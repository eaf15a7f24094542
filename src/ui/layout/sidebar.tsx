import { IconButton } from '../components/icon-button';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_OPEN, useSidebarOpen } from './use-sidebar-open';

/** The desktop sidebar (768 px and wider); below that the layout uses the mobile drawer. */
export function Sidebar({ workspaceId }: { workspaceId: string | undefined }) {
  const [open, toggle] = useSidebarOpen();
  return (
    <aside
      aria-label="Sidebar"
      data-state={open ? 'open' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED }}
      className="sticky top-0 hidden h-screen shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200 md:flex"
    >
      <SidebarContent collapsed={!open} workspaceId={workspaceId} />
      <div
        className={
          open ? 'flex justify-end border-t border-border p-3' : 'flex justify-center border-t border-border p-3'
        }
      >
        <IconButton
          icon={open ? 'chevronLeft' : 'chevronRight'}
          size="sm"
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          onClick={toggle}
        />
      </div>
    </aside>
  );
}
