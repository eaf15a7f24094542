import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import { CHECK_TIMEOUT_MS } from '../../server/health/health-check';
import { startOpenAiStub } from '../support/openai-stub';
import { createTestApp, otherInstanceDatabase, testConfig, testDatabase } from '../support/api/harness';
import { openPgliteFromSnapshot } from '../support/api/pglite-snapshot';

// Each test builds and closes its own app: the workers check counts every worker on the file's
// database, so an app left open would make "no workers" untrue.

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/v1/health/ready' });
const OFFLINE = { status: 'ok', message: 'Offline engine: no model configured', latencyMs: 0 };
const check = (status: string, message: string | RegExp) => ({
  status,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  latencyMs: expect.any(Number),
});

async function withApp(app: FastifyInstance, run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  await app.ready();
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const appOn = (database: OpenDatabase, env: Record<string, string> = {}) =>
  buildApp({ config: testConfig(env), database: { ...database, close: async () => {} }, startWorkers: false });

/** A port on loopback where nothing listens. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /v1/health', () => {
  it('answers that the process is alive, without sign-in', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', version: '0.1.0' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});

describe('GET /v1/health/ready', () => {
  it('is ok with the database, running workers and the offline engine, without sign-in', async () => {
    const t = await createTestApp();
    try {
      const response = await ready(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        checks: {
          database: check('ok', 'Database answers'),
          // One process, however many queues it claims jobs for.
          workers: check('ok', '1 engine worker running'),
          model: OFFLINE,
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('is degraded, naming it, when no engine worker beats', async () => {
    await withApp(await appOn(await testDatabase()), async (app) => {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'degraded',
        checks: {
          database: check('ok', 'Database answers'),
          workers: check(
            'degraded',
            'No engine workers running: none beat in the last 15 s, so sessions wait in the queue',
          ),
          model: OFFLINE,
        },
      });
    });
  });

  it('is down when the database is closed, while liveness still answers', async () => {
    // A database of its own, so closing it leaves the file's database open.
    const own = process.env.TEST_DB === 'postgres' ? await otherInstanceDatabase() : await openPgliteFromSnapshot();
    const app = await appOn(own);
    await app.ready();
    await own.close();
    try {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'down',
        checks: {
          database: check('down', 'Database unreachable'),
          workers: check('down', 'Engine workers unknown: the database is unreachable'),
          model: OFFLINE,
        },
      });
      expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('answers within its timeout when the database hangs', async () => {
    const opened = await testDatabase();
    let hanging = false;
    const never = () => new Promise(() => {});
    const stalled = { from: () => ({ where: never }) };
    const db = new Proxy(opened.db, {
      get: (target, key, receiver) => {
        if (hanging && key === 'execute') return never;
        if (hanging && key === 'select') return () => stalled;
        return Reflect.get(target, key, receiver);
      },
    });
    await withApp(await appOn({ ...opened, db }), async (app) => {
      hanging = true;
      const started = Date.now();
      const response = await ready(app);
      expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1_000);
      expect(response.statusCode).toBe(503);
      const { status, checks } = response.json();
      expect(status).toBe('down');
      expect(checks.database).toEqual(check('down', `Database did not answer within ${CHECK_TIMEOUT_MS} ms`));
      expect(checks.workers).toEqual(
        check('down', `Engine workers unknown: the database did not answer within ${CHECK_TIMEOUT_MS} ms`),
      );
      expect(checks.database.latencyMs).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
    });
  });

  it('is degraded when the configured model server is unreachable', async () => {
    const env = { LLM_BASE_URL: `http://127.0.0.1:${await deadPort()}/v1`, LLM_MODEL: 'stub-model' };
    await withApp(await appOn(await testDatabase(), env), async (app) => {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.checks.model).toEqual(check('down', 'Model server unreachable'));
      expect(body.checks.database.status).toBe('ok');
      expect(body.status).toBe('degraded');
      // The public answer does not say where the model server is.
      expect(response.body).not.toContain('127.0.0.1');
    });
  });

  it('is ok for the model when the model server lists its models', async () => {
    const stub = await startOpenAiStub();
    const t = await createTestApp({ env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_API_KEY: 'sk-test' } });
    try {
      const response = await ready(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.json().checks.model).toEqual(check('ok', 'Model server answers'));
    } finally {
      await t.close();
      await stub.close();
    }
  });
});
