// The notification inbox (issue 31, part 4; docs/architecture.md, "Notifications"): the first page
// with the unread count, polled and read again when the window gains focus or the live stream
// dispatches NOTIFICATION_EVENT; marking read; the per-kind preferences.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT, NOTIFICATION_LIMITS } from '../../domain/notification-kinds';
import { api, unwrap } from '../client';
import type { Schema } from '../types';

export type Notification = Schema<'Notification'>;
export type NotificationList = Schema<'NotificationList'>;
export type NotificationPreference = Schema<'NotificationPreferences'>['items'][number];

/** How often the inbox is read without a live stream to say something arrived. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export const notificationsInboxQueryOptions = (pollMs = NOTIFICATIONS_POLL_MS) =>
  queryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/v1/notifications', { params: { query: { limit: NOTIFICATION_LIMITS.pageSize } }, signal })),
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** The inbox, read again at once when the live stream says a notification arrived. */
export function useNotificationsInbox(pollMs?: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() });
    window.addEventListener(NOTIFICATION_EVENT, refetch);
    return () => window.removeEventListener(NOTIFICATION_EVENT, refetch);
  }, [queryClient]);
  return useQuery(notificationsInboxQueryOptions(pollMs));
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() });
}

export function useMarkNotificationRead() {
  const onSuccess = useRefreshInbox();
  return useMutation({
    mutationFn: (notificationId: string) =>
      unwrap(api.POST('/v1/notifications/{notificationId}/read', { params: { path: { notificationId } } })),
    onSuccess,
  });
}

export function useMarkAllNotificationsRead() {
  const onSuccess = useRefreshInbox();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/v1/notifications/read-all')),
    onSuccess,
  });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/notifications/preferences', { signal })),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationPreference[]) =>
      unwrap(api.PUT('/v1/notifications/preferences', { body: { items } })),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
