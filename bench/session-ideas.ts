// 10,000 ideas in one session stay interactive (docs/testing.md, "Budgets"). On PostgreSQL, through the
// real HTTP route: pages of GET /v1/ideas/session/{id}, and all of them fetched the way the client
// does (src/api/queries/ideas.ts fetchAllSessionIdeas); then the client's filter+sort over them. A
// member of the workspace (a viewer) reads the same pages on the same plan as its owner
// (docs/decisions/013-workspace-permissions.md): their page times are compared, interleaved.
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { sessions } from '../server/db/schema/coscientist';
import { workspaceMembers } from '../server/db/schema/members';
import type { FilterableIdea } from '../src/domain/idea-filters';
import { benchIdeaFilterKeystrokes } from './idea-filter-keystrokes';
import type { BenchResult } from './run';
import { seedSessionIdeas } from './seed-ideas';
import { signIn, startPostgresBenchServer, type BenchUser } from './server';
import { percentile } from './stats';

const IDEAS = 10_000;
// The contract's largest page, and the client's pages in flight after the first (ideas.ts).
const PAGE_SIZE = 500;
const PAGE_CONCURRENCY = 4;
// One page of 500 ideas with their details is 0.7 MB of JSON, ten times a page of the activity
// log, so its budget is the 0.1 s in which a response still feels instant (Nielsen); the page's
// database part is held to the activity log's tens of ms by EXPLAIN (decision 004).
const PAGE_BUDGET_MS = 100;
// The list shows once every page is in: within 1 s the user's flow of thought is kept (Nielsen).
const ALL_BUDGET_MS = 1000;
const ROUNDS = 5;
// A member's page against its owner's, both medians: the same statements, so only noise.
const MEMBER_RATIO_BUDGET = 1.1;

interface Page {
  items: FilterableIdea[];
  totalPages: number;
}

async function fetchBody(base: string, user: BenchUser, sessionId: string, page: number): Promise<Buffer> {
  const response = await fetch(`${base}/v1/ideas/session/${sessionId}?page=${page}&pageSize=${PAGE_SIZE}`, {
    headers: user.headers,
  });
  if (!response.ok) throw new Error(`page ${page}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const fetchPage = async (base: string, user: BenchUser, sessionId: string, page: number) =>
  JSON.parse((await fetchBody(base, user, sessionId, page)).toString('utf8')) as Page;

/** fetchAllSessionIdeas' order of requests: the first page, then the rest four at a time. */
async function fetchAll(base: string, user: BenchUser, sessionId: string): Promise<FilterableIdea[]> {
  const first = await fetchPage(base, user, sessionId, 1);
  const all = [...first.items];
  const pages = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  for (let i = 0; i < pages.length; i += PAGE_CONCURRENCY) {
    const batch = await Promise.all(
      pages.slice(i, i + PAGE_CONCURRENCY).map((p) => fetchPage(base, user, sessionId, p)),
    );
    for (const page of batch) all.push(...page.items);
  }
  return all;
}

/**
 * One page at a time, every page of the list, after a round that warms the caches; each page read
 * by every reader in turn, who goes first alternating. A page's latency ends at its last byte:
 * parsing 0.7 MB of JSON is the browser's work, and here it would run on the server's own thread.
 */
async function timePages(base: string, readers: BenchUser[], sessionId: string): Promise<number[][]> {
  const times = readers.map((): number[] => []);
  const pages = IDEAS / PAGE_SIZE;
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (let page = 1; page <= pages; page += 1) {
      const order = (round + page) % 2 === 0 ? readers.map((_, i) => i) : readers.map((_, i) => i).reverse();
      for (const reader of order) {
        const started = performance.now();
        const body = await fetchBody(base, readers[reader], sessionId, page);
        if (round > 0) times[reader].push(performance.now() - started);
        const { items } = JSON.parse(body.toString('utf8')) as Page;
        if (items.length !== PAGE_SIZE) throw new Error(`page ${page}: ${items.length} ideas`);
      }
    }
  }
  return times;
}

/** A viewer of the session's workspace, made a member the way the member operations will. */
async function addViewer(server: Awaited<ReturnType<typeof startPostgresBenchServer>>, sessionId: string) {
  const member = await signIn(server.app, 'bench-ideas-member@example.org');
  const [session] = await server.db.select().from(sessions).where(eq(sessions.id, sessionId));
  await server.db
    .insert(workspaceMembers)
    .values({ workspaceId: session.workspaceId, userId: member.id, role: 'viewer' });
  return member;
}

function memberVsOwner(memberTimes: number[], ownerTimes: number[]): BenchResult {
  const ratio = percentile(memberTimes, 50) / percentile(ownerTimes, 50);
  return {
    name: `GET /v1/ideas/session, ${IDEAS.toLocaleString('en')} ideas: a viewer's page against the owner's (medians, interleaved)`,
    measured: `${ratio.toFixed(2)}×`,
    budget: `<= ${MEMBER_RATIO_BUDGET}×`,
    ratio: MEMBER_RATIO_BUDGET / ratio,
  };
}

export async function benchSessionIdeas(): Promise<BenchResult[]> {
  const server = await startPostgresBenchServer();
  try {
    const owner = await signIn(server.app, 'bench-ideas@example.org');
    const { sessionId, ms } = await seedSessionIdeas(server.db, owner.id, IDEAS);
    const member = await addViewer(server, sessionId);
    const [pageTimes, memberTimes] = await timePages(server.url, [owner, member], sessionId);
    const pages = IDEAS / PAGE_SIZE;
    const allTimes: number[] = [];
    let ideas: FilterableIdea[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const started = performance.now();
      ideas = await fetchAll(server.url, owner, sessionId);
      if (round > 0) allTimes.push(performance.now() - started);
    }
    if (new Set(ideas.map((i) => i.id)).size !== IDEAS)
      throw new Error(`fetched ${ideas.length} ideas, not ${IDEAS} distinct`);
    const pageP95 = percentile(pageTimes, 95);
    const all = percentile(allTimes, 50);
    console.log(
      `session ideas: seeded ${IDEAS} ideas in ${(ms / 1000).toFixed(1)} s; page p50 ${percentile(pageTimes, 50).toFixed(1)} ms, p95 ${pageP95.toFixed(1)} ms; all pages ${allTimes.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    return [
      {
        name: `GET /v1/ideas/session, ${IDEAS.toLocaleString('en')} ideas: page of ${PAGE_SIZE} to last byte (p95); all ${pages} pages as the client (median)`,
        measured: `${pageP95.toFixed(1)} ms a page; ${all.toFixed(0)} ms all`,
        budget: `<= ${PAGE_BUDGET_MS} ms a page; <= ${ALL_BUDGET_MS} ms all`,
        ratio: Math.min(PAGE_BUDGET_MS / pageP95, ALL_BUDGET_MS / all),
      },
      memberVsOwner(memberTimes, pageTimes),
      benchIdeaFilterKeystrokes(ideas),
    ];
  } finally {
    await server.close();
  }
}
