// The profile of an uploaded tabular file, as stored (JSON) and returned by the API.

export type ProfileFormat = 'csv' | 'tsv' | 'jsonl' | 'parquet';

export type ColumnType = 'integer' | 'number' | 'boolean' | 'date' | 'string' | 'empty';

/** One value of a row as read from the file: CSV gives text, JSON lines and Parquet typed values. */
export type Cell = string | number | boolean | null;

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface NumericSummary {
  min: number;
  max: number;
  mean: number;
  /** Sample standard deviation (n − 1); 0 for a single value. */
  stdDev: number;
  histogram: { bins: HistogramBin[] };
}

export interface TopValue {
  value: string;
  count: number;
}

export interface ColumnProfile {
  name: string;
  type: ColumnType;
  nullCount: number;
  distinctCount: number;
  /** True once a column passed the exact distinct limit and distinctCount comes from a sketch. */
  distinctIsEstimate: boolean;
  numeric?: NumericSummary;
  dates?: { min: string; max: string };
  /** For string and boolean columns, most frequent first. */
  topValues?: TopValue[];
}

export interface DatasetProfile {
  format: ProfileFormat;
  rowCount: number;
  columns: ColumnProfile[];
  /** The first rows, every column present, values typed by the column's inferred type. */
  sample: Record<string, Cell>[];
}

/** Counts are whole numbers from 0 up to 1,000; a missing or non-finite one takes its default. */
export interface ProfileOptions {
  signal?: AbortSignal;
  /** Rows kept in `sample` (default 20). */
  sampleRows?: number;
  /** Entries in each `topValues` (default 10). */
  topValues?: number;
  /** Bins in each numeric histogram (default 20). */
  histogramBins?: number;
}
