// GET /v1/workspaces (authenticated, 20 rows) must serve at least half the requests per second
// of a bare Fastify route answering the same JSON, both measured here, one after the other.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { BenchResult } from './run';
import { startBenchServer } from './server';

const DURATION_SECONDS = 3;
const ROUNDS = 5; // alternating bare/app rounds; the median ratio shrugs off a noisy neighbour

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function benchWorkspacesThroughput(): Promise<BenchResult> {
  const server = await startBenchServer();
  const bare = Fastify({ logger: false });
  try {
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/dev/login',
      payload: { email: 'bench@example.org' },
    });
    const token = (login.json() as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 20; i += 1) {
      await server.app.inject({
        method: 'POST',
        url: '/v1/workspaces',
        headers: auth,
        payload: { name: `Workspace ${i}`, description: 'Bench data' },
      });
    }
    const listed = await server.app.inject({ method: 'GET', url: '/v1/workspaces?limit=20', headers: auth });
    const body = listed.body;
    if ((listed.json() as { items: unknown[] }).items.length !== 20) throw new Error('expected 20 workspaces');

    bare.get('/bare', async (_req, reply) => reply.type('application/json').send(body));
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const rounds: Array<{ bare: number; app: number }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareRps = await requestsPerSecond(`${bareUrl}/bare`);
      const appRps = await requestsPerSecond(`${server.url}/v1/workspaces?limit=20`, auth);
      rounds.push({ bare: bareRps, app: appRps });
    }
    rounds.sort((a, b) => a.app / a.bare - b.app / b.bare);
    const median = rounds[Math.floor(ROUNDS / 2)];
    const share = median.app / median.bare;
    return {
      name: 'GET /v1/workspaces (20 rows) vs bare Fastify',
      measured: `${median.app.toFixed(0)} vs ${median.bare.toFixed(0)} req/s (${(share * 100).toFixed(0)}%, median of ${ROUNDS})`,
      budget: '>= 50% of bare',
      ratio: share / 0.5,
    };
  } finally {
    await bare.close();
    await server.close();
  }
}
