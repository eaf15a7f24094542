// The ideas list's filters (defaults in docs/product.md, "Scoring") applied in one pass over a session's ideas.
// Built for 10,000 ideas: what every filter change would recompute per idea (lowercased text,
// rank, timestamps, overall score) is computed once per idea list and cached by the list itself,
// and so is the list in each sort order, so a keystroke only filters (`npm run bench`: toFixed
// per idea per keystroke alone took 5 ms at 10,000 ideas).
import { endOfDayIso, startOfDayIso } from './activity-logs';
import { rankIntervals, type RankInterval } from './rank-interval';
import { ELO_MAX, ELO_MIN, ideaOverallScore } from './scoring';

export const IDEA_STATUSES = ['generated', 'reviewed', 'selected', 'converted', 'archived'] as const;
export type IdeaStatusName = (typeof IDEA_STATUSES)[number];

/** What filtering reads from an idea: the contract's Idea, restated because the domain imports nobody. */
export interface FilterableIdea {
  id: string;
  title: string;
  summary: string;
  status: string;
  eloRating: number;
  /** The researcher's own stars on the Elo scale, apart from the tournament's; null when unrated. */
  userRatingElo?: number | null;
  /** The tournament's 95% Bradley–Terry interval, which places the idea among the others. */
  btInterval?: readonly number[] | null;
  noveltyScore: number;
  correctnessScore: number;
  feasibilityScore: number;
  createdAt: string;
}

/** Score filters run 0..5: the 0..1 scores shown ×5, like the reviews' scores. */
export const SCORE_FILTER_MAX = 5;
export type Range = readonly [number, number];

export const IDEA_SORT_FIELDS = [
  'ranking',
  'eloRating',
  'userRating',
  'overallScore',
  'noveltyScore',
  'correctnessScore',
  'feasibilityScore',
  'createdAt',
  'title',
] as const;
export type IdeaSortField = (typeof IDEA_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface IdeaFilters {
  search: string;
  /** Empty: every status. */
  statuses: readonly IdeaStatusName[];
  eloRange: Range;
  noveltyRange: Range;
  correctnessRange: Range;
  feasibilityRange: Range;
  /** YYYY-MM-DD as a date input holds it, '' for open; the end covers its whole day. */
  dateFrom: string;
  dateTo: string;
  sortBy: IdeaSortField;
  sortOrder: SortOrder;
}

/** Elo 0–5000, scores 0–5, sorted by ranking ascending (rank 1 first). */
export const DEFAULT_IDEA_FILTERS: IdeaFilters = {
  search: '',
  statuses: [],
  eloRange: [ELO_MIN, ELO_MAX],
  noveltyRange: [0, SCORE_FILTER_MAX],
  correctnessRange: [0, SCORE_FILTER_MAX],
  feasibilityRange: [0, SCORE_FILTER_MAX],
  dateFrom: '',
  dateTo: '',
  sortBy: 'ranking',
  sortOrder: 'asc',
};

interface IndexEntry<T> {
  idea: T;
  text: string;
  lowerTitle: string;
  rank: number;
  createdMs: number;
  overall: number;
  /** The figures as the screens show them, which the range filters compare. */
  shown: Record<'eloRating' | 'noveltyScore' | 'correctnessScore' | 'feasibilityScore', number>;
}

const indexes = new WeakMap<readonly FilterableIdea[], IndexEntry<FilterableIdea>[]>();
/** Per list, its entries in each `sortBy:sortOrder` asked for so far. */
const sortedIndexes = new WeakMap<readonly FilterableIdea[], Map<string, IndexEntry<FilterableIdea>[]>>();

/** Rank 1 is the highest Elo; ties go to the older idea, then by id, so ranks are stable. */
function buildIndex<T extends FilterableIdea>(ideas: readonly T[]): IndexEntry<T>[] {
  const entries = ideas.map((idea) => ({
    idea,
    text: `${idea.title}\n${idea.summary}`.toLowerCase(),
    lowerTitle: idea.title.toLowerCase(),
    rank: 0,
    createdMs: Date.parse(idea.createdAt),
    overall: ideaOverallScore(idea),
    shown: {
      eloRating: shownElo(idea.eloRating),
      noveltyScore: shownScore(idea.noveltyScore),
      correctnessScore: shownScore(idea.correctnessScore),
      feasibilityScore: shownScore(idea.feasibilityScore),
    },
  }));
  [...entries]
    .sort(
      (a, b) => b.idea.eloRating - a.idea.eloRating || a.createdMs - b.createdMs || a.idea.id.localeCompare(b.idea.id),
    )
    .forEach((entry, i) => {
      entry.rank = i + 1;
    });
  return entries;
}

function indexFor<T extends FilterableIdea>(ideas: readonly T[]): IndexEntry<T>[] {
  let index = indexes.get(ideas) as IndexEntry<T>[] | undefined;
  if (!index) {
    index = buildIndex(ideas);
    indexes.set(ideas, index as IndexEntry<FilterableIdea>[]);
  }
  return index;
}

/** Each idea's rank in its list (1 = highest Elo), from the same cached index the filters use. */
export function ideaRanks(ideas: readonly FilterableIdea[]): ReadonlyMap<string, number> {
  return new Map(indexFor(ideas).map((e) => [e.idea.id, e.rank]));
}

const placesCache = new WeakMap<readonly FilterableIdea[], Map<string, RankInterval>>();

/** Each idea's rank with its likely places ("#2 of 12, likely between #1 and #4"), once per list. */
export function ideaRankIntervals(ideas: readonly FilterableIdea[]): ReadonlyMap<string, RankInterval> {
  let places = placesCache.get(ideas);
  if (!places) {
    const byRank = [...indexFor(ideas)].sort((a, b) => a.rank - b.rank).map((entry) => entry.idea);
    places = rankIntervals(byRank);
    placesCache.set(ideas, places);
  }
  return places;
}

const isFull = (range: Range, min: number, max: number) => range[0] <= min && range[1] >= max;
// Ranges compare what the screens show: Elo to the unit, scores out of 5 to one decimal. A user who
// types the 'Elo 1248' they see must keep that idea even when its rating is 1247.6.
const shownElo = (elo: number) => Math.round(elo);
const shownScore = (score: number) => Number((score * SCORE_FILTER_MAX).toFixed(1));
const within = (value: number, [lo, hi]: Range) => value >= lo && value <= hi;
const dayBound = (iso: string | undefined, fallback: number) => (iso ? Date.parse(iso) : fallback);

// A null key (an unrated idea under "Your rating") sorts after every value, in either order.
const SORT_KEYS: Record<IdeaSortField, (e: IndexEntry<FilterableIdea>) => number | string | null> = {
  ranking: (e) => e.rank,
  eloRating: (e) => e.idea.eloRating,
  userRating: (e) => e.idea.userRatingElo ?? null,
  overallScore: (e) => e.overall,
  noveltyScore: (e) => e.idea.noveltyScore,
  correctnessScore: (e) => e.idea.correctnessScore,
  feasibilityScore: (e) => e.idea.feasibilityScore,
  createdAt: (e) => e.createdMs,
  title: (e) => e.lowerTitle,
};

/** The list's entries in this order, sorted once per list and order: ranks are unique, so it is total. */
function sortedFor<T extends FilterableIdea>(
  ideas: readonly T[],
  sortBy: IdeaSortField,
  sortOrder: SortOrder,
): IndexEntry<T>[] {
  let orders = sortedIndexes.get(ideas);
  if (!orders) {
    orders = new Map();
    sortedIndexes.set(ideas, orders);
  }
  const name = `${sortBy}:${sortOrder}`;
  let sorted = orders.get(name);
  if (!sorted) {
    const key = SORT_KEYS[sortBy];
    const sign = sortOrder === 'asc' ? 1 : -1;
    sorted = [...indexFor(ideas)].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0) || a.rank - b.rank;
      const order = ka < kb ? -1 : ka > kb ? 1 : 0;
      return sign * order || a.rank - b.rank;
    });
    orders.set(name, sorted);
  }
  return sorted as IndexEntry<T>[];
}

