import { isNullText, numericValue } from './classify';
import type { Cell, ColumnType } from './profile-types';
import { detach } from './value-counter';

/** A cell as kept for the sample until the column types are known: strings detached from their chunk. */
export function keepCell(cell: Cell | undefined): Cell {
  if (cell === undefined) return null;
  return typeof cell === 'string' ? detach(cell) : cell;
}

/** A sample cell typed by its column's inferred type; missing values become null. */
export function sampleValue(cell: Cell, type: ColumnType): Cell {
  if (cell === null || type === 'empty') return null;
  if (type === 'integer' || type === 'number') return numericValue(cell);
  if (typeof cell !== 'string') return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
  const text = cell.trim();
  if (isNullText(text)) return null;
  return type === 'boolean' ? text.toLowerCase() === 'true' : cell;
}
