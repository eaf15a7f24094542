// Every CSV export is written here: Papa Parse quotes, and a text cell a spreadsheet would run as a
// formula gets a leading apostrophe. Papa's default pattern (`.*$`, no s flag) misses a formula
// followed by a line break, so ours tests the first character only. Numbers are left as numbers.
import Papa from 'papaparse';

/** What a spreadsheet reads as the start of a formula (or, tab and CR, a formula hidden behind whitespace). */
export const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** Header and rows as CSV with CRLF line ends, the last line ended too. */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  // Papa ends a header-only file with a line break but not a full one: always end with one.
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}
