// A live event reaching 50 subscribed tabs across 2 web processes (issue 31): two apps on one
// PostgreSQL database, each with its own pool and LISTEN connection, 25 tabs streaming from each
// (25 members, a tab of each on both). The owner makes a change through app A (a new goal); the
// time from sending it to each tab reading its event is one sample. Budget: p95 ≤ 200 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type OpenDatabase } from '../server/db/connect';
import type { BenchResult } from './run';
import { signIn, startPostgresBenchServer, type BenchUser } from './server';
import { percentile } from './stats';

const MEMBERS = 25;
const ROUNDS = 20;
const BUDGET_MS = 200;

interface Tab {
  /** Arrival time of each goal.created event read, in order. */
  arrivals: number[];
  waiters: Array<() => void>;
  stop: AbortController;
}

async function openTab(url: string, user: BenchUser): Promise<Tab> {
  const tab: Tab = { arrivals: [], waiters: [], stop: new AbortController() };
  const response = await fetch(`${url}/v1/events`, { headers: user.headers, signal: tab.stop.signal });
  if (!response.ok || !response.body) throw new Error(`GET /v1/events: ${response.status}`);
  const parser = createParser({
    onEvent(message) {
      if (message.event !== 'change' || !message.data.includes('"goal.created"')) return;
      tab.arrivals.push(performance.now());
      tab.waiters.splice(0).forEach((wake) => wake());
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }) as const);
      if (chunk.done) return;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  })();
  return tab;
}

const arrived = (tab: Tab, count: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a tab missed a live event for 10 s')), 10_000);
    const check = () => (tab.arrivals.length >= count ? (clearTimeout(timer), resolve()) : tab.waiters.push(check));
    check();
  });

async function call(app: FastifyInstance, user: BenchUser, method: 'POST', url: string, payload: object) {
  const response = await app.inject({ method, url, headers: user.headers, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** The owner's workspace with MEMBERS members, each joined through a link. */
async function lab(app: FastifyInstance, owner: BenchUser, members: BenchUser[]): Promise<string> {
  const workspaceId = (await call(app, owner, 'POST', '/v1/workspaces', { name: 'Live bench' })).id as string;
  for (const member of members) {
    const link = await call(app, owner, 'POST', `/v1/workspaces/${workspaceId}/invitation-links`, { role: 'viewer' });
    const id = (link.invitation as { id: string }).id;
    await call(app, member, 'POST', `/v1/invitations/${id}/accept`, { secret: (link.path as string).split('#')[1] });
  }
  return workspaceId;
}

export async function benchLiveEvents(): Promise<BenchResult> {
  const a = await startPostgresBenchServer();
  let second: OpenDatabase | undefined;
  let b: FastifyInstance | undefined;
  const tabs: Tab[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'labforge-bench-live-'));
  try {
    const config = loadConfig({ DATABASE_URL: a.databaseUrl, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
    second = await openDatabase(config);
    b = await buildApp({ config, database: second, logger: false, startWorkers: false });
    const urls = [a.url, await b.listen({ host: '127.0.0.1', port: 0 })];
    const owner = await signIn(a.app, 'live-owner@example.org');
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => signIn(a.app, `live-${i}@example.org`)),
    );
    const workspaceId = await lab(a.app, owner, members);
    for (const member of members) for (const url of urls) tabs.push(await openTab(url, member));
    const samples: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const sent = performance.now();
      await call(a.app, owner, 'POST', `/v1/workspaces/${workspaceId}/goals`, { title: `Goal ${round}`, workspaceId });
      await Promise.all(tabs.map((tab) => arrived(tab, round)));
      samples.push(...tabs.map((tab) => tab.arrivals[round - 1] - sent));
    }
    const p95 = percentile(samples, 95);
    return {
      name: `live event to ${tabs.length} tabs on 2 processes (p95)`,
      measured: `${p95.toFixed(0)} ms (p50 ${percentile(samples, 50).toFixed(0)} ms, ${samples.length} deliveries)`,
      budget: `≤ ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / Math.max(p95, 1),
    };
  } finally {
    tabs.forEach((tab) => tab.stop.abort());
    if (b) {
      const closed = b.close();
      b.server.closeAllConnections();
      await closed;
    }
    await second?.close();
    a.app.server.closeAllConnections();
    await a.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table([await benchLiveEvents()]);
}
