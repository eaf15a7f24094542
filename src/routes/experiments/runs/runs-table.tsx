import type { RunSummary } from '../../../api/queries/runs';
import { cx } from '../../../ui/components/cx';
import type { SortOrder, TableColumn } from './runs-table-columns';
import { ScrollRegion } from '../../../ui/components/scroll-region';

export interface RunSort {
  sortBy: string;
  order: SortOrder;
  onSort: (sortBy: string, order: SortOrder) => void;
}

interface RunsTableProps {
  runs: readonly RunSummary[];
  columns: readonly TableColumn[];
  sort: RunSort;
  isTicked: (id: string) => boolean;
  onTick: (run: RunSummary) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** One row per run; the headers sort through the server, a second press turns the order round. */
export function RunsTable({ runs, columns, sort, isTicked, onTick }: RunsTableProps) {
  return (
    <ScrollRegion label="Runs of this experiment, scrollable">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Runs of this experiment</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">Compare</span>
            </th>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {runs.map((run) => (
            <tr key={run.id} className={cx(isTicked(run.id) && 'bg-accent-soft/40')}>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  aria-label={`Compare ${run.name}`}
                  checked={isTicked(run.id)}
                  onChange={() => onTick(run)}
                />
              </td>
              {columns.map((column, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    {...(i === 0 && { scope: 'row' })}
                    className={cx(
                      'px-3 py-2 whitespace-nowrap',
                      column.numeric && 'text-right tabular-nums',
                      i === 0 && 'font-normal',
                    )}
                  >
                    {column.cell(run)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function HeaderCell({ column, sort }: { column: TableColumn; sort: RunSort }) {
  const active = column.sortBy !== undefined && column.sortBy === sort.sortBy;
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : (column.firstOrder ?? 'asc');
  const face = (
    <span className="flex flex-col">
      <span>{column.label}</span>
      {column.note && (
        <span className="font-normal">
          {/* Read as "lr, Param": without it the two lines run together in the name. */}
          <span className="sr-only">, </span>
          {column.note}
        </span>
      )}
    </span>
  );
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA_SORT[sort.order] : undefined}
      className={cx('px-3 py-2 font-medium whitespace-nowrap', column.numeric && 'text-right')}
    >
      {column.sortBy ? (
        <button
          type="button"
          title={`Sort by ${column.label}, ${next === 'asc' ? 'ascending' : 'descending'}`}
          onClick={() => sort.onSort(column.sortBy!, next)}
          className={cx('inline-flex items-center gap-1 rounded-ui text-left hover:text-fg', active && 'text-fg')}
        >
          {face}
          <span aria-hidden="true" className={active ? '' : 'opacity-0'}>
            {active && sort.order === 'desc' ? '↓' : '↑'}
          </span>
        </button>
      ) : (
        face
      )}
    </th>
  );
}
