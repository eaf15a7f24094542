// Grey bars where a section's rows will be: hidden from assistive technology, which hears the
// page's one "Loading dashboard..." instead.

/** Height of one list row of the dashboard, skeleton or real. */
export const ROW_REM = 3.5;

export function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" data-testid="section-skeleton" className="divide-y divide-border motion-safe:animate-pulse">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex flex-col justify-center gap-2" style={{ height: `${ROW_REM}rem` }}>
          <span className="h-3.5 w-2/3 rounded-ui bg-surface-muted" />
          <span className="h-3 w-1/3 rounded-ui bg-surface-muted" />
        </li>
      ))}
    </ul>
  );
}
