import type { Cell } from './profile-types';

// What one value looks like, as bit flags so a column can remember every kind it has seen.
export const NULL = 0;
export const INTEGER = 1;
export const DECIMAL = 2;
export const BOOLEAN = 4;
export const DATE = 8;
export const TEXT = 16;
export type Kind = typeof NULL | typeof INTEGER | typeof DECIMAL | typeof BOOLEAN | typeof DATE | typeof TEXT;

// Nulls: a blank cell and the spellings spreadsheets and R/pandas exports use for a missing value
// (NA, N/A, null, NaN, any case). "none", "-" and "0" stay values: they are real answers too often.
const NULL_WORDS = new Set(['na', 'n/a', 'null', 'nan']);
const INTEGER_PATTERN = /^[+-]?\d+$/;
const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// The time after an ISO 8601 calendar date: T or space, minutes, optional seconds, fraction, offset.
const DATE_TIME_PATTERN = /^.{10}[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

export function isNullText(text: string): boolean {
  return text.length === 0 || (text.length <= 4 && NULL_WORDS.has(text.toLowerCase()));
}

/** The kind of a trimmed text value. */
export function classifyText(text: string): Kind {
  if (isNullText(text)) return NULL;
  const first = text.charCodeAt(0);
  // Digits, signs and a leading dot are the only ways into a number or a date.
  if ((first >= 48 && first <= 57) || first === 43 || first === 45 || first === 46) {
    // Digits past double range (1e999, 400-digit ids) read as Infinity: text, not a number.
    if (INTEGER_PATTERN.test(text)) return text.length < 300 || Number.isFinite(Number(text)) ? INTEGER : TEXT;
    if (DECIMAL_PATTERN.test(text)) return Number.isFinite(Number(text)) ? DECIMAL : TEXT;
    if (!Number.isNaN(isoDateTime(text))) return DATE;
    return TEXT;
  }
  const lower = text.length <= 5 ? text.toLowerCase() : '';
  return lower === 'true' || lower === 'false' ? BOOLEAN : TEXT;
}

/** The kind of a typed value (JSON lines, Parquet); text goes through classifyText. */
export function classifyCell(cell: Cell): Kind {
  if (cell === null) return NULL;
  if (typeof cell === 'string') return classifyText(cell.trim());
  if (typeof cell === 'boolean') return BOOLEAN;
  // NaN and ±Infinity count as missing, as the text "NaN" does: no mean survives them.
  if (!Number.isFinite(cell)) return NULL;
  return Number.isInteger(cell) ? INTEGER : DECIMAL;
}

/**
 * Milliseconds since the epoch of an ISO 8601 date, or NaN when `text` is not one. Calendar dates
 * are read digit by digit (most dates in a table are); Date.parse takes the ones with a time.
 */
export function isoDateTime(text: string): number {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  // Date.parse accepts 2024-02-30, so check the day against the month ourselves.
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return NaN;
  if (text.length === 10) return Date.UTC(year, month - 1, day);
  if (!DATE_TIME_PATTERN.test(text)) return NaN;
  // A time without an offset reads as UTC, as a bare date does, whatever the server's zone.
  const hasOffset = text.endsWith('Z') || text.lastIndexOf('+') > 10 || text.lastIndexOf('-') > 10;
  return Date.parse(hasOffset ? text : `${text}Z`);
}

function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The number in a cell of a numeric column, or null for a missing one. */
export function numericValue(cell: Cell | undefined): number | null {
  if (cell === null || cell === undefined || typeof cell === 'boolean') return null;
  const value = typeof cell === 'number' ? cell : isNullText(cell.trim()) ? NaN : Number(cell);
  return Number.isFinite(value) ? value : null;
}
