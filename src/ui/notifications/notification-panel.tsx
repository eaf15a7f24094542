import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  notificationsInboxQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type Notification,
} from '../../api/queries/notifications';
import { NOTIFICATION_MESSAGES } from '../../domain/notification-kinds';
import { DataState } from '../components/data-state';
import { getErrorMessage } from '../../api/errors';
import { NotificationItem } from './notification-item';

// The open inbox: the newest notifications, each a link to what it is about that marks it read;
// "Mark all as read"; the way to the preferences.

export const PREFERENCES_PATH = '/settings/tokens#notifications';

/** The panel reads the bell's query itself: a popover's content is not re-rendered with its button. */
export function NotificationPanel({ onFollow }: { onFollow: () => void }) {
  const inbox = useQuery(notificationsInboxQueryOptions());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = inbox.data?.unread ?? 0;
  const follow = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    onFollow();
  };
  return (
    <div className="flex flex-col text-sm">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="font-semibold">Notifications</h2>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="rounded-ui px-2 py-1 text-accent-text hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-fg-muted disabled:hover:bg-transparent"
        >
          Mark all as read
        </button>
      </div>
      {markAll.error && (
        <p role="alert" className="px-4 py-2 text-danger-text">
          {getErrorMessage(markAll.error)}
        </p>
      )}
      <DataState
        isLoading={inbox.isPending}
        loadingLabel="Loading notifications"
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
        isEmpty={inbox.data?.items.length === 0}
        empty={<p className="px-4 py-6 text-center text-fg-muted">{NOTIFICATION_MESSAGES.empty}</p>}
      >
        <ul className="divide-y divide-border">
          {inbox.data?.items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onFollow={follow} />
          ))}
        </ul>
      </DataState>
      <Link
        to={PREFERENCES_PATH}
        onClick={onFollow}
        className="border-t border-border px-4 py-2 text-accent-text hover:bg-surface-muted"
      >
        Notification preferences
      </Link>
    </div>
  );
}
