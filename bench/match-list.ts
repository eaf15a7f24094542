// The match list of the contract's largest session stays interactive (docs/engine.md, "Auditing the
// tournament"): 200 ideas, 20 rounds, seeded straight into PostgreSQL beside four more such sessions,
// then paged through the real HTTP route as the session page does: every page of the whole list,
// and the filtered lists (a round, an idea, split verdicts, researchers' verdicts) and an idea's
// matches with its Elo over time. Budget: p95 of a page, to its last byte, within 50 ms.
import { eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { sessions } from '../server/db/schema/coscientist';
import { workspaceMembers } from '../server/db/schema/members';
import type { Database } from '../server/db/connect';
import type { BenchResult } from './run';
import { seedMatches } from './seed-matches';
import { seedSessionIdeas } from './seed-ideas';
import { signIn, startPostgresBenchServer, type BenchUser } from './server';
import { percentile } from './stats';

const IDEAS = 200;
const ROUNDS = 20;
const OTHER_SESSIONS = 4;
const PAGE_SIZE = 20; // the session page's page (src/api/queries/matches.ts)
const PAGE_BUDGET_MS = 50;
const PASSES = 3;

interface Page {
  items: { ideaA: { id: string } }[];
  total: number;
  totalPages: number;
}

async function timed(base: string, user: BenchUser, path: string): Promise<{ ms: number; page: Page }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: user.headers });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  return { ms, page: JSON.parse(body.toString('utf8')) as Page };
}

/** A seeded session the owner reads as a member (decision 013): its workspace gets them as owner. */
async function seedSession(db: Database, userId: string) {
  const { sessionId } = await seedSessionIdeas(db, userId, IDEAS);
  const [{ workspaceId }] = await db
    .select({ workspaceId: sessions.workspaceId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  await db.insert(workspaceMembers).values({ workspaceId, userId, role: 'owner' }).onConflictDoNothing();
  return { sessionId, matches: await seedMatches(db, sessionId, userId, ROUNDS) };
}

/** Every page of the whole list, then the filtered lists' first pages and ideas' matches. */
async function measure(base: string, user: BenchUser, sessionId: string, pages: number, ideaIds: string[]) {
  const list = `/v1/sessions/${sessionId}/matches?pageSize=${PAGE_SIZE}`;
  const whole: number[] = [];
  for (let page = 1; page <= pages; page += 1) whole.push((await timed(base, user, `${list}&page=${page}`)).ms);
  const filtered: number[] = [];
  for (const [i, ideaId] of ideaIds.entries()) {
    const filters = [`round=${1 + (i % ROUNDS)}`, `ideaId=${ideaId}`, 'agreement=split', 'judge=human'];
    for (const filter of filters) filtered.push((await timed(base, user, `${list}&${filter}&page=2`)).ms);
    filtered.push((await timed(base, user, `/v1/ideas/${ideaId}/matches?pageSize=${PAGE_SIZE}`)).ms);
  }
  return { whole, filtered };
}

export async function benchMatchList(): Promise<BenchResult[]> {
  const server = await startPostgresBenchServer();
  try {
    const owner = await signIn(server.app, 'bench-matches@example.org');
    const started = performance.now();
    const { sessionId, matches } = await seedSession(server.db, owner.id);
    for (let i = 0; i < OTHER_SESSIONS; i += 1) await seedSession(server.db, owner.id);
    await server.db.execute(sql`VACUUM ANALYZE matches`);
    const seeded = performance.now() - started;
    const first = await timed(server.url, owner, `/v1/sessions/${sessionId}/matches?pageSize=${PAGE_SIZE}`);
    if (first.page.total !== matches) throw new Error(`listed ${first.page.total} matches, seeded ${matches}`);
    const ideaIds = [...new Set(first.page.items.map((m) => m.ideaA.id))].slice(0, 10);
    const whole: number[] = [];
    const filtered: number[] = [];
    // The first pass warms the caches and is not counted.
    for (let pass = 0; pass <= PASSES; pass += 1) {
      const times = await measure(server.url, owner, sessionId, first.page.totalPages, ideaIds);
      if (pass === 0) continue;
      whole.push(...times.whole);
      filtered.push(...times.filtered);
    }
    const [wholeP95, filteredP95] = [percentile(whole, 95), percentile(filtered, 95)];
    console.log(
      `match list: seeded ${matches} matches (${1 + OTHER_SESSIONS} sessions) in ${(seeded / 1000).toFixed(1)} s; every page p50 ${percentile(whole, 50).toFixed(1)} ms, p95 ${wholeP95.toFixed(1)} ms; filtered and idea pages p50 ${percentile(filtered, 50).toFixed(1)} ms, p95 ${filteredP95.toFixed(1)} ms`,
    );
    return [
      {
        name: `GET /v1/sessions/{id}/matches, ${IDEAS} ideas × ${ROUNDS} rounds (${matches.toLocaleString('en')} matches): all ${first.page.totalPages} pages of ${PAGE_SIZE} (p95)`,
        measured: `${wholeP95.toFixed(1)} ms a page`,
        budget: `<= ${PAGE_BUDGET_MS} ms a page`,
        ratio: PAGE_BUDGET_MS / wholeP95,
      },
      {
        name: 'the same list filtered (round, idea, split, researchers) and GET /v1/ideas/{id}/matches with Elo over time (p95)',
        measured: `${filteredP95.toFixed(1)} ms a page`,
        budget: `<= ${PAGE_BUDGET_MS} ms a page`,
        ratio: PAGE_BUDGET_MS / filteredP95,
      },
    ];
  } finally {
    await server.close();
  }
}
