import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import * as schema from './schema';

// One Database type over both drivers, so no code past this file knows which one it runs on.
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Code that may run inside or outside a transaction takes either. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  close: () => Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the configured database and brings its schema up to date before answering. */
export async function openDatabase(config: { database: DatabaseTarget }): Promise<OpenDatabase> {
  const target = config.database;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    // An idle client's error (the server restarted, an admin ended the connection) is emitted on
    // the pool, and unheard it would crash the process. The pool drops that client; the next
    // query opens another or reports the error where it can be answered.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  if (target.dataDir !== 'memory://') await mkdir(target.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(target.dataDir));
}

/** Wraps an open PGlite (tests start one from a pre-migrated snapshot) and migrates it. */
export async function wrapPglite(client: PGlite): Promise<OpenDatabase> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}