/** The ideas that pass every filter, sorted; filters at their defaults cost nothing. */
export function applyIdeaFilters<T extends FilterableIdea>(ideas: readonly T[], filters: IdeaFilters): T[] {
  const needle = filters.search.trim().toLowerCase();
  const statuses = filters.statuses.length > 0 ? new Set<string>(filters.statuses) : null;
  const checkElo = !isFull(filters.eloRange, ELO_MIN, ELO_MAX);
  const scoreChecks = (
    [
      ['noveltyScore', filters.noveltyRange],
      ['correctnessScore', filters.correctnessRange],
      ['feasibilityScore', filters.feasibilityRange],
    ] as const
  ).filter(([, range]) => !isFull(range, 0, SCORE_FILTER_MAX));
  const from = dayBound(startOfDayIso(filters.dateFrom), -Infinity);
  const to = dayBound(endOfDayIso(filters.dateTo), Infinity);
  const checkDate = from !== -Infinity || to !== Infinity;

  const kept: T[] = [];
  for (const entry of sortedFor(ideas, filters.sortBy, filters.sortOrder)) {
    const { idea } = entry;
    if (needle && !entry.text.includes(needle)) continue;
    if (statuses && !statuses.has(idea.status)) continue;
    if (checkElo && !within(entry.shown.eloRating, filters.eloRange)) continue;
    if (scoreChecks.some(([key, range]) => !within(entry.shown[key], range))) continue;
    if (checkDate && !(entry.createdMs >= from && entry.createdMs <= to)) continue;
    kept.push(idea);
  }
  return kept;
}

/** How many filters differ from the defaults (sorting aside), for the panel's 'n active' note. */
export function activeFilterCount(filters: IdeaFilters): number {
  const d = DEFAULT_IDEA_FILTERS;
  return [
    filters.search.trim() !== '',
    filters.statuses.length > 0,
    !isFull(filters.eloRange, d.eloRange[0], d.eloRange[1]),
    !isFull(filters.noveltyRange, 0, SCORE_FILTER_MAX),
    !isFull(filters.correctnessRange, 0, SCORE_FILTER_MAX),
    !isFull(filters.feasibilityRange, 0, SCORE_FILTER_MAX),
    filters.dateFrom !== '' || filters.dateTo !== '',
  ].filter(Boolean).length;
}
