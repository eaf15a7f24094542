import type { ColumnProfile } from '../../api/queries/datasets';
import { formatTick } from '../../ui/charts/histogram';
import { ScrollRegion } from '../../ui/components/scroll-region';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));
const value = lazily(() => new Intl.NumberFormat('en', { maximumSignificantDigits: 4 }));
const TOP_SHOWN = 3;
const HEADERS = ['Column', 'Type', 'Nulls', 'Distinct', 'Min', 'Max', 'Mean', 'Top values'];

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

/** One row per column: its type, how many values are missing or distinct, its range and commonest values. */
export function ColumnTable({ columns }: { columns: ColumnProfile[] }) {
  return (
    <ScrollRegion label="Columns, scrollable">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Columns</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {columns.map((column) => {
            const [min, max] = range(column);
            return (
              <tr key={column.name}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column.name}
                </th>
                <td className="px-3 py-2">{column.type}</td>
                <td className="px-3 py-2 tabular-nums">{count().format(column.nullCount)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {column.distinctIsEstimate && <span title="Estimated">≈ </span>}
                  {count().format(column.distinctCount)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{min}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{max}</td>
                <td className="px-3 py-2 tabular-nums">{column.numeric ? value().format(column.numeric.mean) : '–'}</td>
                <td className="min-w-48 px-3 py-2 text-xs">{topValues(column)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
