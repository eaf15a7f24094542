import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../tests/support/postgres-database';
import type { Notifier } from './notifier';
import { createPgNotifier } from './pg-notifier';

// Two instances on one PostgreSQL, as two processes of a deployment.

let database: { url: string; drop: () => Promise<void> };
let pool: pg.Pool;
let a: Notifier;
let b: Notifier;
const quiet = { warn: () => {} };

beforeAll(async () => {
  database = await createScratchDatabase();
  pool = new pg.Pool({ connectionString: database.url });
  const query = (text: string, values: unknown[]) => pool.query(text, values);
  a = await createPgNotifier({ url: database.url, query, log: quiet });
  b = await createPgNotifier({ url: database.url, query, log: quiet });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await pool?.end();
  await database?.drop();
});

const next = (notifier: Notifier, channel: string) =>
  new Promise<string>((resolve) => {
    const stop = notifier.subscribe(channel, (payload) => (stop(), resolve(payload)));
  });

async function until(probe: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await probe()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('the PostgreSQL notifier', () => {
  it('delivers to the other instance, and to its own listeners once', async () => {
    const heardByB = next(b, 'labforge_test');
    const heardByA: string[] = [];
    const stop = a.subscribe('labforge_test', (payload) => heardByA.push(payload));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the LISTEN reaches the server
    await a.publish('labforge_test', 'hello');
    expect(await heardByB).toBe('hello');
    await new Promise((resolve) => setTimeout(resolve, 100)); // time for an echo, which must not come
    expect(heardByA).toEqual(['hello']);
    stop();
  });

  it('after its listening connection is killed, reconnects, asks for a resync and hears again', async () => {
    let resynced = 0;
    b.onResync(() => resynced++);
    const stop = b.subscribe('labforge_after', () => {});
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
    );
    await until(async () => resynced > 0);
    expect(resynced).toBeGreaterThan(0);
    const heard = next(b, 'labforge_after');
    await until(async () => {
      await a.publish('labforge_after', 'back');
      return Promise.race([heard.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 50))]);
    });
    expect(await heard).toBe('back');
    stop();
  });

  it('refuses a payload too large for NOTIFY', async () => {
    await expect(a.publish('labforge_test', 'x'.repeat(8_000))).rejects.toThrow('too large');
  });
});
