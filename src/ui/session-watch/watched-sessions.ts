// The sessions this browser started and has not yet seen end, kept in localStorage so a reload
// or another page keeps them. The watcher (session-end-watcher.tsx) announces their ends from the
// notification inbox and reads it more often while one is recent. docs/product.md, "Session page".

export interface WatchedSession {
  sessionId: string;
  workspaceId: string;
  goalId: string;
  title: string;
  /** When this browser started it (ms); a cancelled session sends no notification, so its watch lapses. */
  watchedAt?: number;
}

/** How long a watched session makes the inbox be read more often. */
export const WATCH_HORIZON_MS = 3 * 60 * 60_000;

/** The watched sessions started within the horizon. */
export const recentlyWatched = (now = Date.now()) =>
  watchedSessions().filter((s) => now - (s.watchedAt ?? 0) < WATCH_HORIZON_MS);

const STORAGE_KEY = 'labforge.watchedSessions';
const listeners = new Set<() => void>();
let cache: WatchedSession[] | null = null;

function read(): WatchedSession[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((s): s is WatchedSession => !!s && typeof s === 'object' && typeof s.sessionId === 'string')
      : [];
  } catch {
    return []; // unreadable or blocked storage: nothing is watched
  }
}

function write(next: WatchedSession[]) {
  cache = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the list still lives for this page
  }
  listeners.forEach((listener) => listener());
}

export const watchedSessions = (): WatchedSession[] => (cache ??= read());

export function watchSession(session: WatchedSession) {
  const watched = { ...session, watchedAt: session.watchedAt ?? Date.now() };
  write([...watchedSessions().filter((s) => s.sessionId !== session.sessionId), watched]);
}

export function unwatchSession(sessionId: string) {
  write(watchedSessions().filter((s) => s.sessionId !== sessionId));
}

export function subscribeWatchedSessions(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory copy (tests, sign-out): the next read comes from storage. */
export function resetWatchedSessionsCache() {
  cache = null;
}
