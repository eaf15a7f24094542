import type { PageMeta } from '../../domain/paging';
import { Button } from './button';
import { lazily } from '../../domain/lazily';

const COUNT = lazily(() => new Intl.NumberFormat());

interface PaginationProps {
  /** A total the server only estimated (docs/decisions/004) reads 'About'. */
  meta: PageMeta & { totalEstimated?: boolean };
  onPage: (page: number) => void;
  /** What is being paged, for the count: one and more ('1 workspace', '2 workspaces'). */
  noun: { one: string; other: string };
  /** The landmark's name; two lists on one page need names of their own. */
  label?: string;
}

export function Pagination({ meta, onPage, noun, label = 'Pagination' }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-fg-muted">
      <span>
        {meta.totalEstimated ? `About ${COUNT().format(meta.total)}` : meta.total}{' '}
        {meta.total === 1 && !meta.totalEstimated ? noun.one : noun.other}
      </span>
      {meta.totalPages > 1 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon="chevronLeft"
            disabled={!meta.hasPrevious}
            onClick={() => onPage(meta.page - 1)}
          >
            Previous page
          </Button>
          <span>
            Page {meta.page} of {meta.totalEstimated ? `about ${COUNT().format(meta.totalPages)}` : meta.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={!meta.hasMore} onClick={() => onPage(meta.page + 1)}>
            Next page
          </Button>
        </div>
      )}
    </nav>
  );
}
