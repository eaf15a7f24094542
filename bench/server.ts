// A real Labforge server on a free loopback port: on a throwaway in-memory database, or on a
// PostgreSQL database of its own (created here, dropped on close) for benches that seed volume.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/connect';

export interface BenchServer {
  app: FastifyInstance;
  url: string;
  /** The app's own drizzle database, for seeding and reading through the schema. */
  db: Database;
  close: () => Promise<void>;
}

export interface PostgresBenchServer extends BenchServer {
  databaseUrl: string;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The app on this database; `dispose` runs after it and its database have closed. */
async function serve(
  databaseUrl: string,
  env: Record<string, string>,
  dispose: () => Promise<void>,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labforge-bench-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_RATE_LIMIT_MAX: '1000000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    ...env,
  });
  const cleanUp = async () => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const database = await openDatabase(config).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  try {
    const app = await buildApp({ config, database, logger: false });
    return {
      app,
      url: await app.listen({ host: '127.0.0.1', port: 0 }),
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await database.close();
    await cleanUp();
    throw error;
  }
}

/** `env` adds to the server's environment (LLM_BASE_URL, LLM_CONCURRENCY, ...). */
export function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  return serve(process.env.BENCH_DATABASE_URL ?? 'memory://', env, async () => {});
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** On BENCH_DATABASE_URL's server (default: local PostgreSQL), in a database made for this run. */
export async function startPostgresBenchServer(): Promise<PostgresBenchServer> {
  const name = `labforge_bench_${randomUUID().replace(/-/g, '')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  // FORCE ends whatever connection a half-built app left open.
  const server = await serve(url.toString(), {}, () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { ...server, databaseUrl: url.toString() };
}

export interface BenchUser {
  id: string;
  headers: { authorization: string };
}

/** A user signed in through the dev login, as the client would. */
export async function signIn(app: FastifyInstance, email: string): Promise<BenchUser> {
  const body = (await app.inject({ method: 'POST', url: '/v1/auth/dev/login', payload: { email } })).json() as {
    access_token: string;
    user_profile: { id: string };
  };
  return { id: body.user_profile.id, headers: { authorization: `Bearer ${body.access_token}` } };
}
