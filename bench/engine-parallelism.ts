// The Co-Scientist pipeline calls the model in parallel up to LLM_CONCURRENCY: with a model of
// fixed latency, a session takes close to its critical path, not the sum of its calls (docs/testing.md
// budgets). Real model-backed sessions run through the real engine and provider client against
// the loopback OpenAI stub the API tests use. The same session runs twice (after a warm-up): with
// every answer held for LATENCY_MS, and answered at once; the difference is what the model's
// latency cost it.
import { asc, count, eq } from 'drizzle-orm';
import { sessions } from '../server/db/schema/coscientist';
import { matches } from '../server/db/schema/ideas';
import { coScientistAnswer } from '../tests/support/co-scientist-answers';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../tests/support/openai-stub';
import type { BenchResult } from './run';
import { signIn, startBenchServer, type BenchServer, type BenchUser } from './server';

const LATENCY_MS = 200;
const CONCURRENCY = 4;
const SESSION = { numberOfIdeas: 8, rounds: 2 };
// What the latency may add to a session, against its critical path. A perfect scheduler adds
// exactly the critical path; calling one at a time would add the sum of the calls, three times
// it here. The engine's own work (commits, job hand-offs, reading ideas, parsing answers: 1–2 s
// a session on a 2-core machine, 15 steps) is the same with or without latency, so it is
// measured apart and reported, not budgeted here. The two runs may differ by a merge or two
// (answers depend on arrival order); the engine's work is per step, so that hardly shows.
const TOLERANCE = 1.25;
const TIMEOUT_MS = 120_000;

type StepKind = 'plan' | 'generate' | 'reflect' | 'proximity' | 'tournament' | 'meta_review' | 'evolve';

/** The step a call belongs to, from its prompt's TASK line; `second` if it waits for another call of its step. */
function stepOf(request: StubRequest): { kind: StepKind; second: boolean } {
  if (request.path.endsWith('/embeddings')) return { kind: 'proximity', second: false };
  const [, task = '', detail = ''] = /TASK: (\w+)(?: \(([^)]*)\))?/.exec(request.messages.at(-1)?.content ?? '') ?? [];
  switch (task) {
    case 'plan':
    case 'meta_review':
      return { kind: task, second: false };
    case 'compare':
      return { kind: 'tournament', second: false };
    case 'evolve':
      return { kind: 'evolve', second: false };
    case 'generate':
      // Later rounds open with evolution beside one expansion idea: one step.
      return { kind: detail.startsWith('expansion') ? 'evolve' : 'generate', second: false };
    case 'review':
      // Reflection's deep review waits for its initial one; the meta-review's reviews wait for it.
      if (detail === 'initial') return { kind: 'reflect', second: false };
      return { kind: detail === 'tournament' ? 'meta_review' : 'reflect', second: true };
  }
  throw new Error(`unexpected prompt: ${request.messages.at(-1)?.content.slice(0, 80)}`);
}

/**
 * Waves a perfect scheduler would need: steps run one after another, and within one the calls
 * take max(chain length, ceil(calls / concurrency)) waves. Steps are runs of calls of one kind in
 * arrival order; back-to-back tournament batches are told apart by their matches (2 calls each).
 */
function criticalWaves(requests: StubRequest[], batchSizes: number[]): number {
  const runs: Array<{ kind: StepKind; calls: number; chained: boolean }> = [];
  for (const request of requests) {
    const { kind, second } = stepOf(request);
    const last = runs.at(-1);
    if (last?.kind === kind) [last.calls, last.chained] = [last.calls + 1, last.chained || second];
    else runs.push({ kind, calls: 1, chained: second });
  }
  const compares = runs.filter((r) => r.kind === 'tournament').reduce((n, r) => n + r.calls, 0);
  if (compares !== 2 * batchSizes.reduce((n, m) => n + m, 0))
    throw new Error(`${compares} compare calls for ${batchSizes.join('+')} matches`);
  const sizes = [...batchSizes];
  const steps = runs.flatMap((run) => {
    if (run.kind !== 'tournament') return [run];
    const batches: typeof runs = [];
    for (let left = run.calls; left > 0; left -= batches.at(-1)!.calls)
      batches.push({ ...run, calls: 2 * sizes.shift()! });
    return batches;
  });
  return steps.reduce((waves, s) => waves + Math.max(s.chained ? 2 : 1, Math.ceil(s.calls / CONCURRENCY)), 0);
}

