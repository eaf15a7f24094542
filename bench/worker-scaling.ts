// Sessions spread over the engine's worker processes through the job queue: sessions completed
// per minute with one ROLE=worker process and with two, beside one ROLE=web, on PostgreSQL.
import { createScratchDatabase } from '../tests/support/postgres-database';
import { spawnServer, type SpawnedServer } from '../tests/support/spawn-server';
import type { BenchResult } from './run';

/** The few fields these benches read from the API's answers. */
interface Answer {
  id: string;
  status: string;
  error?: string;
  access_token: string;
}

// Twelve at once: with six, start-up and polling took a visible share of a run of a few seconds.
const SESSIONS = 12;
const SIZE = { numberOfIdeas: 40, rounds: 3 };
/** On two cores, a second worker process must still add at least this much. */
const MIN_SPEED_UP = 1.3;

async function json(url: string, token: string | null, body?: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** Starts SESSIONS sessions at once and answers sessions completed per minute. */
async function sessionsPerMinute(web: SpawnedServer, token: string, label: string): Promise<number> {
  const base = web.url!;
  const workspace = await json(`${base}/v1/workspaces`, token, { name: label });
  const goals = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    goals.push(
      await json(`${base}/v1/workspaces/${workspace.id}/goals`, token, {
        workspaceId: workspace.id,
        title: `Soil microbiome interventions for drought resilience, plot ${i}`,
      }),
    );
  }
  const started = Date.now();
  const sessions = await Promise.all(
    goals.map((goal) =>
      json(`${base}/v1/workspaces/${workspace.id}/goals/${goal.id}/start`, token, {
        goalId: goal.id,
        answerGenerationMode: 'IDEA_FORGE',
        overrides: SIZE,
      }),
    ),
  );
  for (const session of sessions) {
    for (;;) {
      const body = await json(`${base}/v1/sessions/${session.id}`, token);
      if (body.status === 'completed') break;
      if (['failed', 'cancelled'].includes(body.status)) throw new Error(`session ${body.status}: ${body.error}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return SESSIONS / ((Date.now() - started) / 60_000);
}

export async function benchWorkerScaling(): Promise<BenchResult> {
  const database = await createScratchDatabase('labforge_bench');
  const processes: SpawnedServer[] = [];
  try {
    const env = (role: string) => ({ ROLE: role, DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
    const web = await spawnServer({ ...env('web'), LOG_LEVEL: 'info' });
    processes.push(web, await spawnServer({ ...env('worker'), LOG_LEVEL: 'info' }));
    const { access_token: token } = await json(`${web.url}/v1/auth/dev/login`, null, { email: 'scaling@example.org' });
    const one = await sessionsPerMinute(web, token, 'One worker');
    processes.push(await spawnServer({ ...env('worker'), LOG_LEVEL: 'info' }));
    const two = await sessionsPerMinute(web, token, 'Two workers');
    return {
      name: `Sessions per minute, 2 worker processes vs 1 (${SESSIONS} at once, ${SIZE.numberOfIdeas} ideas, ${SIZE.rounds} rounds)`,
      measured: `${two.toFixed(1)} vs ${one.toFixed(1)} (${(two / one).toFixed(2)}x)`,
      budget: `>= ${MIN_SPEED_UP}x on 2 cores`,
      ratio: two / one / MIN_SPEED_UP,
    };
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table([await benchWorkerScaling()]);
