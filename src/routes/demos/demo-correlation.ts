import type { HeatMapProps } from '../../ui/charts/heat-map';
import type { ParallelDimension, ParallelRow } from '../../ui/charts/parallel-coordinates';

/** Pearson correlation of two equally long lists. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let cov = 0;
  let va = 0;
  let vb = 0;
  a.forEach((x, i) => {
    cov += (x - ma) * (b[i] - mb);
    va += (x - ma) ** 2;
    vb += (b[i] - mb) ** 2;
  });
  return va === 0 || vb === 0 ? Number.NaN : cov / Math.sqrt(va * vb);
}

/** How a sweep's parameters and metrics move together (log axes compared as logarithms). */
export function sweepCorrelation(
  rows: readonly ParallelRow[],
  dimensions: readonly ParallelDimension[],
): Pick<HeatMapProps, 'rows' | 'columns' | 'values'> {
  const columnOf = (d: ParallelDimension) =>
    rows.map((r) => (d.scale === 'log' ? Math.log10(r.values[d.key]) : r.values[d.key]));
  const columns = dimensions.map(columnOf);
  const names = dimensions.map((d) => d.label);
  return { rows: names, columns: names, values: columns.map((a) => columns.map((b) => pearson(a, b))) };
}
