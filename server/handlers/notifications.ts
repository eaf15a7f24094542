import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../src/domain/notification-kinds';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import {
  listNotifications,
  markAllRead,
  markRead,
  readPreferences,
  writePreferences,
} from '../notifications/notification-store';
import type { HandlerMap } from './handler-types';

// The caller's own inbox and preferences (issue 31, part 4; docs/architecture.md, "Notifications"):
// personal operations, so another's notification is the same 404 as a missing one. Marking
// changes no research and writes no activity row.

export function notificationHandlers({ db }: AppContext): HandlerMap {
  return {
    async listNotifications(request) {
      const { unreadOnly = false, limit = NOTIFICATION_LIMITS.pageSize, offset = 0 } = request.query;
      return listNotifications(db, requireUser(request).id, { unreadOnly, limit, offset });
    },

    async markNotificationRead(request) {
      const found = await markRead(db, requireUser(request).id, request.params.notificationId);
      if (!found) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return found;
    },

    async markAllNotificationsRead(request) {
      await markAllRead(db, requireUser(request).id);
      return { success: true };
    },

    async getNotificationPreferences(request) {
      return { items: await readPreferences(db, requireUser(request).id) };
    },

    async setNotificationPreferences(request) {
      const userId = requireUser(request).id;
      await writePreferences(db, userId, request.body.items);
      return { items: await readPreferences(db, userId) };
    },
  };
}
