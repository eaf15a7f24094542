import { CHART_PALETTE, chartColorVar } from '../theme/chart-palette';

/** The chart palette as labelled swatches, for the demo pages. */
export function ChartPaletteSwatches() {
  return (
    <ul aria-label="Chart palette" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {CHART_PALETTE.map((hex, i) => (
        <li key={hex} className="flex items-center gap-3 rounded-ui border border-border bg-surface p-3">
          <span aria-hidden="true" className="size-8 shrink-0 rounded-ui" style={{ background: chartColorVar(i) }} />
          <span className="text-sm">
            <span className="block font-medium">Series {i + 1}</span>
            <code className="text-xs text-fg-muted">{hex}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}
