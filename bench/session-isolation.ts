// One heavy session must not slow anyone else's requests: a 120-idea, 10-round session runs on
// the real `npm start` process (ROLE=all) while GET /v1/config is probed at a steady rate and
// GET /v1/workspaces is driven flat out by another user. Each is compared with the same server
// idle, in this run.
import autocannon from 'autocannon';
import type { BenchResult } from './run';

/** The few fields these benches read from the API's answers. */
interface Answer {
  id: string;
  status: string;
  error?: string;
  access_token: string;
}
import { spawnServer } from '../tests/support/spawn-server';

const HEAVY = { numberOfIdeas: 120, rounds: 10 };
const PROBE = { connections: 2, overallRate: 100 }; // a steady trickle: latency, not throughput
const BURST_SECONDS = 3;

async function json(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = { 'content-type': 'application/json', ...(init.token && { authorization: `Bearer ${init.token}` }) };
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

async function p99(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, ...PROBE, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

async function throughput(url: string, token: string): Promise<number> {
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: BURST_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function runSession(
  base: string,
  token: string,
  ids: { workspaceId: string; goalId: string },
): Promise<{ id: string; done: Promise<number> }> {
  const started = Date.now();
  const session = await json(`${base}/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/start`, {
    method: 'POST',
    token,
    body: JSON.stringify({ goalId: ids.goalId, answerGenerationMode: 'IDEA_FORGE', overrides: HEAVY }),
  });
  const done = (async () => {
    for (;;) {
      const body = await json(`${base}/v1/sessions/${session.id}`, { token });
      if (body.status === 'completed') return Date.now() - started;
      if (['failed', 'cancelled'].includes(body.status)) throw new Error(`session ${body.status}: ${body.error}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return { id: session.id, done };
}

export async function benchSessionIsolation(): Promise<BenchResult[]> {
  const server = await spawnServer();
  try {
    const base = server.url!;
    const signIn = async (email: string) =>
      (await json(`${base}/v1/auth/dev/login`, { method: 'POST', body: JSON.stringify({ email }) }))
        .access_token as string;
    // The researcher running the session, and everyone else, whose requests must not slow down.
    const token = await signIn('isolation-session@example.org');
    const other = await signIn('isolation-other@example.org');
    for (let i = 0; i < 20; i += 1)
      await json(`${base}/v1/workspaces`, {
        method: 'POST',
        token: other,
        body: JSON.stringify({ name: `Workspace ${i}` }),
      });
    const workspace = await json(`${base}/v1/workspaces`, {
      method: 'POST',
      token,
      body: JSON.stringify({ name: 'Heavy sessions' }),
    });
    const goal = await json(`${base}/v1/workspaces/${workspace.id}/goals`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        workspaceId: workspace.id,
        title: 'Thermostable PET hydrolases for industrial depolymerisation',
        description: 'Keep enzymes active above 70 °C.',
      }),
    });
    const ids = { workspaceId: workspace.id, goalId: goal.id };
    const configUrl = `${base}/v1/config`;
    const listUrl = `${base}/v1/workspaces?limit=20`;

    await p99(configUrl, 2); // warm-up: the idle figures should not carry the JIT's first compiles
    const idleP99 = await p99(configUrl, 5);
    const idleRps = await throughput(listUrl, other);
    const alone = await (await runSession(base, token, ids)).done;

    const loaded = await runSession(base, token, ids);
    const busyRps = await throughput(listUrl, other);
    const busyP99 = await p99(configUrl, Math.max(5, Math.round((alone / 1000) * 0.6)));
    const withLoad = await loaded.done;

    return [
      {
        name: 'GET /v1/config p99 during a 120-idea, 10-round session',
        measured: `${busyP99} ms (idle ${idleP99} ms)`,
        budget: '<= 50 ms',
        ratio: 50 / Math.max(busyP99, 1),
      },
      {
        name: 'GET /v1/workspaces during that session vs idle',
        measured: `${busyRps.toFixed(0)} vs ${idleRps.toFixed(0)} req/s (${((busyRps / idleRps) * 100).toFixed(0)}%)`,
        budget: '>= 50% of idle',
        ratio: busyRps / idleRps / 0.5,
      },
      {
        name: "That session's wall time, served vs alone",
        measured: `${(withLoad / 1000).toFixed(1)} vs ${(alone / 1000).toFixed(1)} s (+${((withLoad / alone - 1) * 100).toFixed(0)}%)`,
        budget: '<= +20%',
        ratio: 1.2 / (withLoad / alone),
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchSessionIsolation());
