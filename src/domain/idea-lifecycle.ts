// The idea lifecycle (docs/product.md, "Idea statuses"). The server refuses a move not in this table (409); the
// client shows only the moves it allows. Pure, no I/O.

export type IdeaLifecycleStatus = 'generated' | 'reviewed' | 'selected' | 'converted' | 'archived';

export const IDEA_TRANSITIONS: Readonly<Record<IdeaLifecycleStatus, readonly IdeaLifecycleStatus[]>> = {
  generated: ['reviewed', 'archived'],
  reviewed: ['selected', 'archived'],
  selected: ['converted', 'archived'],
  converted: ['archived'],
  archived: [],
};

export const IDEA_STATUS_LABELS: Readonly<Record<IdeaLifecycleStatus, string>> = {
  generated: 'Newly generated, awaiting review',
  reviewed: 'Reviewed and scored',
  selected: 'Selected for potential conversion',
  converted: 'Converted to experiment',
  archived: 'Archived',
};

export const canTransition = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): boolean =>
  IDEA_TRANSITIONS[from].includes(to);

/** Ideas still waiting for a decision. */
export const isActionable = (status: IdeaLifecycleStatus): boolean => status === 'generated' || status === 'reviewed';

export const transitionRefusal = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): string =>
  IDEA_TRANSITIONS[from].length === 0
    ? `An ${from} idea cannot change status`
    : `An idea cannot move from ${from} to ${to}; allowed: ${IDEA_TRANSITIONS[from].join(', ')}`;

// Converted means a workflow and an experiment exist for the idea, so only converting it may set
// it; a plain status change that claimed it would lie.
export const CONVERSION_ONLY_MESSAGE = 'An idea becomes converted only by converting it';

/** The moves a plain status change may make: the table's, less the one only conversion makes. */
export const statusChangeMoves = (from: IdeaLifecycleStatus): IdeaLifecycleStatus[] =>
  IDEA_TRANSITIONS[from].filter((to) => to !== 'converted');

/** Why a plain status change is refused, or null when it is allowed. */
export function statusChangeRefusal(from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): string | null {
  if (to === 'converted') return CONVERSION_ONLY_MESSAGE;
  if (statusChangeMoves(from).includes(to)) return null;
  const allowed = statusChangeMoves(from);
  return allowed.length === 0
    ? `An ${from} idea cannot change status`
    : `An idea cannot move from ${from} to ${to}; allowed: ${allowed.join(', ')}`;
}
