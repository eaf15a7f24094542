import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database, type OpenDatabase } from '../../../server/db/connect';
import { openPgliteFromSnapshot } from './pglite-snapshot';
import { databaseFromTemplate } from './postgres-template';

// Builds the real app for API tests on the database TEST_DB names. Each test file gets one fresh
// database (an in-memory PGlite, or a newly created PostgreSQL database dropped afterwards);
// every app the file builds shares it, and tests keep apart by using their own users.

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults, read through loadConfig like in production. */
  env?: Record<string, string | undefined>;
  /** False: sessions stay queued, for checks on a session no worker has touched. */
  startWorkers?: boolean;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const BASE_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LOG_LEVEL: 'silent',
  // Generous, so files that sign in often never trip them; the rate-limit tests lower them.
  AUTH_RATE_LIMIT_MAX: '10000',
  AUTH_ACCOUNT_RATE_LIMIT_MAX: '10000',
  STATIC_DIR: '/nonexistent/labforge-dist',
};

let shared: Promise<OpenDatabase> | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let postgresUrl: string | undefined;

/**
 * Closes (on PostgreSQL, drops) the file's database. The API projects' setup file calls it after
 * every file: files share this module in a worker, so the next file opens a fresh one.
 */
export async function closeTestDatabase(): Promise<void> {
  const database = shared;
  const drop = dropDatabase;
  shared = dropDatabase = postgresUrl = undefined;
  if (!database) return;
  await (await database).close();
  await drop?.();
}

export function testDatabase(): Promise<OpenDatabase> {
  shared ??= process.env.TEST_DB === 'postgres' ? createPostgresDatabase() : openPgliteFromSnapshot();
  return shared;
}

async function createPostgresDatabase(): Promise<OpenDatabase> {
  const created = await databaseFromTemplate(ADMIN_URL, `labforge_test_${randomUUID().replace(/-/g, '')}`);
  dropDatabase = created.drop;
  postgresUrl = created.url;
  // Migrating and seeding again are cheap no-ops on the copy, and they catch a stale template.
  return openDatabase({ database: { kind: 'postgres', url: postgresUrl } });
}

/**
 * The file's database as another server process sees it: on PostgreSQL a pool and a LISTEN
 * connection of its own, so live events must cross the database; on in-process PGlite the same
 * handle, as only one process can own it. The caller closes it.
 */
export async function otherInstanceDatabase(): Promise<OpenDatabase> {
  const database = await testDatabase();
  if (!postgresUrl) return { ...database, close: async () => {} };
  return openDatabase({ database: { kind: 'postgres', url: postgresUrl } });
}

/** The config tests run with: production parsing over test defaults. */
export const testConfig = (env: TestAppOptions['env'] = {}) => loadConfig({ ...BASE_ENV, ...env });

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await testDatabase();
  const app = await buildApp({ config: testConfig(options.env), database, startWorkers: options.startWorkers });
  await app.ready();
  return { app, db: database.db, close: () => app.close() };
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; name: string };
  headers: { authorization: string };
}

/** Signs in through local sign-in, as the SPA would. */
export async function signIn(app: FastifyInstance, email = uniqueEmail(), name?: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/dev/login',
    payload: { email, ...(name && { name }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    user: body.user_profile,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

/** An address no other test in the file uses, so tests sharing the database stay apart. */
export function uniqueEmail(prefix = 'researcher'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

/** The error body every failure answers with. */
export function errorOf(message: string | RegExp, type: string) {
  return {
    detail: { error: { message: typeof message === 'string' ? message : expect.stringMatching(message), type } },
  };
}
