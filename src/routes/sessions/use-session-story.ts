import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '../../api/queries/sessions';
import type { SessionProgress, SessionStatus } from '../../api/types';
import { sessionStatusLabel } from '../../domain/session-status';

export const SESSION_PAGE_TITLE = 'Co-Scientist session';

/** The tab's title: the progress while the session runs, its ending once it is over. */
export function sessionTabTitle(status: SessionStatus, progress: SessionProgress | null, live: boolean): string {
  if (live) return `${Math.round(progress?.percent ?? 0)}% · ${SESSION_PAGE_TITLE}`;
  return `${sessionStatusLabel(status)} · ${SESSION_PAGE_TITLE}`;
}

/**
 * Keeps the session's story current: its plan, field, meta-reviews and overview are written as
 * phases and rounds end, so the details are read again whenever the polled phase or round moves.
 */
export function useSessionStory(sessionId: string, progress: SessionProgress | null) {
  const queryClient = useQueryClient();
  const phase = progress?.phase;
  const round = progress?.round;
  useEffect(() => {
    if (phase === undefined) return;
    void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) });
  }, [queryClient, sessionId, phase, round]);
}
