import type { Cell } from './profile-types';

/**
 * A typed value from JSON or Parquet as a cell: primitives as they are, big integers as numbers
 * while exact, dates as ISO text, and nested objects and arrays as their JSON text.
 */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return bigintCell(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  return JSON.stringify(value, (_key, nested: unknown) => (typeof nested === 'bigint' ? bigintCell(nested) : nested));
}

function bigintCell(value: bigint): Cell {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value.toString();
}
