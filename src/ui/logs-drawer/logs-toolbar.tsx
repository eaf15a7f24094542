import { LOG_SEARCH_MAX_CHARS } from '../../domain/activity-logs';
import { Button } from '../components/button';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';

/** Filters toggle, refresh, exports and the search, which the server runs over every page. */
export function LogsToolbar({ filtersId }: { filtersId: string }) {
  const actor = useLogsDrawerActor();
  const filtersVisible = useLogsDrawerSelector((s) => s.context.filtersVisible);
  const exporting = useLogsDrawerSelector((s) => s.hasTag('exporting'));
  // With the panel hidden, this is the only sign that the list is filtered.
  const appliedCount = useLogsDrawerSelector((s) => Object.values(s.context.applied).filter(Boolean).length);

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-border p-4">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={filtersVisible}
        aria-controls={filtersVisible ? filtersId : undefined}
        onClick={() => actor.send({ type: 'filters.togglePanel' })}
      >
        {filtersVisible ? 'Hide filters' : 'Show filters'}
      </Button>
      {appliedCount > 0 && (
        <span className="self-center rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
          {appliedCount} {appliedCount === 1 ? 'filter' : 'filters'} applied
        </span>
      )}
      <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'logs.refresh' })}>
        Refresh
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={exporting}
        onClick={() => actor.send({ type: 'export.start', format: 'csv' })}
      >
        Export CSV
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={exporting}
        onClick={() => actor.send({ type: 'export.start', format: 'json' })}
      >
        Export JSON
      </Button>
      <span role="status" className="text-sm text-fg-muted">
        {exporting ? 'Exporting…' : ''}
      </span>
      <LogsSearchBox />
    </div>
  );
}

/** The search box: the machine asks the server once typing pauses (docs/product.md). */
function LogsSearchBox() {
  const actor = useLogsDrawerActor();
  const search = useLogsDrawerSelector((s) => s.context.search);
  return (
    <div className="ml-auto w-full sm:w-56">
      <label htmlFor="logs-search" className="sr-only">
        Search logs
      </label>
      <input
        id="logs-search"
        type="search"
        value={search}
        maxLength={LOG_SEARCH_MAX_CHARS}
        placeholder="Search all logs"
        onChange={(e) => actor.send({ type: 'search.change', search: e.target.value })}
        className="h-8 w-full rounded-ui border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted/70"
      />
    </div>
  );
}
