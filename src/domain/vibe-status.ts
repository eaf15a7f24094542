// The coding agent's session statuses (docs/product.md, "The coding agent"). A session starts
// queued, and queued is also what the client shows when the status call answers 404; completed,
// failed and cancelled are terminal and polling stops on them.

export const VIBE_STATUSES = ['queued', 'planning', 'coding', 'testing', 'completed', 'failed', 'cancelled'] as const;
export type VibeStatusName = (typeof VIBE_STATUSES)[number];

export const TERMINAL_VIBE_STATUSES = ['completed', 'failed', 'cancelled'] as const;
export type TerminalVibeStatus = (typeof TERMINAL_VIBE_STATUSES)[number];

export const isTerminalVibeStatus = (status: unknown): status is TerminalVibeStatus =>
  (TERMINAL_VIBE_STATUSES as readonly unknown[]).includes(status);

/** The status of an idea with no coding session yet (the status call answered 404). */
export const VIBE_FALLBACK_STATUS: VibeStatusName = 'queued';

/** An unfinished coding session is polled this often. */
export const VIBE_POLL_INTERVAL_MS = 2_000;

export const VIBE_STATUS_LABELS: Record<VibeStatusName, string> = {
  queued: 'Queued',
  planning: 'Planning',
  coding: 'Coding',
  testing: 'Testing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What the coding session operations answer when they refuse (docs/product.md, "The coding agent"). */
export const VIBE_MESSAGES = {
  sessionNotFound: 'Coding session not found',
  noSession: 'This idea has not been sent to the coding agent yet',
  finished: 'The coding session has already finished',
  fileNotInPullRequest: 'This file is not part of the pull request',
  repositoryNotReady: 'The repository does not exist yet: the coding session has not started writing it',
  tooManyDownloads: (wait: string) => `Too many repository downloads. Please wait ${wait} and try again.`,
} as const;
