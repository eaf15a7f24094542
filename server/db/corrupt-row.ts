import { z } from 'zod';

// JSON columns are parsed with their type's zod schema where they are read, never cast. A row
// that does not match (written by hand, by an older build, or damaged) becomes a CorruptRowError
// naming the table, the row and the first failing path: the request answers 500 with the generic
// message (the error handler logs this), or the reader skips the row with a warning.

export class CorruptRowError extends Error {
  constructor(
    readonly table: string,
    readonly id: string,
    readonly column: string,
    readonly path: string,
  ) {
    super(`Corrupt row: ${table}.${column} of ${id} fails its schema at '${path || '(root)'}'`);
    this.name = 'CorruptRowError';
  }
}

export interface ColumnRef {
  table: string;
  id: string;
  column: string;
}

/** A JSON object whose keys are free (metadata, parameters, context). */
export const jsonObjectSchema = z.record(z.string(), z.unknown());

export function readJsonColumn<T>(schema: z.ZodType<T>, value: unknown, where: ColumnRef): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const path = (result.error.issues[0]?.path ?? []).map(String).join('.');
  throw new CorruptRowError(where.table, where.id, where.column, path);
}

/** Keeps the rows that parse; each one that does not is reported once and left out. */
export function skipCorrupt<R, T>(rows: R[], read: (row: R) => T, warn: (error: CorruptRowError) => void): T[] {
  const out: T[] = [];
  for (const row of rows) {
    try {
      out.push(read(row));
    } catch (error) {
      if (!(error instanceof CorruptRowError)) throw error;
      warn(error);
    }
  }
  return out;
}
