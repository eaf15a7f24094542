import { ColumnStats } from './column-stats';
import { Histogram } from './histogram';
import type { Cell, DatasetProfile, ProfileFormat } from './profile-types';
import type { RowSink } from './row-sink';
import { keepCell, sampleValue } from './sample-value';

/** The first pass: every row goes through each column's statistics; the first rows are kept. */
export class ProfileBuilder implements RowSink {
  private readonly names: string[] = [];
  private readonly stats: ColumnStats[] = [];
  private readonly sampleRows: Cell[][] = [];
  rowCount = 0;

  constructor(private readonly sampleSize: number) {}

  addColumn(name: string): void {
    this.names.push(name);
    this.stats.push(new ColumnStats(this.rowCount));
  }

  addRow(values: ArrayLike<Cell | undefined>): void {
    const stats = this.stats;
    for (let i = 0; i < stats.length; i++) stats[i].add(values[i]);
    if (this.sampleRows.length < this.sampleSize)
      this.sampleRows.push(Array.from(stats, (_, i) => keepCell(values[i])));
    this.rowCount++;
  }

  /** Empty histograms for the numeric columns, by column index, for the second pass to fill. */
  histograms(bins: number): Map<number, Histogram> {
    const histograms = new Map<number, Histogram>();
    this.stats.forEach((stats, index) => {
      const range = stats.range;
      if (range) histograms.set(index, new Histogram(range[0], range[1], bins));
    });
    return histograms;
  }

  finish(format: ProfileFormat, topValues: number, histograms: Map<number, Histogram>): DatasetProfile {
    const columns = this.stats.map((stats, i) => stats.profile(this.names[i], topValues, histograms.get(i)?.bins()));
    // A column first seen after a sampled row was missing from it: those rows pad with null.
    const sample = this.sampleRows.map((row) =>
      Object.fromEntries(columns.map((column, i) => [column.name, sampleValue(row[i] ?? null, column.type)])),
    );
    return { format, rowCount: this.rowCount, columns, sample };
  }
}
