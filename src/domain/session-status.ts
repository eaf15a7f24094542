import { enumWords } from './enum-words';

// Session statuses (docs/product.md, "Session statuses"): completed, failed and cancelled are terminal and polling
// stops on them; progress is polled every 5 s.
export const SESSION_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type SessionStatusName = (typeof SESSION_STATUSES)[number];

export const TERMINAL_SESSION_STATUSES = ['completed', 'failed', 'cancelled'] as const;
export type TerminalSessionStatus = (typeof TERMINAL_SESSION_STATUSES)[number];

export const isTerminalSessionStatus = (status: unknown): status is TerminalSessionStatus =>
  (TERMINAL_SESSION_STATUSES as readonly unknown[]).includes(status);

export const SESSION_POLL_INTERVAL_MS = 5_000;

export const SESSION_STATUS_LABELS: Record<SessionStatusName, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A status the contract may grow later still reads as words. */
export const sessionStatusLabel = (status: string) =>
  SESSION_STATUS_LABELS[status as SessionStatusName] ?? enumWords(status);

/** The engine's phase ('ideas_generated', 'tournament') as words. */
export const sessionPhaseLabel = (phase: string) => enumWords(phase);

/** A goal's own status as words, for lists and exports; the badge says more (goalBadge). */
export const GOAL_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  generating_ideas: 'Generating ideas',
};

export const goalStatusLabel = (status: string) => GOAL_STATUS_LABELS[status] ?? enumWords(status);

/**
 * What a goal's badge says: 'Draft' before any session, then its current session's state. The
 * goal's own status stays generating_ideas once started, so it cannot say when the ideas are ready.
 */
export function goalBadge(
  goalStatus: string,
  sessionStatus: string | undefined,
): { label: string; tone: 'neutral' | 'accent' | 'success' | 'danger' } {
  if (goalStatus === 'draft' && !sessionStatus) return { label: 'Draft', tone: 'neutral' };
  switch (sessionStatus) {
    case 'completed':
      return { label: 'Ideas ready', tone: 'success' };
    case 'failed':
      return { label: 'Session failed', tone: 'danger' };
    case 'cancelled':
      return { label: 'Session cancelled', tone: 'neutral' };
    default:
      return { label: 'Generating ideas', tone: 'accent' };
  }
}
