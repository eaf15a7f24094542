import type { CSSProperties } from 'react';

// Grey bars where a section's rows will be, hidden from assistive technology, which hears the
// page's one "Loading dashboard..." instead. One element draws them all (`skeleton-rows` in
// src/ui/styles.css): when the read arrives, replacing one node costs the page far less than
// replacing a list of rows and bars (docs/architecture.md, "Front end").

/** Height of one list row of the dashboard, skeleton or real. */
export const ROW_REM = 3.5;

export function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="section-skeleton"
      className="skeleton-rows motion-safe:animate-pulse"
      // 1px short of the rows' room: the divider under the last row falls outside.
      style={{ '--skeleton-row': `${ROW_REM}rem`, height: `calc(${rows * ROW_REM}rem - 1px)` } as CSSProperties}
    />
  );
}
