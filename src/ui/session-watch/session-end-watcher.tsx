import { useEffect, useRef, useSyncExternalStore } from 'react';
import { NOTIFICATIONS_POLL_MS, useNotificationsInbox, type Notification } from '../../api/queries/notifications';
import { SESSION_END_KINDS } from '../../domain/notification-kinds';
import { SESSION_POLL_INTERVAL_MS } from '../../domain/session-status';
import { useToast } from '../toast/toast-provider';
import { recentlyWatched, subscribeWatchedSessions, unwatchSession, watchedSessions } from './watched-sessions';

// Announces the end of the user's sessions, on whatever page they are, from the notification
// inbox (docs/architecture.md, "Notifications"): a new unread "session finished" or "session
// failed" is a toast (read out by its live region) and, when the user allowed it, a browser
// notification. For a few hours after this browser starts a session, the inbox is read more often.

const ENDINGS = {
  session_finished: { title: 'Session completed', tone: 'success' },
  session_failed: { title: 'Session failed', tone: 'error' },
} as const;

const isSessionEnd = (n: Notification): n is Notification & { kind: keyof typeof ENDINGS } =>
  SESSION_END_KINDS.includes(n.kind) && !n.readAt;

function announce(notification: Notification & { kind: keyof typeof ENDINGS }, toast: ReturnType<typeof useToast>) {
  const ending = ENDINGS[notification.kind];
  (ending.tone === 'error' ? toast.error : toast.success)(ending.title, notification.title);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(ending.title, { body: notification.title, tag: notification.objectId });
  }
}

export function SessionEndWatcher({ intervalMs = SESSION_POLL_INTERVAL_MS }: { intervalMs?: number }) {
  useSyncExternalStore(subscribeWatchedSessions, watchedSessions);
  const inbox = useNotificationsInbox(recentlyWatched().length > 0 ? intervalMs : NOTIFICATIONS_POLL_MS);
  const toast = useToast();
  /** Notifications already considered; null until the first page arrives. */
  const seen = useRef<Set<string> | null>(null);
  const items = inbox.data?.items;
  useEffect(() => {
    if (!items) return;
    const first = seen.current === null;
    const known = (seen.current ??= new Set());
    const mine = new Set(watchedSessions().map((w) => w.sessionId));
    for (const notification of items) {
      if (known.has(notification.id)) continue;
      known.add(notification.id);
      if (!isSessionEnd(notification)) continue;
      // What was already in the inbox when the page opened is news only for a session this browser watched.
      if (!first || mine.has(notification.objectId)) announce(notification, toast);
      unwatchSession(notification.objectId);
    }
  }, [items, toast]);
  return null;
}
