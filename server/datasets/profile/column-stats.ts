import { BOOLEAN, classifyCell, classifyText, DATE, DECIMAL, INTEGER, isoDateTime, NULL } from './classify';
import type { Cell, ColumnProfile, ColumnType, HistogramBin } from './profile-types';
import { detach, ValueCounter } from './value-counter';

const NUMERIC = INTEGER | DECIMAL;

/** One column's first-pass statistics: kinds seen, nulls, distinct values, numeric and date ranges. */
export class ColumnStats {
  private seen = 0;
  private readonly values = new ValueCounter();
  // Welford's running mean and sum of squared deviations: one pass, no catastrophic cancellation.
  private count = 0;
  private mean = 0;
  private squares = 0;
  private min = Infinity;
  private max = -Infinity;
  private earliest = { time: Infinity, text: '' };
  private latest = { time: -Infinity, text: '' };

  /** `nullCount` starts at the rows read before the column first appeared. */
  constructor(public nullCount = 0) {}

  add(cell: Cell | undefined): void {
    if (cell === undefined || cell === null) {
      this.nullCount++;
    } else if (typeof cell === 'string') {
      this.addText(cell.trim());
    } else {
      this.addTyped(cell);
    }
  }

  private addTyped(cell: number | boolean): void {
    const kind = classifyCell(cell);
    if (kind === NULL) {
      this.nullCount++;
      return;
    }
    this.seen |= kind;
    this.values.add(String(cell));
    if (typeof cell === 'number' && (this.seen & ~NUMERIC) === 0) this.addNumber(cell);
  }

  private addText(text: string): void {
    const kind = classifyText(text);
    if (kind === NULL) {
      this.nullCount++;
      return;
    }
    this.seen |= kind;
    this.values.add(kind === BOOLEAN ? text.toLowerCase() : text);
    // Ranges only matter while the column can still end up numeric or a date.
    if ((kind & NUMERIC) !== 0 && (this.seen & ~NUMERIC) === 0) this.addNumber(Number(text));
    else if (kind === DATE && this.seen === DATE) this.addDate(text);
  }

  private addNumber(value: number): void {
    this.count++;
    const delta = value - this.mean;
    this.mean += delta / this.count;
    this.squares += delta * (value - this.mean);
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  private addDate(text: string): void {
    const time = isoDateTime(text);
    if (time < this.earliest.time) this.earliest = { time, text: detach(text) };
    if (time > this.latest.time) this.latest = { time, text: detach(text) };
  }

  get type(): ColumnType {
    const seen = this.seen;
    if (seen === 0) return 'empty';
    if (seen === INTEGER) return 'integer';
    if ((seen & ~NUMERIC) === 0) return 'number';
    if (seen === BOOLEAN) return 'boolean';
    if (seen === DATE) return 'date';
    return 'string';
  }

  /** [min, max] of a numeric column, for the histogram pass; null for any other type. */
  get range(): [number, number] | null {
    const type = this.type;
    return type === 'integer' || type === 'number' ? [this.min, this.max] : null;
  }

  profile(name: string, topValues: number, histogram: HistogramBin[] = []): ColumnProfile {
    const type = this.type;
    const profile: ColumnProfile = {
      name,
      type,
      nullCount: this.nullCount,
      distinctCount: this.values.distinctCount,
      distinctIsEstimate: this.values.distinctIsEstimate,
    };
    if (type === 'integer' || type === 'number') {
      const stdDev = this.count > 1 ? Math.sqrt(this.squares / (this.count - 1)) : 0;
      profile.numeric = { min: this.min, max: this.max, mean: this.mean, stdDev, histogram: { bins: histogram } };
    }
    if (type === 'date') profile.dates = { min: this.earliest.text, max: this.latest.text };
    if (type === 'string' || type === 'boolean') profile.topValues = this.values.top(topValues);
    return profile;
  }
}
