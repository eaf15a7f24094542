import type { RunSummary } from '../../../api/queries/runs';
import { cx } from '../../../ui/components/cx';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { SelectField } from '../../../ui/components/select-field';
import type { SortOrder, TableColumn } from './runs-table-columns';

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
/** On a card: the run's name, its status, the primary metric and the columns the researcher chose. */
const HIDDEN_ON_CARDS = new Set(['started', 'duration']);

/** One row per run; the headers sort through the server, a second press turns the order round. */
export function RunsTable({ runs, columns, sort, isTicked, onTick }: RunsTableProps) {
  const compare: DataColumn<RunSummary> = {
    id: 'compare',
    header: <span className="sr-only">Compare</span>,
    label: 'Compare',
    card: 'action',
    headerClassName: 'w-10',
    // On a card the box says what it does; in the table (from sm up) its column does.
    cell: (run) => (
      <label className="inline-flex items-center gap-2 text-xs text-fg-muted">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          aria-label={`Compare ${run.name}`}
          checked={isTicked(run.id)}
          onChange={() => onTick(run)}
        />
        <span aria-hidden="true" className="sm:sr-only">
          Compare
        </span>
      </label>
    ),
  };
  const shown = columns.map((column, i): DataColumn<RunSummary> => ({
    id: column.id,
    header: <HeaderFace column={column} sort={sort} />,
    label: column.label,
    rowHeader: i === 0,
    card: HIDDEN_ON_CARDS.has(column.id) ? 'hidden' : undefined,
    headerProps: { 'aria-sort': column.sortBy === sort.sortBy ? ARIA_SORT[sort.order] : undefined },
    headerClassName: cx('whitespace-nowrap', column.numeric && 'text-right'),
    className: cx('whitespace-nowrap', column.numeric && 'text-right tabular-nums', i === 0 && 'font-normal'),
    cell: column.cell,
  }));
  return (
    <DataTable
      rows={runs}
      columns={[compare, ...shown]}
      caption="Runs of this experiment"
      density="compact"
      getRowKey={(run) => run.id}
      rowProps={(run) => ({ className: cx(isTicked(run.id) && 'bg-accent-soft/40') })}
      cardToolbar={<SortSelect columns={columns} sort={sort} />}
    />
  );
}

/** On a phone there are no headers to press: one select stands in for them. */
function SortSelect({ columns, sort }: { columns: readonly TableColumn[]; sort: RunSort }) {
  const options = columns.flatMap((column) =>
    column.sortBy
      ? (['asc', 'desc'] as const).map((order) => ({
          value: `${order}:${column.sortBy}`,
          label: `${column.label}, ${ARIA_SORT[order]}`,
        }))
      : [],
  );
  if (options.length === 0) return null;
  return (
    <SelectField
      label="Sort runs by"
      options={options}
      value={`${sort.order}:${sort.sortBy}`}
      onChange={(event) => {
        const [order, ...rest] = event.target.value.split(':');
        sort.onSort(rest.join(':'), order as SortOrder);
      }}
    />
  );
}

function HeaderFace({ column, sort }: { column: TableColumn; sort: RunSort }) {
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
  if (!column.sortBy) return face;
  return (
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
  );
}
