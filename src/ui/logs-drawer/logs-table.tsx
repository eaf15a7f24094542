import { groupLogsByDay } from '../../domain/activity-days';
import { LOGS_MESSAGES } from '../../domain/messages';
import { Alert } from '../components/alert';
import { Spinner } from '../components/spinner';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';
import { LogRow } from './log-row';
import { ScrollRegion } from '../components/scroll-region';

// At most 100 rows a page (docs/product.md, "Limits"): a plain table stays smooth, so no virtualisation.
// The rows come from the server already searched; here they go under day headings, one body a day.
export function LogsTable() {
  const actor = useLogsDrawerActor();
  const items = useLogsDrawerSelector((s) => s.context.items);
  const expandedIds = useLogsDrawerSelector((s) => s.context.expandedIds);
  const loaded = useLogsDrawerSelector((s) => s.context.loaded);
  const loading = useLogsDrawerSelector((s) => s.hasTag('loading'));
  const error = useLogsDrawerSelector((s) => s.context.error);
  const exportError = useLogsDrawerSelector((s) => s.context.exportError);
  const days = groupLogsByDay(items);

  return (
    <div className="flex flex-col gap-3 p-4">
      {error && <Alert>{error}</Alert>}
      {exportError && <Alert title="Export failed">{exportError}</Alert>}
      {!loaded ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading logs" />
        </div>
      ) : items.length === 0 ? (
        !error && <p className="py-12 text-center text-sm text-fg-muted">{LOGS_MESSAGES.empty}</p>
      ) : (
        <ScrollRegion label="Activity logs, scrollable" className="@container">
          <table aria-label="Activity logs" aria-busy={loading} className="block w-full text-left text-sm @2xl:table">
            <LogsTableHead />
            {days.map((day) => (
              <tbody key={day.key} className="block @2xl:table-row-group">
                <tr className="block @2xl:table-row">
                  <th
                    scope="rowgroup"
                    colSpan={6}
                    className="block border-b border-border bg-surface-muted px-3 py-1.5 text-xs font-semibold text-fg-muted @2xl:table-cell"
                  >
                    {day.heading}
                  </th>
                </tr>
                {day.logs.map((log) => (
                  <LogRow
                    key={log.id}
                    log={log}
                    expanded={expandedIds.includes(log.id)}
                    onToggle={() => actor.send({ type: 'row.toggle', id: log.id })}
                    onNavigate={() => actor.send({ type: 'drawer.close' })}
                  />
                ))}
              </tbody>
            ))}
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

function LogsTableHead() {
  return (
    <thead className="sr-only border-b border-border bg-surface-muted text-xs text-fg-muted uppercase @2xl:not-sr-only @2xl:table-header-group">
      <tr>
        <th scope="col" className="w-10 py-2 pl-3">
          <span className="sr-only">Details</span>
        </th>
        <th scope="col" className="px-2 py-2 font-medium">
          Level
        </th>
        <th scope="col" className="px-2 py-2 font-medium">
          Entity
        </th>
        <th scope="col" className="px-2 py-2 font-medium">
          Action
        </th>
        <th scope="col" className="px-2 py-2 font-medium">
          Message
        </th>
        <th scope="col" className="px-2 py-2 pr-3 font-medium">
          Created
        </th>
      </tr>
    </thead>
  );
}
