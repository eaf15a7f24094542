import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STEP, nextStep, stepKey } from '../../server/engine/steps';
import { contentOf, openStream, seqOf, type Frame } from '../support/api/assistant-support';
import { createS3Storage } from '../../server/files/s3-storage';
import { storageKeyFor } from '../../server/files/file-storage';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { createScratchDatabase } from '../support/postgres-database';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';

// Two web and two worker processes on one PostgreSQL and one S3-compatible bucket (s3rver), as a
// deployment runs them, each with a DATA_DIR of its own. Ten sessions start through either web
// instance; one worker is SIGKILLed in the middle of a step, and the other finishes every session
// with nothing lost or written twice. A file uploaded through one web instance is profiled by a
// worker and downloaded through the other: no process needs another's disk.

const SESSIONS = 10;
const SIZE = { numberOfIdeas: 6, rounds: 2 };

let database: { url: string; drop: () => Promise<void> };
let s3: LocalS3;
let sql: pg.Pool;
const processes: SpawnedServer[] = [];
let web: [SpawnedServer, SpawnedServer];
let workers: [SpawnedServer, SpawnedServer];

beforeAll(async () => {
  database = await createScratchDatabase();
  s3 = await startLocalS3();
  sql = new pg.Pool({ connectionString: database.url });
  // Offline answers at a reading pace, so one is still being written when another instance follows.
  const env = (role: string) => ({
    ...s3.env,
    ROLE: role,
    DATABASE_URL: database.url,
    ENGINE_WORKERS: '2',
    ASSISTANT_OFFLINE_WORD_MS: '40',
  });
  // All four at once, as an orchestrator starts them: one migrates, the others wait for it.
  const settled = await Promise.allSettled([
    spawnServer(env('web')),
    spawnServer(env('web')),
    spawnServer(env('worker')),
    spawnServer(env('worker')),
  ]);
  for (const outcome of settled) if (outcome.status === 'fulfilled') processes.push(outcome.value);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const started = processes;
  web = [started[0], started[1]];
  workers = [started[2], started[3]];
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await sql?.end();
  await database?.drop();
  await s3?.close();
});