/** Waves as the calls arrived: a call arriving half a latency after its wave began opens the next. */
function observedWaves(arrivals: number[]): number {
  let waves = 0;
  let start = -Infinity;
  for (const at of [...arrivals].sort((a, b) => a - b))
    if (at - start >= LATENCY_MS / 2) [waves, start] = [waves + 1, at];
  return waves;
}

interface Run {
  wallMs: number;
  requests: StubRequest[];
  arrivals: number[];
  maxInFlight: number;
  /** Matches per tournament batch, in order. */
  batches: number[];
}

/** One session from start to completion, every model answer held for `latencyMs`. */
async function runSession(server: BenchServer, stub: OpenAiStub, user: BenchUser, latencyMs: number): Promise<Run> {
  const arrivals: number[] = [];
  stub.reset();
  stub.handle((request) => {
    arrivals.push(performance.now());
    return coScientistAnswer(request, latencyMs);
  });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: user.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; status: string };
  };
  const ws = await call('POST', '/v1/workspaces', { name: 'Bench lab' });
  const goal = await call('POST', `/v1/workspaces/${ws.id}/goals`, {
    workspaceId: ws.id,
    title: 'Reduce hospital readmissions for heart failure patients',
    description: 'Low-cost programmes that nurses can run within 12 months.',
  });
  const { id } = await call('POST', `/v1/workspaces/${ws.id}/goals/${goal.id}/start`, {
    goalId: goal.id,
    answerGenerationMode: 'IDEA_FORGE',
    overrides: SESSION,
  });
  const deadline = Date.now() + TIMEOUT_MS;
  for (
    let status = 'queued';
    !['completed', 'failed', 'cancelled'].includes(status);
    status = (await call('GET', `/v1/sessions/${id}`)).status
  ) {
    if (Date.now() > deadline) throw new Error(`session still ${status} after ${TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // From the database's own clock, so polling adds nothing: the session row's creation to the
  // finishing step's commit.
  const [row] = await server.db.select().from(sessions).where(eq(sessions.id, id));
  if (row.status !== 'completed') throw new Error(`session ${row.status}: ${row.error}`);
  const batches = await server.db
    .select({ matches: count() })
    .from(matches)
    .where(eq(matches.sessionId, id))
    .groupBy(matches.round, matches.batch)
    .orderBy(asc(matches.round), asc(matches.batch));
  return {
    wallMs: row.finishedAt!.getTime() - row.createdAt.getTime(),
    requests: [...stub.requests],
    arrivals,
    maxInFlight: stub.maxInFlight,
    batches: batches.map((b) => b.matches),
  };
}

export async function benchEngineParallelism(): Promise<BenchResult> {
  const stub = await startOpenAiStub();
  const server = await startBenchServer({
    LLM_BASE_URL: stub.url,
    LLM_MODEL: 'stub-model',
    LLM_EMBEDDING_MODEL: 'stub-embed',
    LLM_API_KEY: 'bench',
    LLM_CONCURRENCY: String(CONCURRENCY),
    LLM_MAX_RETRIES: '0',
  });
  try {
    const user = await signIn(server.app, 'bench-engine@example.org');
    await runSession(server, stub, user, 0); // warms the JIT and the database's caches
    const slow = await runSession(server, stub, user, LATENCY_MS);
    const instant = await runSession(server, stub, user, 0);
    if (slow.maxInFlight > CONCURRENCY)
      throw new Error(`${slow.maxInFlight} calls in flight, over the cap of ${CONCURRENCY}`);
    const calls = slow.requests.length;
    const critical = criticalWaves(slow.requests, slow.batches) * LATENCY_MS;
    const latencyCost = slow.wallMs - instant.wallMs;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `engine: ${calls} calls, ${observedWaves(slow.arrivals)} waves issued for ${critical / LATENCY_MS} on the critical path; wall ${s(slow.wallMs)} at ${LATENCY_MS} ms a call, ${s(instant.wallMs)} answered at once`,
    );
    return {
      name: `Co-Scientist session, ${calls} model calls at ${LATENCY_MS} ms, LLM_CONCURRENCY ${CONCURRENCY}: time the latency added`,
      measured: `${s(latencyCost)} added (wall ${s(slow.wallMs)}, engine's own ${s(instant.wallMs)}); critical path ${s(critical)}, sum of calls ${s(calls * LATENCY_MS)}`,
      budget: `<= ${TOLERANCE} × critical path`,
      ratio: (TOLERANCE * critical) / latencyCost,
    };
  } finally {
    await server.close();
    await stub.close();
  }
}
