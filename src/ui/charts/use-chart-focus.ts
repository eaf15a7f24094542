import { localPoint } from '@visx/event';
import { useTooltip } from '@visx/tooltip';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampCell, nearestCell, nextCell, type Cell } from './chart-keys';
import type { ChartTarget } from './chart-types';

/** What a target element needs: one tab stop for the whole chart, a name, and the tooltip's triggers. */
export interface TargetProps {
  tabIndex: number;
  role: 'img';
  'aria-label': string;
  'data-chart-target': string;
  onFocus: () => void;
  onBlur: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

export const describeTarget = (target: ChartTarget) => [target.title, ...target.lines].join(', ');

/**
 * Keyboard focus and tooltips over a chart's targets. The chart is one Tab stop (roving
 * tabindex); arrow keys move between targets (chart-keys.ts); the focused or pointed-at target
 * shows its tooltip.
 */
export function useChartFocus(rows: readonly ChartTarget[][]) {
  const [focused, setFocused] = useState<Cell>();
  const [stop, setStop] = useState<Cell>({ row: 0, col: 0 });
  const { tooltipOpen, tooltipData, showTooltip, hideTooltip } = useTooltip<Cell>();
  const tabStop = clampCell(rows, stop);
  const show = (cell: Cell) => showTooltip({ tooltipData: cell });
  const leave = () => (focused ? show(focused) : hideTooltip());

  const bind = (row: number, col: number): TargetProps => ({
    tabIndex: row === tabStop.row && col === tabStop.col ? 0 : -1,
    role: 'img',
    'aria-label': describeTarget(rows[row][col]),
    'data-chart-target': `${row}:${col}`,
    onFocus: () => {
      setFocused({ row, col });
      setStop({ row, col });
      show({ row, col });
    },
    onBlur: () => {
      setFocused(undefined);
      hideTooltip();
    },
    onPointerEnter: () => show({ row, col }),
    onPointerLeave: leave,
  });

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape') return hideTooltip();
    const next = focused && nextCell(rows, focused, event.key);
    if (!next) return;
    event.preventDefault();
    event.currentTarget.querySelector<SVGElement>(`[data-chart-target="${next.row}:${next.col}"]`)?.focus();
  };

  // Lines and areas: the pointer anywhere over the plot shows the nearest point.
  const onPointerMove = (event: PointerEvent<SVGElement>) => {
    const point = localPoint(event);
    const cell = point && nearestCell(rows, point.x, point.y);
    if (cell) show(cell);
  };

  const active = tooltipOpen && tooltipData ? rows[tooltipData.row]?.[tooltipData.col] : undefined;
  return { bind, onKeyDown, onPointerMove, onPointerLeave: leave, active };
}
