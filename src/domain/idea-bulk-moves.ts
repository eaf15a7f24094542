// One move asked of many ticked ideas: which can make it, which are there already (skipped), and
// why the rest cannot, in the researcher's words (docs/product.md, "Acting on selected ideas").
import { IDEA_TRANSITIONS, moveOf, targetOf, type IdeaLifecycleStatus, type IdeaMove } from './idea-lifecycle';

export type BulkMove = Exclude<IdeaMove, 'review'>;

interface Titled {
  id: string;
  title: string;
  status: IdeaLifecycleStatus;
}

export interface BulkMovePlan<T extends Titled> {
  movable: T[];
  /** One line per idea left as it is: "'Title' is already selected". */
  notes: string[];
}

/** The past tense a summary uses: "2 of 3 selected". */
export const MOVE_DONE: Record<BulkMove, string> = {
  select: 'selected',
  unselect: 'unselected',
  convert: 'converted',
  archive: 'archived',
  unarchive: 'unarchived',
};

/** The status each move leaves an idea in, when one alone: an idea there already is skipped. */
const END: Partial<Record<BulkMove, IdeaLifecycleStatus>> = {
  select: 'selected',
  convert: 'converted',
  archive: 'archived',
};

const STATUSES = Object.keys(IDEA_TRANSITIONS) as IdeaLifecycleStatus[];
/** The statuses a move starts from, in lifecycle order: "generated, reviewed or selected". */
function sources(move: BulkMove): string {
  const from = STATUSES.filter((s) => IDEA_TRANSITIONS[s].some((to) => moveOf(s, to) === move));
  return from.length === 1 ? from[0] : `${from.slice(0, -1).join(', ')} or ${from[from.length - 1]}`;
}

export function planBulkMove<T extends Titled>(ideas: readonly T[], move: BulkMove): BulkMovePlan<T> {
  const movable: T[] = [];
  const notes: string[] = [];
  for (const idea of ideas) {
    if (targetOf(idea.status, move)) movable.push(idea);
    else if (END[move] === idea.status) notes.push(`'${idea.title}' is already ${idea.status}`);
    else notes.push(`'${idea.title}' is ${idea.status}; only ${sources(move)} ideas can be ${MOVE_DONE[move]}`);
  }
  return { movable, notes };
}

const plural = (n: number) => `${n} idea${n === 1 ? '' : 's'}`;

/** "3 ideas selected", or "2 of 3 selected" when some were left as they were. */
export function bulkMoveSummary(moved: number, asked: number, move: BulkMove): string {
  return moved === asked ? `${plural(moved)} ${MOVE_DONE[move]}` : `${moved} of ${asked} ${MOVE_DONE[move]}`;
}
