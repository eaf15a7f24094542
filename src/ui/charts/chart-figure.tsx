import { useId, useState, type ReactNode } from 'react';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { ChartTable } from './chart-table';
import type { ChartTableData } from './chart-types';

export interface ChartFigureProps {
  /** The chart's name, for the figure and its picture. */
  label: string;
  /** A visible description above the chart. */
  caption?: ReactNode;
  /** Words about the data as drawn: what was left out, what was downsampled. */
  notes?: string[];
  legend?: ReactNode;
  /** The values as a table, for screen readers (and on screen with the toggle). */
  table?: ChartTableData;
  /** Offer a button that shows the table on screen. */
  tableToggle?: boolean;
  /** When set, these words stand in place of the chart: there is nothing to draw. */
  empty?: string;
  className?: string;
  children: ReactNode;
}

/** Every chart's frame: a named figure with its caption, legend and table alternative. */
export function ChartFigure({
  label,
  caption,
  notes = [],
  legend,
  table,
  tableToggle = true,
  empty,
  className,
  children,
}: ChartFigureProps) {
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const drawn = empty === undefined;
  return (
    <figure aria-label={label} className={cx('flex min-w-0 flex-col gap-2', className)}>
      {(caption || notes.length > 0) && (
        <figcaption className="flex flex-col gap-0.5 text-xs text-fg-muted">
          {caption && <span>{caption}</span>}
          {notes.map((note) => (
            <span key={note}>{note}</span>
          ))}
        </figcaption>
      )}
      {drawn ? (
        children
      ) : (
        <p className="flex min-h-32 items-center justify-center rounded-ui border border-dashed border-border p-4 text-sm text-fg-muted">
          {empty}
        </p>
      )}
      {drawn && legend}
      {drawn && table && tableToggle && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown(!tableShown)}
        >
          {tableShown ? 'Hide data table' : 'Show data table'}
        </Button>
      )}
      {drawn && table && <ChartTable id={tableId} caption={`Data for ${label}`} shown={tableShown} {...table} />}
    </figure>
  );
}
