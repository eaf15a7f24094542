import type { ColumnProfile } from '../../api/queries/datasets';
import { formatTick } from '../../ui/charts/histogram';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));
const value = lazily(() => new Intl.NumberFormat('en', { maximumSignificantDigits: 4 }));
const TOP_SHOWN = 3;

function range(column: ColumnProfile): [string, string] {
  if (column.numeric) return [value().format(column.numeric.min), value().format(column.numeric.max)];
  if (column.dates) return [column.dates.min, column.dates.max];
  return ['–', '–'];
}

function topValues(column: ColumnProfile): string {
  const top = column.topValues ?? [];
  if (top.length === 0) return '–';
  const shown = top.slice(0, TOP_SHOWN).map((t) => `${t.value} (${formatTick(t.count)})`);
  return top.length > TOP_SHOWN ? `${shown.join(', ')}, …` : shown.join(', ');
}

const NUMBER = 'whitespace-nowrap tabular-nums';

const COLUMNS: DataColumn<ColumnProfile>[] = [
  { id: 'name', header: 'Column', rowHeader: true, className: 'whitespace-nowrap', cell: (c) => c.name },
  { id: 'type', header: 'Type', cell: (c) => c.type },
  { id: 'nulls', header: 'Nulls', className: 'tabular-nums', cell: (c) => count().format(c.nullCount) },
  {
    id: 'distinct',
    header: 'Distinct',
    className: NUMBER,
    cell: (c) => (
      <>
        {c.distinctIsEstimate && <span title="Estimated">≈ </span>}
        {count().format(c.distinctCount)}
      </>
    ),
  },
  { id: 'min', header: 'Min', card: 'hidden', className: NUMBER, cell: (c) => range(c)[0] },
  { id: 'max', header: 'Max', card: 'hidden', className: NUMBER, cell: (c) => range(c)[1] },
  {
    id: 'mean',
    header: 'Mean',
    card: 'hidden',
    className: 'tabular-nums',
    cell: (c) => (c.numeric ? value().format(c.numeric.mean) : '–'),
  },
  { id: 'top', header: 'Top values', className: 'min-w-48 text-xs', cell: topValues },
];

/** One row per column: its type, how many values are missing or distinct, its range and commonest values. */
export function ColumnTable({ columns }: { columns: ColumnProfile[] }) {
  return (
    <DataTable
      rows={columns}
      columns={COLUMNS.map((c) => ({ ...c, headerClassName: 'whitespace-nowrap' }))}
      caption="Columns"
      density="compact"
      getRowKey={(c) => c.name}
    />
  );
}
