import type { ChartTarget } from './chart-types';

/** A target's place: its row (a series, a grid row) and its place in that row. */
export interface Cell {
  row: number;
  col: number;
}

type Rows = readonly (readonly ChartTarget[])[];

/** The nearest target that exists to `cell` (the first one when the data changed under it). */
export function clampCell(rows: Rows, cell: Cell): Cell {
  const length = rows[cell.row]?.length ?? 0;
  if (length > 0) return { row: cell.row, col: Math.min(cell.col, length - 1) };
  const row = rows.findIndex((r) => r.length > 0);
  return { row: Math.max(0, row), col: 0 };
}

function otherRow(rows: Rows, from: Cell, step: 1 | -1): Cell {
  const here = rows[from.row][from.col];
  for (let row = from.row + step; row >= 0 && row < rows.length; row += step) {
    if (rows[row].length === 0) continue;
    // Land on the target nearest in x: the same step of another run, the same column of a grid.
    let col = 0;
    rows[row].forEach((t, i) => {
      if (Math.abs(t.x - here.x) < Math.abs(rows[row][col].x - here.x)) col = i;
    });
    return { row, col };
  }
  return from;
}

/**
 * Where a key moves focus from `from`: left and right along a row, up and down between rows
 * (along the only row when there is one), Home and End to its ends, Page keys by a tenth.
 * Undefined for any other key.
 */
export function nextCell(rows: Rows, from: Cell, key: string): Cell | undefined {
  const length = rows[from.row]?.length ?? 0;
  if (length === 0) return undefined;
  const along = (col: number): Cell => ({ row: from.row, col: Math.min(length - 1, Math.max(0, col)) });
  const jump = Math.max(1, Math.round(length / 10));
  const oneRow = rows.length === 1;
  switch (key) {
    case 'ArrowRight':
      return along(from.col + 1);
    case 'ArrowLeft':
      return along(from.col - 1);
    case 'ArrowDown':
      return oneRow ? along(from.col + 1) : otherRow(rows, from, 1);
    case 'ArrowUp':
      return oneRow ? along(from.col - 1) : otherRow(rows, from, -1);
    case 'Home':
      return along(0);
    case 'End':
      return along(length - 1);
    case 'PageDown':
      return along(from.col + jump);
    case 'PageUp':
      return along(from.col - jump);
    default:
      return undefined;
  }
}

/** The target closest to a pointer at (x, y), in drawing units. */
export function nearestCell(rows: Rows, x: number, y: number): Cell | undefined {
  let best: Cell | undefined;
  let bestDistance = Infinity;
  rows.forEach((row, r) =>
    row.forEach((t, c) => {
      const distance = (t.x - x) ** 2 + (t.y - y) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { row: r, col: c };
      }
    }),
  );
  return best;
}
