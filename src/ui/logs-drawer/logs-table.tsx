import { searchLogs } from '../../domain/activity-logs';
import { LOGS_MESSAGES } from '../../domain/messages';
import { Alert } from '../components/alert';
import { Spinner } from '../components/spinner';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';
import { LogRow } from './log-row';
import { ScrollRegion } from '../components/scroll-region';

// At most 100 rows a page (docs/product.md, "Limits"): a plain table stays smooth, so no virtualisation.
export function LogsTable() {
  const actor = useLogsDrawerActor();
  const items = useLogsDrawerSelector((s) => s.context.items);
  const search = useLogsDrawerSelector((s) => s.context.search);
  const expandedIds = useLogsDrawerSelector((s) => s.context.expandedIds);
  const loaded = useLogsDrawerSelector((s) => s.context.loaded);
  const loading = useLogsDrawerSelector((s) => s.hasTag('loading'));
  const error = useLogsDrawerSelector((s) => s.context.error);
  const exportError = useLogsDrawerSelector((s) => s.context.exportError);
  const visible = searchLogs(items, search);

  return (
    <div className="flex flex-col gap-3 p-4">
      {error && <Alert>{error}</Alert>}
      {exportError && <Alert title="Export failed">{exportError}</Alert>}
      {loaded && search.trim() && (
        <p className="text-sm text-fg-muted">
          {visible.length} of {items.length} on this page match the search
        </p>
      )}
      {!loaded ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading logs" />
        </div>
      ) : visible.length === 0 ? (
        !error && <p className="py-12 text-center text-sm text-fg-muted">{LOGS_MESSAGES.empty}</p>
      ) : (
        <ScrollRegion label="Activity logs, scrollable">
          <table aria-label="Activity logs" aria-busy={loading} className="w-full text-left text-sm">
            <LogsTableHead />
            <tbody>
              {visible.map((log) => (
                <LogRow
                  key={log.id}
                  log={log}
                  expanded={expandedIds.includes(log.id)}
                  onToggle={() => actor.send({ type: 'row.toggle', id: log.id })}
                  onNavigate={() => actor.send({ type: 'drawer.close' })}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

function LogsTableHead() {
  return (
    <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted uppercase">
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
