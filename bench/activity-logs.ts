// 1,000,000 activity-log rows for one user on PostgreSQL: filtered pages of GET /v1/logs, through
// the real HTTP route, must answer within 50 ms at the 95th percentile (DESIGN.md budgets).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { BenchResult } from './run';
import { seedActivityLogs } from './seed-activity-logs';

const BUDGET_MS = 50;
const ROWS = 1_000_000;
const SAMPLES = 40;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchActivityLogs(): Promise<BenchResult> {
  const name = `labforge_bench_${randomUUID().replace(/-/g, '')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'labforge-bench-'));
  await admin(`CREATE DATABASE ${name}`);
  const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', AUTH_RATE_LIMIT_MAX: '1000000' });
  const app = await buildApp({ config, logger: false });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = async (email: string) => {
      const body = (await app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email } })).json() as { access_token: string; user_profile: { id: string } };
      return { id: body.user_profile.id, headers: { authorization: `Bearer ${body.access_token}` } };
    };
    const owner = await signIn('bench-logs@example.org');
    const other = await signIn('bench-other@example.org');
    const seeded = await seedActivityLogs(url.toString(), owner.id, other.id, ROWS);

    const day = 24 * 3600_000;
    const queries: Record<string, Record<string, string>> = {
      'first page': {},
      'level=warning': { level: 'warning' },
      'level=info, page 3 of 100': { level: 'info', limit: '100', offset: '200' },
      'entityType+entityId': { entityType: 'workspace', entityId: seeded.sampleEntityId },
      'one week': { startDate: new Date(Date.now() - 60 * day).toISOString(), endDate: new Date(Date.now() - 53 * day).toISOString() },
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
        if (!response.ok || body.items.some((row) => row.userId !== owner.id)) throw new Error(`${label}: bad answer ${response.status}`);
      }
      p95s[label] = percentile(times, 95);
    }
    const [worstLabel, worst] = Object.entries(p95s).sort((a, b) => b[1] - a[1])[0];
    const detail = Object.entries(p95s).map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join('; ');
    console.log(`activity logs: seeded ${ROWS} rows in ${(seeded.ms / 1000).toFixed(1)} s; p95 ms: ${detail}`);
    return {
      name: `GET /v1/logs, ${ROWS.toLocaleString('en')} rows (p95, worst filter)`,
      measured: `${worst.toFixed(1)} ms (${worstLabel})`,
      budget: `<= ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / worst,
    };
  } finally {
    await app.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
