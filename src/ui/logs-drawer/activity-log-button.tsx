import { useCallback } from 'react';
import { useAppCommand } from '../command-palette/app-commands';
import { Icon } from '../components/icon';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';

/** The top-bar entry to the drawer; the shortcut is shown as a hint beside the name. */
export function ActivityLogButton() {
  const actor = useLogsDrawerActor();
  const open = useLogsDrawerSelector((s) => s.matches('open'));
  useAppCommand(
    'open-activity-log',
    useCallback(() => actor.send({ type: 'drawer.open' }), [actor]),
  );
  return (
    <button
      type="button"
      aria-label="Activity log"
      aria-keyshortcuts="Control+Shift+L Meta+Shift+L"
      aria-haspopup="dialog"
      aria-expanded={open}
      title="Activity log (Ctrl/Cmd+Shift+L)"
      onClick={() => actor.send({ type: 'drawer.open' })}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-ui text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg"
    >
      <Icon name="activity" size={20} />
    </button>
  );
}
