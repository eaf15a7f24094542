// The ideas list's filters in the page's URL, so Back and a shared link restore the list as it was.
// Only what differs from the defaults is written; anything unreadable in a hand-edited URL falls
// back to its default rather than failing the page. docs/product.md, "Scoring".
import {
  DEFAULT_IDEA_FILTERS,
  IDEA_SORT_FIELDS,
  IDEA_STATUSES,
  type IdeaFilters,
  type IdeaSortField,
  type IdeaStatusName,
  type Range,
} from './idea-filters';

const RANGES = {
  elo: 'eloRange',
  novelty: 'noveltyRange',
  correctness: 'correctnessRange',
  feasibility: 'feasibilityRange',
} as const;
const KEYS = ['q', 'status', ...Object.keys(RANGES), 'from', 'to', 'sort', 'order'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readRange(value: string | null, fallback: Range): Range {
  const [lo, hi] = (value ?? '').split('-').map(Number);
  const [min, max] = fallback;
  const ok = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x) && x >= min && x <= max;
  return value && ok(lo) && ok(hi) && lo <= hi ? [lo, hi] : fallback;
}

export function readIdeaFilters(params: URLSearchParams): IdeaFilters {
  const d = DEFAULT_IDEA_FILTERS;
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is IdeaStatusName => (IDEA_STATUSES as readonly string[]).includes(s));
  const sort = params.get('sort');
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    search: params.get('q') ?? d.search,
    statuses: [...new Set(statuses)],
    eloRange: readRange(params.get('elo'), d.eloRange),
    noveltyRange: readRange(params.get('novelty'), d.noveltyRange),
    correctnessRange: readRange(params.get('correctness'), d.correctnessRange),
    feasibilityRange: readRange(params.get('feasibility'), d.feasibilityRange),
    dateFrom: day('from'),
    dateTo: day('to'),
    sortBy: (IDEA_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as IdeaSortField) : d.sortBy,
    sortOrder: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : d.sortOrder,
  };
}

/** The page's other parameters kept; the filters' own replaced by what differs from the defaults. */
export function writeIdeaFilters(params: URLSearchParams, filters: IdeaFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  KEYS.forEach((key) => next.delete(key));
  const d = DEFAULT_IDEA_FILTERS;
  if (filters.search) next.set('q', filters.search);
  if (filters.statuses.length) next.set('status', filters.statuses.join(','));
  for (const [key, field] of Object.entries(RANGES)) {
    const [lo, hi] = filters[field];
    if (lo !== d[field][0] || hi !== d[field][1]) next.set(key, `${lo}-${hi}`);
  }
  if (filters.dateFrom) next.set('from', filters.dateFrom);
  if (filters.dateTo) next.set('to', filters.dateTo);
  if (filters.sortBy !== d.sortBy) next.set('sort', filters.sortBy);
  if (filters.sortOrder !== d.sortOrder) next.set('order', filters.sortOrder);
  return next;
}
