import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { IconButton } from '../components/icon-button';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_WIDTH_OPEN } from './use-sidebar-open';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  workspaceId: string | undefined;
}

/** Below 768 px the sidebar is a drawer over the page, opened from the top bar. */
export function MobileNavDrawer({ open, onClose, workspaceId }: MobileNavDrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <DialogPanel
        style={{ width: SIDEBAR_WIDTH_OPEN }}
        className="fixed inset-y-0 left-0 flex flex-col border-r border-border bg-surface shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-border px-3 py-2">
          <DialogTitle className="text-sm font-semibold">Navigation</DialogTitle>
          <IconButton icon="close" size="sm" aria-label="Close navigation" onClick={onClose} />
        </div>
        <SidebarContent collapsed={false} workspaceId={workspaceId} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
