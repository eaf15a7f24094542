// Spec section 4: the idea lifecycle. The server refuses a move not in this table (409); the
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

export const canTransition = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): boolean => IDEA_TRANSITIONS[from].includes(to);

/** Ideas still waiting for a decision. */
export const isActionable = (status: IdeaLifecycleStatus): boolean => status === 'generated' || status === 'reviewed';

export const transitionRefusal = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): string =>
  IDEA_TRANSITIONS[from].length === 0
    ? `An ${from} idea cannot change status`
    : `An idea cannot move from ${from} to ${to}; allowed: ${IDEA_TRANSITIONS[from].join(', ')}`;
