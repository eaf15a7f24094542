import type { Cell } from './profile-types';

/** Where a reader streams a file's rows: the same contract for every format and both passes. */
export interface RowSink {
  /** Columns are announced in order (JSON lines announce a key when it first appears). */
  addColumn(name: string): void;
  /** Values by column index, undefined for a missing one. Readers may reuse the array after the call. */
  addRow(values: ArrayLike<Cell | undefined>): void;
  /** Whether the sink looks at column `index`, so a columnar reader can skip the others. */
  wants?(index: number): boolean;
}
