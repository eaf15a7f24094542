import { LOG_PAGE_SIZES, type LogPageSize } from '../../domain/activity-logs';
import { Button } from '../components/button';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';
import { lazily } from '../../domain/lazily';

const COUNT = lazily(() => new Intl.NumberFormat());

/** Rows per page (25, 50, 100), Previous and Next, and where the reader is. */
export function LogsPagination() {
  const actor = useLogsDrawerActor();
  const page = useLogsDrawerSelector((s) => s.context.page);
  const pageSize = useLogsDrawerSelector((s) => s.context.pageSize);
  const total = useLogsDrawerSelector((s) => s.context.total);
  const estimated = useLogsDrawerSelector((s) => s.context.totalEstimated);
  // With a search, the total is of the rows that match it (the server counts them).
  const searching = useLogsDrawerSelector((s) => s.context.search.trim() !== '');
  const noun = searching ? (total === 1 ? 'match' : 'matches') : total === 1 ? 'log' : 'logs';
  const canPrevious = useLogsDrawerSelector((s) => s.can({ type: 'page.previous' }));
  const canNext = useLogsDrawerSelector((s) => s.can({ type: 'page.next' }));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const about = estimated ? 'about ' : '';

  return (
    <nav
      aria-label="Log pages"
      className="flex flex-wrap items-center gap-3 border-t border-border px-4 py-3 text-sm text-fg-muted"
    >
      <span role="status">
        {estimated ? 'About ' : ''}
        {COUNT().format(total)} {noun}
      </span>
      <label className="ml-auto flex items-center gap-2">
        Rows per page
        <select
          value={pageSize}
          onChange={(e) => actor.send({ type: 'pageSize.change', pageSize: Number(e.target.value) as LogPageSize })}
          className="h-8 rounded-ui border border-border bg-surface px-2 text-fg"
        >
          {LOG_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        Page {COUNT().format(page + 1)} of {about}
        {COUNT().format(pages)}
      </span>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon="chevronLeft"
          disabled={!canPrevious}
          onClick={() => actor.send({ type: 'page.previous' })}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!canNext} onClick={() => actor.send({ type: 'page.next' })}>
          Next
        </Button>
      </div>
    </nav>
  );
}
