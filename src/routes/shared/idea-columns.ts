import type { IdeaSortField, SortOrder } from '../../domain/idea-filters';

// One column template for the header and every row, so the virtualised rows line up with it.
// Columns follow the list's own width (a container query), not the window's: beside the sidebar
// and filters the list is narrower than the viewport suggests.
export const IDEA_ROW_HEIGHT = 72;

export const IDEA_GRID =
  'grid items-center gap-x-3 px-3 grid-cols-[4.5rem_minmax(0,1fr)_7rem] @2xl:grid-cols-[4.5rem_minmax(0,1fr)_6rem_7rem_4rem_7rem] @4xl:grid-cols-[4.5rem_minmax(0,1fr)_6rem_7rem_4rem_7rem_7rem_6rem]';

/** Status, overall and your rating from a 42rem-wide list; confidence and feasibility from 56rem. */
export const MEDIUM_UP = 'hidden @2xl:block';
export const WIDE_UP = 'hidden @4xl:block';

export interface IdeaColumn {
  key: string;
  label: string;
  className: string;
  /** The list's sort field behind the header, with the order a first click asks for. */
  sort?: { by: IdeaSortField; firstOrder: SortOrder };
}

export const IDEA_COLUMNS: readonly IdeaColumn[] = [
  { key: 'rank', label: 'Rank', className: '', sort: { by: 'ranking', firstOrder: 'asc' } },
  { key: 'idea', label: 'Idea', className: '', sort: { by: 'title', firstOrder: 'asc' } },
  { key: 'status', label: 'Status', className: MEDIUM_UP },
  { key: 'rating', label: 'Rating', className: '', sort: { by: 'eloRating', firstOrder: 'desc' } },
  { key: 'overall', label: 'Overall', className: MEDIUM_UP, sort: { by: 'overallScore', firstOrder: 'desc' } },
  // The researcher's own stars, a column apart from the tournament's rating.
  { key: 'yourRating', label: 'Your rating', className: MEDIUM_UP, sort: { by: 'userRating', firstOrder: 'desc' } },
  { key: 'confidence', label: 'Confidence', className: WIDE_UP },
  {
    key: 'feasibility',
    label: 'Feasibility',
    className: WIDE_UP,
    sort: { by: 'feasibilityScore', firstOrder: 'desc' },
  },
];
