// The kinds of notification and their words (issue 31, part 4; docs/architecture.md,
// "Notifications"): the server writes them, the inbox and the preferences show them.

export const NOTIFICATION_KINDS = [
  'mention',
  'reply',
  'invitation',
  'session_finished',
  'session_failed',
  'coding_finished',
  'coding_failed',
  'run_finished',
  'run_crashed',
  'conversion',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each preference checkbox says. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Someone mentions me in a comment',
  reply: 'Someone replies in a thread I took part in',
  invitation: 'I am invited to a workspace',
  session_finished: 'A session I started finishes',
  session_failed: 'A session I started fails',
  coding_finished: 'A coding session I started finishes',
  coding_failed: 'A coding session I started fails',
  run_finished: 'A run in my workspaces finishes',
  run_crashed: 'A run in my workspaces crashes',
  conversion: 'A teammate converts ideas into experiments',
};

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  preferencesSaved: 'Notification preferences saved.',
  empty: 'No notifications yet.',
  emptyUnread: 'No unread notifications.',
} as const;

export const NOTIFICATION_LIMITS = { pageSize: 20, pageSizeMax: 100 } as const;

/**
 * Dispatched on `window` when the live stream says a notification arrived: the inbox refetches at
 * once instead of at its next poll.
 */
export const NOTIFICATION_EVENT = 'labforge:notification';

/** The kinds a browser notification is shown for: a session of mine ended. */
export const SESSION_END_KINDS: readonly NotificationKind[] = ['session_finished', 'session_failed'];
