import { Link } from 'react-router-dom';

// Where a page sits: Workspace › Goal › Session › Idea. The last crumb is the page itself.

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-fg-muted">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.to && i < crumbs.length - 1 ? (
              <Link
                to={crumb.to}
                className="max-w-[16rem] truncate text-accent-text hover:underline"
                title={crumb.label}
              >
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current={i === crumbs.length - 1 ? 'page' : undefined}
                className="max-w-[16rem] truncate"
                title={crumb.label}
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
