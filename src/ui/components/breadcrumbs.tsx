import { Link } from 'react-router-dom';
import { ShortenedText } from './shortened-text';

// Where a page sits: Workspace › Goal › Session › Idea. The last crumb is the page itself. A long
// name ends at a word with an ellipsis, whole in its tooltip and to a screen reader.

/** About what a crumb's 16rem holds at the small text size. */
export const CRUMB_CHARS = 32;

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
                <ShortenedText text={crumb.label} maxChars={CRUMB_CHARS} />
              </Link>
            ) : (
              <span
                aria-current={i === crumbs.length - 1 ? 'page' : undefined}
                className="max-w-[16rem] truncate"
                title={crumb.label}
              >
                <ShortenedText text={crumb.label} maxChars={CRUMB_CHARS} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
