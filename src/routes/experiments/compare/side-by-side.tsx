import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Run } from '../../../api/queries/runs';
import { cx } from '../../../ui/components/cx';
import { runHref } from '../runs/compare-rules';
import { ScrollRegion } from '../../../ui/components/scroll-region';

export interface SideBySideRow {
  key: string;
  header: ReactNode;
  /** One per run, in the runs' order. */
  cells: ReactNode[];
  highlight?: boolean;
}

interface SideBySideProps {
  caption: string;
  /** What the first column holds ("Param"), for screen readers. */
  rowLabel: string;
  runs: readonly Run[];
  rows: readonly SideBySideRow[];
}

/** A column per run, a row per thing compared. */
export function SideBySide({ caption, rowLabel, runs, rows }: SideBySideProps) {
  return (
    <ScrollRegion label={`${caption}, scrollable`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {rowLabel}
            </th>
            {runs.map((run) => (
              <th key={run.id} scope="col" className="px-3 py-2 font-medium">
                <Link to={runHref(run.experimentId, run.id)} className="text-accent-text hover:underline">
                  {run.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key} className={cx(row.highlight && 'bg-accent-soft/40')}>
              <th scope="row" className="px-3 py-2 font-normal break-all">
                {row.header}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
