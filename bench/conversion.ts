// Converting 50 ideas at once, and listing a workspace of 1,000 workflows (docs/testing.md,
// "Budgets"). On PostgreSQL, through the real HTTP routes, on the offline builder.
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { offlineConversionDraft } from '../server/conversion/offline-conversion';
import { sessions } from '../server/db/schema/coscientist';
import { workflows } from '../server/db/schema/experiments';
import { ideas } from '../server/db/schema/ideas';
import type { BenchResult } from './run';
import { seedSessionIdeas } from './seed-ideas';
import { signIn, startPostgresBenchServer } from './server';
import { percentile } from './stats';

const CONVERT = 50;
const WORKFLOWS = 1000;
// The spec gives a convert call 120 s; fifty ideas should take a small part of that: 5 s.
const CONVERT_BUDGET_MS = 5000;
// A page of the list is an index scan however many workflows there are: instant, 0.1 s (Nielsen).
const PAGE_BUDGET_MS = 100;

async function seedWorkflows(db: Parameters<typeof seedSessionIdeas>[0], userId: string, workspaceId: string) {
  const { workflow } = offlineConversionDraft(
    { id: 'bench', title: 'Bench idea', summary: 'A bench workflow', details: BENCH_DETAILS },
    ['Count_Person'],
  );
  const rows = Array.from({ length: WORKFLOWS }, (_, n) => ({
    userId,
    workspaceId,
    name: `Bench workflow ${n}`,
    description: workflow.description,
    definition: workflow.definition,
    inputSchema: workflow.inputSchema,
    outputSchema: workflow.outputSchema,
    tags: workflow.tags,
    engine: 'offline' as const,
    createdAt: new Date(Date.now() - n * 1000),
  }));
  for (let i = 0; i < rows.length; i += 250) await db.insert(workflows).values(rows.slice(i, i + 250));
  await db.execute(sql`VACUUM ANALYZE workflows`);
}

const BENCH_DETAILS = {
  hypothesis: 'h',
  rationale: '',
  methodology: ['Collect', 'Clean', 'Model', 'Validate'],
  expectedOutcomes: ['An estimate'],
  resources: [],
  timeline: { totalDuration: 30 },
  risks: [],
  feasibilityAnalysis: { overall: 0.5 },
};

export async function benchConversion(): Promise<BenchResult[]> {
  const server = await startPostgresBenchServer();
  try {
    const owner = await signIn(server.app, 'bench-conversion@example.org');
    const { sessionId } = await seedSessionIdeas(server.db, owner.id, CONVERT);
    const standing = and(eq(ideas.sessionId, sessionId), isNull(ideas.duplicateOf));
    const chosen = await server.db
      .update(ideas)
      .set({ status: 'selected' })
      .where(standing)
      .returning({ id: ideas.id });
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/ideas/convert`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ideaIds: chosen.map((c) => c.id) }),
    });
    const convertMs = performance.now() - started;
    const results = ((await response.json()) as { conversionResults: Array<{ success: boolean }> }).conversionResults;
    if (results.length !== CONVERT || !results.every((r) => r.success)) throw new Error('not every idea converted');

    const [session] = await server.db.select().from(sessions).where(eq(sessions.id, sessionId));
    await seedWorkflows(server.db, owner.id, session.workspaceId);
    const pages = Math.ceil((WORKFLOWS + CONVERT) / 20);
    const times: number[] = [];
    for (let round = 0; round <= 5; round += 1) {
      for (const page of [1, 2, Math.ceil(pages / 2), pages]) {
        const t0 = performance.now();
        const list = await fetch(
          `${server.url}/v1/workflows/workspace/${session.workspaceId}?page=${page}&pageSize=20`,
          {
            headers: owner.headers,
          },
        );
        if (!list.ok) throw new Error(`page ${page}: ${list.status}`);
        await list.arrayBuffer();
        if (round > 0) times.push(performance.now() - t0);
      }
    }
    const p95 = percentile(times, 95);
    return [
      {
        name: `POST /v1/ideas/convert, ${CONVERT} selected ideas in one call (offline builder)`,
        measured: `${convertMs.toFixed(0)} ms`,
        budget: `<= ${CONVERT_BUDGET_MS} ms`,
        ratio: CONVERT_BUDGET_MS / convertMs,
      },
      {
        name: `GET /v1/workflows/workspace, ${(WORKFLOWS + CONVERT).toLocaleString('en')} workflows: a page of 20 (p95 of first, second, middle, last)`,
        measured: `${p95.toFixed(1)} ms`,
        budget: `<= ${PAGE_BUDGET_MS} ms`,
        ratio: PAGE_BUDGET_MS / p95,
      },
    ];
  } finally {
    await server.close();
  }
}
