import { HeatmapRect } from '@visx/heatmap';
import { cellText, type HeatScale } from './heat-map-view';

interface CellsProps {
  /** Column by column, each column's values from the top row down (visx's heat map order). */
  columns: { bins: number[] }[];
  cellWidth: number;
  cellHeight: number;
}

/** The cells, a small gap apart, coloured by the heat scale. */
export function HeatCells({ columns, cellWidth, cellHeight, scale }: CellsProps & { scale: HeatScale }) {
  return (
    <HeatmapRect
      data={columns}
      bins={(column) => column.bins}
      count={(value) => value}
      xScale={(c) => c * cellWidth}
      yScale={(r) => r * cellHeight}
      binWidth={cellWidth}
      binHeight={cellHeight}
      gap={2}
      colorScale={(v) => scale.color(Number(v))}
      opacityScale={(v) => scale.opacity(Number(v))}
    />
  );
}

/** Each value written in its cell, haloed in the surface colour so it reads on any fill. */
export function HeatValues({ columns, cellWidth, cellHeight }: CellsProps) {
  return columns.flatMap((column, c) =>
    column.bins.map((v, r) => (
      <text
        key={`${r}:${c}`}
        x={(c + 0.5) * cellWidth}
        y={(r + 0.5) * cellHeight + 1}
        dy="0.32em"
        textAnchor="middle"
        fontSize={10}
        fill="var(--fg)"
        stroke="var(--surface)"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {cellText(v)}
      </text>
    )),
  );
}
