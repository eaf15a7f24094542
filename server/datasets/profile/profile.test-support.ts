import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parquetWriteFile } from 'hyparquet-writer';
import { afterEach, beforeEach } from 'vitest';
import type { Cell } from './profile-types';
import type { RowSink } from './row-sink';

/** Registers a fresh temp directory per test, removed after it; returns a path maker inside it. */
export function tempFiles(): (name: string) => string {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'labforge-profile-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  return (name) => path.join(dir, name);
}

export interface LabRow {
  sample_id: string;
  well: number;
  temperature_c: number | null;
  ph: number | null;
  species: string | null;
  collected_on: string;
  is_control: boolean;
  notes: string | null;
}

export const LAB_COLUMNS = [
  'sample_id',
  'well',
  'temperature_c',
  'ph',
  'species',
  'collected_on',
  'is_control',
  'notes',
];

function species(i: number): string | null {
  if (i % 10 < 5) return 'E. coli';
  if (i % 10 < 8) return 'B. subtilis';
  if (i % 10 === 8) return 'S. cerevisiae';
  return i % 20 === 19 ? null : 'P. putida';
}

/**
 * Lab measurements with known shape: temperatures 20.0–29.9 in blocks of 50 rows, one missing
 * per block; 1 in 100 pH readings missing; species 50/30/10/5 % with 5 % blank; six notes, one
 * with a line break (row index 10).
 */
export function labRows(count: number): LabRow[] {
  return Array.from({ length: count }, (_, i) => ({
    sample_id: `S-${String(i + 1).padStart(5, '0')}`,
    well: (i % 96) + 1,
    temperature_c: i % 50 === 7 ? null : Number((20 + (Math.floor(i / 50) % 100) / 10).toFixed(1)),
    ph: i % 100 === 3 ? null : Number((6 + (i % 21) / 10).toFixed(1)),
    species: species(i),
    collected_on: new Date(Date.UTC(2024, 0, 1 + (i % 366))).toISOString().slice(0, 10),
    is_control: i % 8 === 0,
    notes: i === 10 ? 'rerun:\nplate moved' : i % 1000 === 0 ? 'low volume, "retest"' : null,
  }));
}

function quote(text: string, delimiter: string): string {
  return /["\n\r]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV or TSV text: blank temperatures, "NA" pH, TRUE/true/false controls. */
export function labText(rows: LabRow[], delimiter = ','): string {
  const lines = rows.map((row, i) =>
    [
      row.sample_id,
      String(row.well),
      row.temperature_c === null ? '' : String(row.temperature_c),
      row.ph === null ? 'NA' : String(row.ph),
      row.species ?? '',
      row.collected_on,
      row.is_control ? (i % 16 === 0 ? 'TRUE' : 'true') : 'false',
      row.notes ?? '',
    ]
      .map((field) => quote(field, delimiter))
      .join(delimiter),
  );
  return `${LAB_COLUMNS.join(delimiter)}\n${lines.join('\n')}\n`;
}

/** The rows as Parquet, typed columns, in row groups of `rowGroupSize`. */
export function writeLabParquet(file: string, rows: LabRow[], rowGroupSize = 1000): void {
  const column = <K extends keyof LabRow>(name: K) => rows.map((row) => row[name]);
  parquetWriteFile({
    filename: file,
    rowGroupSize,
    columnData: [
      { name: 'sample_id', data: column('sample_id') },
      { name: 'well', data: column('well') },
      { name: 'temperature_c', data: column('temperature_c') },
      { name: 'ph', data: column('ph') },
      { name: 'species', data: column('species') },
      { name: 'collected_on', data: rows.map((row) => new Date(row.collected_on)) },
      { name: 'is_control', data: column('is_control') },
      { name: 'notes', data: column('notes') },
    ],
    schema: [
      { name: 'root', num_children: 8 },
      { name: 'sample_id', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
      { name: 'well', type: 'INT32', repetition_type: 'REQUIRED' },
      { name: 'temperature_c', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
      { name: 'ph', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
      { name: 'species', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      { name: 'collected_on', type: 'INT32', converted_type: 'DATE', repetition_type: 'REQUIRED' },
      { name: 'is_control', type: 'BOOLEAN', repetition_type: 'REQUIRED' },
      { name: 'notes', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
    ],
  });
}

export function writeText(file: string, text: string): Promise<void> {
  return writeFile(file, text, 'utf8');
}

/** A sink that records what a reader sends it, and can run a hook after each row. */
export class RecordingSink implements RowSink {
  readonly columns: string[] = [];
  readonly rows: Cell[][] = [];
  wants?: (index: number) => boolean;

  constructor(private readonly afterRow?: (rows: number) => void) {}

  addColumn(name: string): void {
    this.columns.push(name);
  }

  addRow(values: ArrayLike<Cell | undefined>): void {
    this.rows.push(Array.from(this.columns, (_, i) => values[i] ?? null));
    this.afterRow?.(this.rows.length);
  }
}

/** Mean and sample standard deviation of the non-null values, computed the plain two-pass way. */
export function statsOf(values: (number | null)[]): { mean: number; stdDev: number } {
  const present = values.filter((value): value is number => value !== null);
  const mean = present.reduce((sum, value) => sum + value, 0) / present.length;
  const squares = present.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return { mean, stdDev: Math.sqrt(squares / (present.length - 1)) };
}