async function call(
  server: SpawnedServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token && { authorization: `Bearer ${init.token}` }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // Node's fetch types an answer as unknown; these tests read string fields (ids, tokens, status).
  const body = (await response.json()) as Record<string, string>;
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return body;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const expectedSteps = (() => {
  const keys: string[] = [];
  for (let step: ReturnType<typeof nextStep> = FIRST_STEP; step; step = nextStep(step, SIZE.rounds))
    keys.push(stepKey(step));
  return keys.sort();
})();

describe('scale-out on PostgreSQL', () => {
  it('runs ten sessions over two web and two worker processes and survives a worker killed mid-step', async () => {
    const { access_token: token } = await call(web[0], '/v1/auth/dev/login', {
      method: 'POST',
      body: { email: 'scale-out@example.org' },
    });
    const workspace = await call(web[0], '/v1/workspaces', { method: 'POST', token, body: { name: 'Scale-out' } });
    const sessionIds: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      // One running session per goal: ten goals of the same words, so the same ideas.
      const goal = await call(web[(i + 1) % 2], `/v1/workspaces/${workspace.id}/goals`, {
        method: 'POST',
        token,
        body: {
          workspaceId: workspace.id,
          title: 'Thermostable PET hydrolases for industrial plastic recycling',
          description: 'Active above 70 °C.',
        },
      });
      const session = await call(web[i % 2], `/v1/workspaces/${workspace.id}/goals/${goal.id}/start`, {
        method: 'POST',
        token,
        body: { goalId: goal.id, answerGenerationMode: 'IDEA_FORGE', overrides: SIZE },
      });
      sessionIds.push(session.id);
    }

    // Kill the first worker while it holds a step: its claim is in the table.
    const victim = workers[0];
    const claimed = await until(
      'the first worker to hold a step',
      async () => {
        const { rows } = await sql.query(
          'SELECT c.job_id FROM job_claims c JOIN engine_workers w ON w.id = c.worker_id WHERE w.pid = $1',
          [victim.process.pid],
        );
        return rows[0]?.job_id as string | undefined;
      },
      60_000,
    );
    victim.process.kill('SIGKILL');

    const finished = await until(
      'every session to finish',
      async () => {
        const sessions = await Promise.all(
          sessionIds.map((id, i) => call(web[(i + 1) % 2], `/v1/sessions/${id}`, { token })),
        );
        return sessions.every((s) => ['completed', 'failed', 'cancelled'].includes(s.status)) && sessions;
      },
      // A hang guard, not a budget: ten sessions on one surviving worker, beside the other suites
      // on two shared cores (the bench measures the speed).
      270_000,
    );
    expect(finished.map((s) => s.status)).toEqual(Array(SESSIONS).fill('completed'));

    // The killed worker's job came back to the queue once its heartbeat went silent, and the
    // survivor finished it (it may have committed its step just before the kill: then the
    // retry only finds the step done).
    await until(
      "the survivor to take over the killed worker's job",
      async () => {
        const { rows } = await sql.query('SELECT state FROM pgboss.job WHERE id = $1', [claimed]);
        return rows[0]?.state === 'completed';
      },
      60_000,
    );
    expect(workers[1].lines.some((line) => line.includes('a worker stopped beating'))).toBe(true);

    // Nothing lost: every step of every session committed once. Nothing doubled: the offline
    // engine is deterministic in the goal's words, so every session holds as many rows.
    for (const id of sessionIds) {
      const { rows } = await sql.query('SELECT step FROM session_steps WHERE session_id = $1 ORDER BY step', [id]);
      expect(rows.map((r) => r.step)).toEqual(expectedSteps);
    }
    const { rows: shapes } = await sql.query(
      `SELECT s.id,
              (SELECT count(*) FROM ideas i WHERE i.session_id = s.id) AS ideas,
              (SELECT count(DISTINCT title) FROM ideas i WHERE i.session_id = s.id) AS titles,
              (SELECT count(*) FROM reviews r WHERE r.session_id = s.id) AS reviews,
              (SELECT count(*) FROM matches m WHERE m.session_id = s.id) AS matches,
              (SELECT count(*) FROM activity_logs a WHERE a.entity_id = s.id::text AND a.action = 'session.completed') AS completions
         FROM sessions s WHERE s.id = ANY($1)`,
      [sessionIds],
    );
    expect(shapes).toHaveLength(SESSIONS);
    const [first] = shapes;
    expect(Number(first.ideas)).toBeGreaterThanOrEqual(SIZE.numberOfIdeas);
    expect(Number(first.reviews)).toBeGreaterThan(0);
    expect(Number(first.matches)).toBeGreaterThan(0);
    for (const shape of shapes) {
      expect({
        ideas: shape.ideas,
        titles: shape.titles,
        reviews: shape.reviews,
        matches: shape.matches,
        completions: shape.completions,
      }).toEqual({
        ideas: first.ideas,
        titles: first.ideas,
        reviews: first.reviews,
        matches: first.matches,
        completions: '1',
      });
    }
  }, 240_000);

  it('streams an answer written on one web instance live to a follower on the other', async () => {
    const { access_token: token } = await call(web[0], '/v1/auth/dev/login', {
      method: 'POST',
      body: { email: 'follower@example.org' },
    });
    const who = { headers: { authorization: `Bearer ${token}` } };
    const { sessionId } = await call(web[0], '/v1/maxwell/sessions', {
      method: 'POST',
      token,
      body: { deferred: true },
    });
    const asked = await openStream(web[0].url!, who as never, sessionId, {
      query: 'Which of my ideas is most feasible?',
    });
    const firstContent = (frame: Frame) => frame.event === 'content';
    const before = await asked.readUntil(firstContent);
    asked.disconnect();

    // Resumed on the other instance with no body, as a reconnecting EventSource would.
    const response = await fetch(`${web[1].url}/v1/maxwell/sessions/${sessionId}/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'last-event-id': before.at(-1)!.id! },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const rest = text
      .split('\n\n')
      .filter((block) => block.startsWith('id:'))
      .map((block) =>
        Object.fromEntries(
          block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        ),
      )
      .map((fields): Frame => ({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) }));
    const all = [...before, ...rest];
    // Every event once and in order, the live part included, ending in completed.
    expect(all.map(seqOf)).toEqual(all.map((_, i) => i + 1));
    expect(rest.filter((f) => f.event === 'content').length).toBeGreaterThan(3);
    expect(all.at(-1)!.event).toBe('completed');
    expect(all.find((f) => f.event === 'final_response')!.data!.data.response).toBe(contentOf(all));
  });

  it('keeps an upload in the bucket: stored through one web instance, profiled by a worker, downloaded through the other', async () => {
    const { access_token: token } = await call(web[0], '/v1/auth/dev/login', {
      method: 'POST',
      body: { email: 'scale-out-files@example.org' },
    });
    const content = Buffer.from(
      ['station,temp_c', ...Array.from({ length: 500 }, (_, i) => `S${i % 7},${(i % 40) - 5}.5`)].join('\n') + '\n',
    );
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'stations.csv');
    const stored = await fetch(`${web[0].url}/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const created = (await stored.json()) as { id: string };
    expect(stored.status, JSON.stringify(created)).toBe(201);
    const bucket = createS3Storage(s3.settings, s3.directory);
    expect(await bucket.stat(storageKeyFor(created.id))).toMatchObject({ bytes: content.length });

    const profiled = await until(
      'a worker to profile the upload',
      async () => {
        const dataset = await call(web[1], `/v1/datasets/${created.id}`, { token });
        return dataset.profileStatus !== 'pending' && dataset;
      },
      60_000,
    );
    expect(profiled.profileStatus).toBe('ready');

    const download = await fetch(`${web[1].url}/v1/files/${created.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });
});
