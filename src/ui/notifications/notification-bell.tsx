import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useNotificationsInbox } from '../../api/queries/notifications';
import { Icon } from '../components/icon';
import { NotificationPanel } from './notification-panel';

// The top bar's inbox (docs/product.md, "Notifications"): a bell whose name says how many are
// unread, with a badge, opening the newest notifications. On a phone the panel fills the width.

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

export function NotificationBell({ pollMs }: { pollMs?: number }) {
  const inbox = useNotificationsInbox(pollMs);
  const unread = inbox.data?.unread ?? 0;
  return (
    <Popover className="sm:relative">
      <PopoverButton
        aria-label={bellLabel(unread)}
        title={bellLabel(unread)}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-ui text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        aria-label="Your notifications"
        className="fixed inset-x-0 top-14 z-40 max-h-[calc(100vh-4rem)] overflow-auto border-y border-border bg-surface shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96 sm:rounded-ui sm:border"
      >
        {({ close }) => <NotificationPanel onFollow={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}
