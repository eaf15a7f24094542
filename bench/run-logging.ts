// A script logging a run's metrics through the real HTTP API with a personal access token, in
// batches of 1,000 points (four keys, 250 steps each), one batch after another as a training loop
// would: at least 50,000 points a second on PostgreSQL (docs/testing.md, "Budgets"). The session
// that makes the experiment is finished before the clock starts, so only logging is measured.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './run';
import { signIn, startPostgresBenchServer, type BenchUser } from './server';

const BUDGET_POINTS_PER_SECOND = 50_000;
const BATCH = 1_000;
const BATCHES = 60;
const KEYS = ['loss', 'accuracy', 'learning_rate', 'grad_norm'];

async function post<T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An experiment the quick way: a session started, the user's own idea added, selected and converted. */
async function experimentOf(base: string, user: BenchUser): Promise<string> {
  const { headers } = user;
  const workspace = await post<{ id: string }>(`${base}/v1/workspaces`, headers, { name: 'Bench lab' });
  const goal = await post<{ id: string }>(`${base}/v1/workspaces/${workspace.id}/goals`, headers, {
    title: 'Faster training',
    workspaceId: workspace.id,
  });
  const start = { goalId: goal.id, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
  const session = await post<{ id: string }>(
    `${base}/v1/workspaces/${workspace.id}/goals/${goal.id}/start`,
    headers,
    start,
  );
  const idea = await post<{ id: string }>(`${base}/v1/ideas/create-for-goal/${goal.id}`, headers, {
    title: 'Warm restarts',
    summary: 'Cosine schedule with restarts',
  });
  for (const status of ['reviewed', 'selected']) {
    const response = await fetch(`${base}/v1/ideas/${idea.id}/select`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) throw new Error(`select: ${response.status} ${await response.text()}`);
  }
  const converted = await post<{ conversionResults: Array<{ experimentId: string }> }>(
    `${base}/v1/ideas/convert`,
    headers,
    { ideaIds: [idea.id] },
  );
  // The session only makes the goal's experiment possible: it must not run beside the measurement.
  await sessionFinished(base, user, session.id);
  return converted.conversionResults[0].experimentId;
}

async function sessionFinished(base: string, user: BenchUser, sessionId: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${base}/v1/sessions/${sessionId}`, { headers: user.headers });
    const body = (await response.json()) as { status: string; error?: string };
    if (body.status === 'completed') return;
    if (body.status !== 'queued' && body.status !== 'running') throw new Error(`session ${body.status}: ${body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const batchOf = (n: number) => {
  const steps = BATCH / KEYS.length;
  return {
    batchId: `batch-${n}`,
    metrics: KEYS.flatMap((key, k) =>
      Array.from({ length: steps }, (_, i) => ({
        key,
        value: Math.exp(-(n * steps + i) / 5_000) + k,
        step: n * steps + i,
      })),
    ),
  };
};

export async function benchRunLogging(): Promise<BenchResult> {
  const server = await startPostgresBenchServer();
  try {
    const base = server.url;
    const user = await signIn(server.app, 'bench-runs@example.org');
    const experimentId = await experimentOf(base, user);
    const { token } = await post<{ token: string }>(`${base}/v1/tokens`, user.headers, { name: 'bench' });
    const script = { authorization: `Bearer ${token}` };
    const run = await post<{ id: string }>(`${base}/v1/experiments/${experimentId}/runs`, script, { name: 'bench' });
    const url = `${base}/v1/runs/${run.id}/batch`;
    for (let n = 0; n < 3; n += 1) await post(url, script, batchOf(n)); // warms the JIT and the caches
    const started = performance.now();
    for (let n = 3; n < BATCHES + 3; n += 1) await post(url, script, batchOf(n));
    const seconds = (performance.now() - started) / 1000;
    const rate = (BATCHES * BATCH) / seconds;
    return {
      name: `Run logging: ${BATCHES} batches of ${BATCH.toLocaleString('en')} points over HTTP with a token (PostgreSQL)`,
      measured: `${Math.round(rate).toLocaleString('en')} points/s`,
      budget: `>= ${BUDGET_POINTS_PER_SECOND.toLocaleString('en')} points/s`,
      ratio: rate / BUDGET_POINTS_PER_SECOND,
    };
  } finally {
    await server.close();
  }
}

// `npx tsx bench/run-logging.ts` runs this bench alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.table([await benchRunLogging()]);
}
