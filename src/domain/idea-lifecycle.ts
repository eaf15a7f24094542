// The idea lifecycle (docs/product.md, "Idea statuses"). The server refuses a move not in this table (409); the
// client shows only the moves it allows. Pure, no I/O.

export type IdeaLifecycleStatus = 'generated' | 'reviewed' | 'selected' | 'converted' | 'archived';

// selected → reviewed is "unselect"; archived → X is "unarchive", and only back to where the idea
// was archived from (its history says which), so undoing an archive restores the idea exactly.
export const IDEA_TRANSITIONS: Readonly<Record<IdeaLifecycleStatus, readonly IdeaLifecycleStatus[]>> = {
  generated: ['reviewed', 'archived'],
  reviewed: ['selected', 'archived'],
  selected: ['converted', 'reviewed', 'archived'],
  converted: ['archived'],
  archived: ['generated', 'reviewed', 'selected', 'converted'],
};

export const IDEA_STATUS_LABELS: Readonly<Record<IdeaLifecycleStatus, string>> = {
  generated: 'Newly generated, awaiting review',
  reviewed: 'Reviewed and scored',
  selected: 'Selected for potential conversion',
  converted: 'Converted to experiment',
  archived: 'Archived',
};

/** What the researcher calls each move; the idea-status machine's events are `idea.<move>`. */
export type IdeaMove = 'review' | 'select' | 'unselect' | 'convert' | 'archive' | 'unarchive';

export function moveOf(from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): IdeaMove {
  if (to === 'archived') return 'archive';
  if (from === 'archived') return 'unarchive';
  if (to === 'converted') return 'convert';
  if (to === 'selected') return 'select';
  return from === 'selected' ? 'unselect' : 'review';
}

/** The status a move leads to from `from`, or null when the table has no such move (unarchive: see archivedFrom). */
export function targetOf(from: IdeaLifecycleStatus, move: IdeaMove): IdeaLifecycleStatus | null {
  return IDEA_TRANSITIONS[from].find((to) => moveOf(from, to) === move) ?? null;
}

export const canTransition = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): boolean =>
  IDEA_TRANSITIONS[from].includes(to);

/** Ideas still waiting for a decision. */
export const isActionable = (status: IdeaLifecycleStatus): boolean => status === 'generated' || status === 'reviewed';

export const transitionRefusal = (from: IdeaLifecycleStatus, to: IdeaLifecycleStatus): string =>
  `An idea cannot move from ${from} to ${to}; allowed: ${IDEA_TRANSITIONS[from].join(', ')}`;

// Converted means a workflow and an experiment exist for the idea, so only converting it may set
// it; a plain status change that claimed it would lie. Unarchiving a converted idea restores it.
export const CONVERSION_ONLY_MESSAGE = 'An idea becomes converted only by converting it';

export const unarchiveRefusal = (archivedFrom: IdeaLifecycleStatus) =>
  `An archived idea returns only to the status it was archived from: ${archivedFrom}`;

/** The moves a plain status change may make: the table's, less the one only conversion makes. */
export const statusChangeMoves = (from: IdeaLifecycleStatus): IdeaLifecycleStatus[] =>
  IDEA_TRANSITIONS[from].filter((to) => to !== 'converted' || from === 'archived');

/**
 * Why a plain status change is refused, or null when it is allowed. `archivedFrom` is where an
 * archived idea was before (generated when its history does not say).
 */
export function statusChangeRefusal(
  from: IdeaLifecycleStatus,
  to: IdeaLifecycleStatus,
  archivedFrom: IdeaLifecycleStatus = 'generated',
): string | null {
  if (from === 'archived' && to !== 'archived') return to === archivedFrom ? null : unarchiveRefusal(archivedFrom);
  if (to === 'converted') return CONVERSION_ONLY_MESSAGE;
  if (statusChangeMoves(from).includes(to)) return null;
  return `An idea cannot move from ${from} to ${to}; allowed: ${statusChangeMoves(from).join(', ')}`;
}

/**
 * Where an archived idea goes back to, read off its last status change (`{ from, to }`): the
 * status it was archived from, or generated when that change is missing or was not the archiving.
 */
export function archivedFromOf(lastChange: unknown): IdeaLifecycleStatus {
  const { from, to } = (lastChange ?? {}) as { from?: unknown; to?: unknown };
  const known = typeof from === 'string' && Object.hasOwn(IDEA_TRANSITIONS, from);
  return to === 'archived' && known && from !== 'archived' ? (from as IdeaLifecycleStatus) : 'generated';
}
