// Live events between every process and thread that shares one database: a mutation on one web
// instance reaches the caches and streams of the others. See docs/architecture.md ("Live events").

export type NotifyListener = (payload: string) => void;

export interface Notifier {
  /**
   * Delivers `payload` to every subscriber of `channel` in every instance, this one included.
   * Call it after the change it announces has committed. Payloads stay small (ids, a seq): the
   * database keeps the data, a notification only says where to look.
   */
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: NotifyListener): () => void;
  /**
   * Called after the transport lost its connection and got it back: notifications sent in
   * between are gone, so whoever relies on them reads the database again.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** PostgreSQL caps a NOTIFY payload at 8000 bytes; ours are ids, far below it. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** Channels, one per concern, so a process listens only to what it serves. */
export const CHANNELS = {
  /** JSON array of user ids whose data a transaction changed: read caches drop their entries. */
  commits: 'labforge_commits',
  /** A token family (sign-in) was revoked: its access tokens stop working. */
  revocations: 'labforge_revocations',
  /** `{queryId, seq}` or `{queryId, end: true}`: an assistant answer stored an event. */
  assistant: 'labforge_assistant',
  /** A session id: the user cancelled it, and the worker running its step stops now. */
  cancellations: 'labforge_cancellations',
  /** A job was queued: idle workers look now rather than at their next poll. */
  jobs: 'labforge_jobs',
  /** JSON array of user ids (at most 150) who just got a notification: their tabs refetch the inbox. */
  notifications: 'labforge_notifications',
  /** `{workspaceId, id}`: a commit wrote workspace events up to `id`; stream hubs read them. */
  workspace: 'labforge_workspace',
} as const;

/** Fan-out to this instance's own listeners; both transports share it. */
export function createListenerSet() {
  const byChannel = new Map<string, Set<NotifyListener>>();
  return {
    add(channel: string, listener: NotifyListener): { first: boolean; remove: () => boolean } {
      const set = byChannel.get(channel) ?? new Set<NotifyListener>();
      byChannel.set(channel, set);
      set.add(listener);
      return {
        first: set.size === 1,
        /** True when the channel has no listener left. */
        remove: () => {
          set.delete(listener);
          if (set.size > 0 || byChannel.get(channel) !== set) return false;
          byChannel.delete(channel);
          return true;
        },
      };
    },
    deliver(channel: string, payload: string): void {
      for (const listener of [...(byChannel.get(channel) ?? [])]) {
        // One faulty listener must not starve the others of the event.
        try {
          listener(payload);
        } catch {
          /* listeners handle their own errors; nothing to do here */
        }
      }
    },
    channels: () => [...byChannel.keys()],
  };
}
