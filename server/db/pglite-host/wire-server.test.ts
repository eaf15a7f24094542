import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWire, type WireServer } from './wire-server';

// Many PostgreSQL connections on PGlite's one backend, as the app's pools use it.

let dir: string;
let pglite: PGlite;
let server: WireServer;
let pool: pg.Pool;
const client = () => new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labforge-wire-'));
  pglite = await PGlite.create('memory://');
  server = await serveWire(pglite, path.join(dir, '.s.PGSQL.5432'));
  pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 8 });
  await pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text)');
  // PGlite compiles its WebAssembly on create: seconds on a loaded 2-core machine, not a failure.
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await server?.close();
  await pglite?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the database host wire server', () => {
  it('is reachable by this user only', async () => {
    expect((await stat(path.join(dir, '.s.PGSQL.5432'))).mode & 0o777).toBe(0o600);
  });

  it('answers many connections at once, each with its own parameters', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => pool.query('SELECT $1::int + 1 AS n, $2::text AS s', [i, `p${i}`])),
    );
    expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: 60 }, (_, i) => ({ n: i + 1, s: `p${i}` })));
  });

  it('keeps a transaction to its connection: others never see it half-done', async () => {
    const writer = await pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('INSERT INTO notes VALUES (1, $1)', ['draft']);
      const outside = pool.query('SELECT body FROM notes WHERE id = 1');
      // Long enough for the reader's query to reach the host before the update is sent.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await writer.query('UPDATE notes SET body = $1 WHERE id = 1', ['final']);
      await writer.query('COMMIT');
      // Sent between the insert and the update, the reader still waited for the commit: run
      // inside the writer's transaction it would have read the draft.
      expect((await outside).rows).toEqual([{ body: 'final' }]);
    } finally {
      writer.release();
    }
  });

  it('reports an SQL error to its caller and keeps serving', async () => {
    await expect(pool.query('SELECT 1 / 0')).rejects.toThrow('division by zero');
    await expect(pool.query('INSERT INTO notes VALUES (1, $1)', ['again'])).rejects.toThrow(/duplicate key/);
    expect((await pool.query('SELECT 41 + 1 AS n')).rows[0].n).toBe(42);
  });

  it('rolls back a transaction whose client vanished, and frees the backend', async () => {
    const gone = client();
    gone.on('error', () => {}); // its own lost connection, which is the point
    await gone.connect();
    await gone.query('BEGIN');
    await gone.query('INSERT INTO notes VALUES (2, $1)', ['never committed']);
    (gone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM notes WHERE id = 2');
    expect(rows[0].n).toBe(0);
  });
});
