import type { ChartTableData } from './chart-types';
import { LONG_LIST, useAfterFirstPaint } from './use-after-first-paint';

const NO_ROWS: string[][] = [];

/**
 * The chart's values as a table: what a screen reader reads instead of the picture. Visually
 * hidden until shown; shown, it scrolls in a box the keyboard can reach. A long table's rows (a
 * thousand for a long series) come in just after the picture's first paint.
 */
export function ChartTable({
  id,
  caption,
  shown,
  columns,
  ...table
}: ChartTableData & { id: string; caption: string; shown: boolean }) {
  const rows = useAfterFirstPaint(table.rows, table.rows.length >= LONG_LIST, NO_ROWS);
  return (
    <div
      id={id}
      className={shown ? 'max-h-72 overflow-auto rounded-ui border border-border' : 'sr-only'}
      {...(shown && { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table className="w-full text-left text-xs tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], i) => (
            <tr key={i} className="border-t border-border">
              <th scope="row" className="px-2 py-1 font-normal">
                {header}
              </th>
              {cells.map((cell, j) => (
                <td key={j} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
