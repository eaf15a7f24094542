import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { profileFile } from './profile-file';

const ROWS = 1_000_000;
const BATCH = 10_000;
const SPECIES = ['E. coli', 'B. subtilis', 'S. cerevisiae', 'P. putida', 'C. elegans'];

// A small seeded generator (mulberry32) so every run profiles the same file.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function labRow(n: number, next: () => number): string {
  const temperature = next() < 0.02 ? '' : (15 + next() * 25).toFixed(2);
  const ph = (5.5 + next() * 3).toFixed(3);
  const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 730) * 86_400_000).toISOString().slice(0, 10);
  const species = SPECIES[Math.floor(next() * SPECIES.length)];
  return `S-${String(n).padStart(7, '0')},${temperature},${ph},"${species}",${day},${next() < 0.1}\n`;
}

/** Writes a 1,000,000-row lab measurements CSV (about 50 MB) for the profiling bench. */
export async function writeMillionRowCsv(file: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    const next = random(42);
    await handle.write('sample_id,temperature_c,ph,species,collected_on,is_control\n');
    for (let start = 0; start < ROWS; start += BATCH) {
      let text = '';
      for (let n = start; n < start + BATCH; n++) text += labRow(n, next);
      await handle.write(text);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Profiles a freshly written 1,000,000-row CSV and measures it: wall time of profileFile alone,
 * and the peak JS heap seen while it ran (sampled every 20 ms, so a lower bound of the peak).
 */
export async function profileMillionRows(): Promise<{ rows: number; seconds: number; heapMb: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labforge-profile-bench-'));
  try {
    const file = path.join(dir, 'million.csv');
    await writeMillionRowCsv(file);
    // Start from a collected heap when node runs with --expose-gc, so the peak is the profiler's.
    (globalThis as { gc?: () => void }).gc?.();
    let peak = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    try {
      const profile = await profileFile(file, 'csv');
      const seconds = (performance.now() - started) / 1000;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      return { rows: profile.rowCount, seconds, heapMb: Math.round(peak / 2 ** 20) };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
