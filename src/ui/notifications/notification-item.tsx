import { Link } from 'react-router-dom';
import type { Notification } from '../../api/queries/notifications';
import { relativeTime } from '../../domain/relative-time';
import { formatDate } from '../format/format-date';

// One notification: what happened, who did it and when, a dot while unread; the whole row links
// to what it is about.

/** Who a notification names: its actor, or Labforge when nobody acted (the engine ended a session). */
export const notificationActor = (notification: Notification) => notification.actor?.name ?? 'Labforge';

export function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (notification: Notification) => void;
}) {
  const unread = !notification.readAt;
  return (
    <li>
      <Link
        to={notification.link}
        onClick={() => onFollow(notification)}
        className="flex items-start gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-accent' : 'bg-transparent'}`}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={unread ? 'font-medium text-fg' : 'text-fg-muted'}>
            {unread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </span>
          <span className="text-xs text-fg-muted">
            {notificationActor(notification)} ·{' '}
            <time dateTime={notification.createdAt} title={formatDate(notification.createdAt, true)}>
              {relativeTime(notification.createdAt)}
            </time>
          </span>
        </span>
      </Link>
    </li>
  );
}
