import { useQueries } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getErrorStatus } from '../../api/errors';
import { getSessionProgress } from '../../api/queries/sessions';
import type { SessionProgress } from '../../api/types';
import { isTerminalSessionStatus, SESSION_POLL_INTERVAL_MS } from '../../domain/session-status';
import { useToast } from '../toast/toast-provider';
import { subscribeWatchedSessions, unwatchSession, watchedSessions, type WatchedSession } from './watched-sessions';

// Announces the end of every session this browser started, on whatever page the user is: a toast
// (read out by its live region) and, when the user allowed it, a browser notification.

const ENDINGS = {
  completed: { title: 'Session completed', tone: 'success' },
  failed: { title: 'Session failed', tone: 'error' },
  cancelled: { title: 'Session cancelled', tone: 'success' },
} as const;

function announce(watched: WatchedSession, progress: SessionProgress, toast: ReturnType<typeof useToast>) {
  const ending = ENDINGS[progress.status as keyof typeof ENDINGS];
  const detail = progress.status === 'completed' ? `${watched.title}: its ideas are ready.` : watched.title;
  (ending.tone === 'error' ? toast.error : toast.success)(ending.title, detail);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(ending.title, { body: detail, tag: watched.sessionId });
  }
}

export function SessionEndWatcher({ intervalMs = SESSION_POLL_INTERVAL_MS }: { intervalMs?: number }) {
  const watched = useSyncExternalStore(subscribeWatchedSessions, watchedSessions);
  const toast = useToast();
  const results = useQueries({
    queries: watched.map((w) => ({
      queryKey: ['session-watch', w.sessionId],
      queryFn: ({ signal }: { signal: AbortSignal }) => getSessionProgress(w, signal),
      refetchInterval: intervalMs,
      retry: false,
    })),
  });
  useEffect(() => {
    results.forEach((result, i) => {
      const w = watched[i];
      if (!w) return;
      // A session that is gone (deleted, another account) is no longer watched, silently.
      if (result.isError && [403, 404].includes(getErrorStatus(result.error) ?? 0)) unwatchSession(w.sessionId);
      if (result.data && isTerminalSessionStatus(result.data.status)) {
        unwatchSession(w.sessionId);
        announce(w, result.data, toast);
      }
    });
  }, [results, watched, toast]);
  return null;
}
