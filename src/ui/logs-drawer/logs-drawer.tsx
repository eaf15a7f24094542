import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId } from 'react';
import { IconButton } from '../components/icon-button';
import { useModalLayer } from '../components/modal-layer';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';
import { LogsFilters } from './logs-filters';
import { LogsPagination } from './logs-pagination';
import { LogsTable } from './logs-table';
import { LogsToolbar } from './logs-toolbar';

/** The activity-log drawer: on the right, up to 800 px wide (docs/product.md, "Shell"). */
export function LogsDrawer() {
  const actor = useLogsDrawerActor();
  const open = useLogsDrawerSelector((s) => s.matches('open'));
  const filtersVisible = useLogsDrawerSelector((s) => s.context.filtersVisible);
  const filtersId = useId();
  const close = () => actor.send({ type: 'drawer.close' });
  // A modal too: the toasts wait behind it rather than cover its pages.
  useModalLayer(open);

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-[800px] flex-col border-l border-border bg-surface shadow-xl">
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <div>
            <DialogTitle className="text-lg font-semibold">Activity log</DialogTitle>
            <p className="text-xs text-fg-muted">
              Everything recorded on your account, newest first. Ctrl/Cmd+Shift+L toggles this panel.
            </p>
          </div>
          <IconButton icon="close" aria-label="Close activity log" onClick={close} />
        </div>
        <LogsToolbar filtersId={filtersId} />
        {filtersVisible && <LogsFilters id={filtersId} />}
        <div className="min-h-0 flex-1 overflow-y-auto">
          <LogsTable />
        </div>
        <LogsPagination />
      </DialogPanel>
    </Dialog>
  );
}
