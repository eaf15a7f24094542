import type { ParseError, ParseResult } from 'papaparse';
import { ProfileError } from './profile-error';
import type { RowSink } from './row-sink';
import { detach } from './value-counter';

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'unterminated quote',
  InvalidQuotes: 'unexpected text after a closing quote',
};

/**
 * Turns Papa Parse's chunks of CSV/TSV rows into checked rows for a sink: the first row is the
 * header, every other row must have as many fields, and errors name the line the row starts on.
 */
export class DelimitedRows {
  private header: string[] | null = null;
  /** 1-based line the next row starts on; quoted fields may span lines. */
  private line = 1;
  rowCount = 0;

  constructor(
    private readonly label: 'CSV' | 'TSV',
    private readonly sink: RowSink,
  ) {}

  take(results: ParseResult<string[]>): void {
    const { data } = results;
    const problems = results.errors.length > 0 ? quoteProblemsByRow(results.errors) : null;
    const newline = results.meta.linebreak === '\r' ? '\r' : '\n';
    for (let i = 0; i < data.length; i++) {
      const row = data[i];
      const problem = problems?.get(i);
      if (problem) throw this.malformed(problem);
      if (this.header === null) {
        if (!isBlank(row)) this.readHeader(row);
      } else if (!isBlank(row)) {
        if (row.length !== this.header.length) {
          throw this.malformed(`expected ${this.header.length} fields, found ${row.length}`);
        }
        this.sink.addRow(row);
        this.rowCount++;
      }
      this.line += 1 + lineBreaksIn(row, newline);
    }
  }

  /** Called once the whole file is parsed. */
  finish(): void {
    if (this.header === null) throw new ProfileError(`The ${this.label} file has no header row`);
  }

  /** The row after the last one taken has grown past `limit` characters without ending. */
  rowTooLong(limit: number): ProfileError {
    return this.malformed(`a row runs past ${limit / 2 ** 20} Mi characters; is a quote left open?`);
  }

  private readHeader(row: string[]): void {
    const used = new Set<string>();
    this.header = row.map((raw, i) => {
      // Duplicate or blank names would collide as keys of the sample rows.
      const base = (i === 0 ? raw.replace(/^\uFEFF/, '') : raw).trim() || `column_${i + 1}`;
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
      used.add(name);
      return detach(name);
    });
    for (const name of this.header) this.sink.addColumn(name);
  }

  private malformed(problem: string): ProfileError {
    return new ProfileError(`Malformed ${this.label} at line ${this.line}: ${problem}`);
  }
}

// A blank line parses as one empty field; it is skipped, not a row of nulls.
function isBlank(row: string[]): boolean {
  return row.length === 1 && row[0] === '';
}

function quoteProblemsByRow(errors: ParseError[]): Map<number, string> {
  const problems = new Map<number, string>();
  for (const error of errors) {
    const problem = QUOTE_PROBLEMS[error.code];
    if (problem && error.row !== undefined && !problems.has(error.row)) problems.set(error.row, problem);
  }
  return problems;
}

function lineBreaksIn(row: string[], newline: string): number {
  let count = 0;
  for (const field of row) {
    for (let at = field.indexOf(newline); at !== -1; at = field.indexOf(newline, at + 1)) count++;
  }
  return count;
}
