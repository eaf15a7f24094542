// Profiling a large upload stays quick: 1,000,000 CSV rows profiled in two streaming passes within
// 10 s, with bounded memory (docs/testing.md, "Budgets").
import { profileMillionRows } from '../server/datasets/profile/profile.bench-support';
import type { BenchResult } from './run';

const BUDGET_SECONDS = 10;

export async function benchDatasetProfiling(): Promise<BenchResult> {
  const { rows, seconds, heapMb } = await profileMillionRows();
  return {
    name: `profile ${rows.toLocaleString('en')} CSV rows (peak heap ${heapMb.toFixed(0)} MB)`,
    measured: `${seconds.toFixed(2)} s`,
    budget: `<= ${BUDGET_SECONDS} s`,
    ratio: BUDGET_SECONDS / seconds,
  };
}
