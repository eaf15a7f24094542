import type { Database, Transaction } from '../db/connect';

// pg-boss runs its SQL through `db: { executeSql(text, values) }`. Over the app's own client it
// shares an in-process PGlite's single connection (tests) or the pool of PostgreSQL and of the
// embedded database host. pg-boss sends schema creation as one multi-statement text without values:
// PGlite's exec runs those; anything with values goes through query.

interface QueryResult {
  rows: unknown[];
}

interface PgliteLike {
  exec(text: string): Promise<QueryResult[]>;
  query(text: string, values?: unknown[]): Promise<QueryResult>;
}

interface PoolLike {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
}

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<QueryResult>;
}

const isPglite = (client: unknown): client is PgliteLike =>
  typeof (client as PgliteLike).exec === 'function' && typeof (client as PgliteLike).query === 'function';

/** The driver client under drizzle: a PGlite or a pg.Pool. */
export function driverClient(db: Database): unknown {
  // drizzle keeps the client it was built on as $client, on both drivers; it is not in the
  // shared Database type because nothing else should reach below drizzle.
  return (db as unknown as { $client: unknown }).$client;
}

export function sqlExecutor(db: Database): SqlExecutor {
  const client = driverClient(db);
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as PoolLike;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** pg-boss SQL on a drizzle transaction's own connection, so a job commits with that transaction's rows. */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  // Both drivers' transaction sessions hold that connection (a pool client, or PGlite's
  // transaction) as session.client; like $client above, it is not in drizzle's published type.
  const client = (tx as unknown as { session: { client: PoolLike } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}
