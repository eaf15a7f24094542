import type { HistogramBin } from './profile-types';

/** Equal-width bins over [min, max], the last one closed so max lands in it. */
export class Histogram {
  private readonly counts: Float64Array;
  private readonly width: number;

  constructor(
    private readonly min: number,
    private readonly max: number,
    bins: number,
  ) {
    // One bin when every value is the same: there is no width to split.
    const size = max > min && bins >= 1 ? Math.min(Math.floor(bins), 1000) : 1;
    this.counts = new Float64Array(size);
    this.width = (max - min) / size;
  }

  add(value: number): void {
    const last = this.counts.length - 1;
    const index = this.width > 0 ? Math.floor((value - this.min) / this.width) : 0;
    this.counts[index < 0 ? 0 : index > last ? last : index]++;
  }

  bins(): HistogramBin[] {
    const last = this.counts.length - 1;
    return Array.from(this.counts, (count, i) => ({
      from: this.min + i * this.width,
      to: i === last ? this.max : this.min + (i + 1) * this.width,
      count,
    }));
  }
}
