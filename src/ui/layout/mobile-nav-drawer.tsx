import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { runAppCommand } from '../command-palette/app-commands';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { useModalLayer } from '../components/modal-layer';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { ModelBadge } from './model-badge';
import { SidebarContent } from './sidebar-content';
import { SIDEBAR_WIDTH_OPEN } from './use-sidebar-open';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  workspaceId: string | undefined;
}

/** Below 768 px the sidebar is a drawer over the page, opened from the top bar. */
export function MobileNavDrawer({ open, onClose, workspaceId }: MobileNavDrawerProps) {
  // A modal too: the toasts wait behind it.
  useModalLayer(open);
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
        {/* What a phone's top bar has no room for (top-bar.tsx hides it below 640 px). */}
        <div className="flex flex-col items-start gap-3 border-t border-border p-3 sm:hidden">
          <ModelBadge />
          <ThemeSwitcher />
          <Button
            variant="secondary"
            size="sm"
            icon="activity"
            onClick={() => {
              onClose();
              runAppCommand('open-activity-log');
            }}
          >
            Open the activity log
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
