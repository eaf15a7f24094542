// One column template for the header and every row, so the virtualised rows line up with it.
// Columns follow the list's own width (a container query), not the window's: beside the sidebar
// and filters the list is narrower than the viewport suggests.
export const IDEA_ROW_HEIGHT = 72;

export const IDEA_GRID =
  'grid items-center gap-x-3 px-3 grid-cols-[4.5rem_minmax(0,1fr)_7rem] @2xl:grid-cols-[4.5rem_minmax(0,1fr)_6rem_7rem_4rem_7rem] @4xl:grid-cols-[4.5rem_minmax(0,1fr)_6rem_7rem_4rem_7rem_6rem]';

/** Status, overall and confidence from a 42rem-wide list; feasibility from 56rem. */
export const MEDIUM_UP = 'hidden @2xl:block';
export const WIDE_UP = 'hidden @4xl:block';

export const IDEA_COLUMNS = [
  { key: 'rank', label: 'Rank', className: '' },
  { key: 'idea', label: 'Idea', className: '' },
  { key: 'status', label: 'Status', className: MEDIUM_UP },
  { key: 'rating', label: 'Rating', className: '' },
  { key: 'overall', label: 'Overall', className: MEDIUM_UP },
  { key: 'confidence', label: 'Confidence', className: MEDIUM_UP },
  { key: 'feasibility', label: 'Feasibility', className: WIDE_UP },
] as const;
