import { numericValue } from './classify';
import type { Histogram } from './histogram';
import type { Cell } from './profile-types';
import type { RowSink } from './row-sink';

/** The second pass: fills the numeric columns' histograms now that their ranges are known. */
export class HistogramSink implements RowSink {
  private readonly entries: [number, Histogram][];

  constructor(private readonly histograms: Map<number, Histogram>) {
    this.entries = [...histograms];
  }

  addColumn(): void {}

  wants(index: number): boolean {
    return this.histograms.has(index);
  }

  addRow(values: ArrayLike<Cell | undefined>): void {
    for (const [index, histogram] of this.entries) {
      const value = numericValue(values[index]);
      if (value !== null) histogram.add(value);
    }
  }
}
