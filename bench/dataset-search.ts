// Catalogue search stays instant: 500 searches of GET /v1/datasets over the full shipped catalogue,
// words drawn from its topics and variables, through the real route on an in-memory embedded
// database, must answer within 20 ms at the 95th percentile (docs/testing.md, "Budgets").
import { performance } from 'node:perf_hooks';
import { shippedCatalogue } from '../server/datasets/catalogue-seed';
import type { BenchResult } from './run';
import { signIn, startBenchServer } from './server';
import { percentile } from './stats';

const BUDGET_MS = 20;
const QUERIES = 500;
const WARM_UP = 20;

/** A fixed sequence (mulberry32), so every run asks the same searches. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One or two words; one search in five ends half-typed, one in ten is narrowed to a broad topic. */
export function searchQueries(count: number): URLSearchParams[] {
  const catalogue = shippedCatalogue();
  const words = [
    ...new Set(
      catalogue
        .flatMap((entry) => [...entry.topics.slice(1), ...entry.variables])
        .flatMap((text) => text.toLowerCase().match(/[a-z]{4,}/g) ?? []),
    ),
  ];
  const topics = [...new Set(catalogue.map((entry) => entry.topics[0]))];
  const random = seeded(12);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const chosen = random() < 0.5 ? [pick(words)] : [pick(words), pick(words)];
    if (i % 5 === 0) chosen[chosen.length - 1] = chosen[chosen.length - 1].slice(0, 4);
    const params = new URLSearchParams({ q: chosen.join(' ') });
    if (i % 10 === 0) params.set('topic', pick(topics));
    return params;
  });
}

export async function benchDatasetSearch(): Promise<BenchResult> {
  const server = await startBenchServer();
  try {
    const user = await signIn(server.app, 'bench-datasets@example.org');
    const queries = searchQueries(WARM_UP + QUERIES);
    const times: number[] = [];
    let hits = 0;
    for (const [index, params] of queries.entries()) {
      const started = performance.now();
      const response = await server.app.inject({ method: 'GET', url: `/v1/datasets?${params}`, headers: user.headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`search '${params}': ${response.statusCode} ${response.body}`);
      if (index < WARM_UP) continue;
      times.push(elapsed);
      if ((response.json() as { total: number }).total > 0) hits += 1;
    }
    const p95 = percentile(times, 95);
    const entries = shippedCatalogue().length;
    console.log(
      `dataset search: ${entries} entries, ${QUERIES} searches (${hits} with results); ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
    return {
      name: `GET /v1/datasets, ${entries} catalogue entries (p95 of ${QUERIES} searches)`,
      measured: `${p95.toFixed(1)} ms`,
      budget: `<= ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / p95,
    };
  } finally {
    await server.close();
  }
}
