// The live stream's words and the presence line (issue 31, part 5; docs/architecture.md, "Live
// events"), shared by the server and the SPA.

export const LIVE_MESSAGES = {
  lastEventId: 'Last-Event-ID must be the id of an event this stream sent',
  paused: (seconds: number) => `Live updates paused. Refreshing every ${seconds} seconds.`,
  reconnect: 'Reconnect',
  reconnectLabel: 'Reconnect live updates',
} as const;

/** How often pages refetch while the stream is down. */
export const POLLING_SECONDS = 30;

/** The kinds of page whose viewers are shown. */
export const PRESENCE_TARGET_TYPES = ['idea', 'session', 'experiment', 'run', 'workflow'] as const;
export type PresenceTargetType = (typeof PRESENCE_TARGET_TYPES)[number];

/** "Ana is viewing", "Ana and Ben are viewing", "Ana, Ben and 2 others are viewing"; null for nobody. */
export function presenceSentence(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is viewing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are viewing`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} ${others === 1 ? 'other' : 'others'} are viewing`;
}
