import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { createLocalNotifier } from '../events/local-notifier';
import type { Notifier } from '../events/notifier';
import { createPgNotifier } from '../events/pg-notifier';
import { seedCatalogue } from '../datasets/catalogue-seed';
import { installQueueSchema } from '../jobs/queue-schema';
import { bindNotifications } from '../notifications/announce';
import { bindLiveEvents } from '../live/announce';
import { startPgliteHost } from './pglite-host/start-host';
import * as activity from './schema/activity';
import * as assistant from './schema/assistant';
import * as auth from './schema/auth';
import * as coscientist from './schema/coscientist';
import * as datasets from './schema/datasets';
import * as experiments from './schema/experiments';
import * as ideas from './schema/ideas';
import * as runs from './schema/runs';
import * as runtime from './schema/runtime';
import * as workspaces from './schema/workspaces';

// Every table, for drizzle's relational queries: the schema is one file per feature.
const schema = {
  ...auth,
  ...workspaces,
  ...activity,
  ...coscientist,
  ...ideas,
  ...experiments,
  ...datasets,
  ...assistant,
  ...runtime,
  ...runs,
};

// One Database type over both drivers, so no code past this file knows which one it runs on.
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Code that may run inside or outside a transaction takes either. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  /** Live events among every instance on this database (docs/architecture.md). */
  notifier: Notifier;
  /** Embedded PGlite: one process owns it, so jobs left running belong to a process that died. */
  embedded: boolean;
  close: () => Promise<void>;
}

/** How a thread reaches a database another thread opened (the engine worker in ROLE=all). */
export interface DatabaseHandle {
  url: string;
  embedded: boolean;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the configured database and brings its schema up to date before answering. Embedded
 * PGlite starts on a thread of its own and is reached over the PostgreSQL protocol, so the app
 * speaks one driver and HTTP never waits behind a query.
 */
export async function openDatabase(
  config: { database: DatabaseTarget },
  log: Log = console,
): Promise<OpenDatabase & { handle: DatabaseHandle }> {
  const target = config.database;
  if (target.kind === 'postgres') {
    const opened = await connectPostgres({ url: target.url, embedded: false }, log);
    return { ...opened, handle: { url: target.url, embedded: false } };
  }
  const host = await startPgliteHost(target.dataDir);
  const handle = { url: host.url, embedded: true };
  try {
    const opened = await connectPostgres(handle, log);
    return { ...opened, handle, close: async () => (await opened.close(), await host.close()) };
  } catch (error) {
    await host.close();
    throw error;
  }
}

/** Connects to a running PostgreSQL or database host and migrates it (a no-op when current). */
export async function connectPostgres(handle: DatabaseHandle, log: Log = console): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: handle.url });
  // An idle client's error (the server restarted, an admin ended the connection) is emitted on
  // the pool, and unheard it would crash the process. The pool drops that client; the next
  // query opens another or reports the error where it can be answered.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let notifier: Notifier;
  try {
    await migrateExclusively(pool);
    // The database host serves one process: its threads hear each other without LISTEN.
    notifier = handle.embedded
      ? createLocalNotifier(handle.url)
      : await createPgNotifier({ url: handle.url, query: (text, values) => pool.query(text, values), log });
  } catch (error) {
    await pool.end();
    throw error;
  }
  bindNotifications(db, notifier);
  bindLiveEvents(db, notifier);
  return { db, notifier, embedded: handle.embedded, close: async () => (await notifier.close(), await pool.end()) };
}

/** Any number of processes may start at once on one PostgreSQL: one migrates, the rest wait. */
// The job queue's schema and the dataset catalogue are installed here too, for the same reason.
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      await installQueueSchema((text) => client.query(text));
      await seedCatalogue((text, values) => client.query(text, values));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** An arbitrary constant key naming "Labforge migrations" among advisory locks. */
const MIGRATION_LOCK = 7_246_115_001;

/** Wraps an open in-process PGlite (tests start one from a pre-migrated snapshot) and migrates it. */
export async function wrapPglite(client: PGlite): Promise<OpenDatabase> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await seedCatalogue((text, values) => client.query(text, values));
  } catch (error) {
    await client.close();
    throw error;
  }
  const notifier = createLocalNotifier(randomUUID());
  bindNotifications(db, notifier);
  bindLiveEvents(db, notifier);
  return { db, notifier, embedded: true, close: async () => (await notifier.close(), await client.close()) };
}
