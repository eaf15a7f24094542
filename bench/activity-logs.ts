// 1,000,000 activity-log rows for one user on PostgreSQL: filtered pages of GET /v1/logs, through
// the real HTTP route, must answer within 50 ms at the 95th percentile (docs/testing.md, "Budgets").
import { performance } from 'node:perf_hooks';
import type { BenchResult } from './run';
import { seedActivityLogs } from './seed-activity-logs';
import { signIn, startPostgresBenchServer } from './server';
import { percentile } from './stats';

const BUDGET_MS = 50;
const ROWS = 1_000_000;
const SAMPLES = 40;

export async function benchActivityLogs(): Promise<BenchResult> {
  const server = await startPostgresBenchServer();
  try {
    const base = server.url;
    const owner = await signIn(server.app, 'bench-logs@example.org');
    const other = await signIn(server.app, 'bench-other@example.org');
    const seeded = await seedActivityLogs(server.databaseUrl, owner.id, other.id, ROWS);

    const day = 24 * 3600_000;
    const queries: Record<string, Record<string, string>> = {
      'first page': {},
      'level=warning': { level: 'warning' },
      'level=info, page 3 of 100': { level: 'info', limit: '100', offset: '200' },
      'entityType+entityId': { entityType: 'workspace', entityId: seeded.sampleEntityId },
      'one week': {
        startDate: new Date(Date.now() - 60 * day).toISOString(),
        endDate: new Date(Date.now() - 53 * day).toISOString(),
      },
      'action=idea.created': { action: 'idea.created' },
      'level=error+action': { level: 'error', action: 'workflow.started' },
    };
    const p95s: Record<string, number> = {};
    for (const [label, query] of Object.entries(queries)) {
      const target = `${base}/v1/logs?${new URLSearchParams(query)}`;
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 3; i += 1) {
        const started = performance.now();
        const response = await fetch(target, { headers: owner.headers });
        const body = (await response.json()) as { items: Array<{ userId: string }>; total: number };
        if (i >= 3) times.push(performance.now() - started); // the first few warm the caches
        if (!response.ok || body.items.some((row) => row.userId !== owner.id))
          throw new Error(`${label}: bad answer ${response.status}`);
      }
      p95s[label] = percentile(times, 95);
    }
    const [worstLabel, worst] = Object.entries(p95s).sort((a, b) => b[1] - a[1])[0];
    const detail = Object.entries(p95s)
      .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
      .join('; ');
    console.log(`activity logs: seeded ${ROWS} rows in ${(seeded.ms / 1000).toFixed(1)} s; p95 ms: ${detail}`);
    return {
      name: `GET /v1/logs, ${ROWS.toLocaleString('en')} rows (p95, worst filter)`,
      measured: `${worst.toFixed(1)} ms (${worstLabel})`,
      budget: `<= ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / worst,
    };
  } finally {
    await server.close();
  }
}
