import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/analytics/analytics-sql';
import type { Database } from '../../../server/db/connect';

// Every table's row count and an order-free hash of its rows, in one statement: two digests are
// equal when no row anywhere was added, removed or changed. The permission sweep takes one around
// each refused request, so a refusal that writes anything at all fails where it happens.

const tables = new WeakMap<Database, Promise<string[]>>();

function tablesOf(db: Database): Promise<string[]> {
  const known = tables.get(db);
  if (known) return known;
  const names = rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  ).then((rows) => rows.map((row) => row.name));
  tables.set(db, names);
  return names;
}

export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const names = await tablesOf(db);
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as digest from ${sql.identifier(name)} t`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
