import pg from 'pg';
import { openDatabase } from '../../../server/db/connect';
import { databaseFingerprint } from './database-fingerprint';

// Migrating and seeding a new PostgreSQL database took seconds per test file. Instead the first
// file prepares a template database, named by the database fingerprint, and every file's database
// is a copy of it: CREATE DATABASE … TEMPLATE copies files, in a fraction of that time.

/** Runs statements on one connection to the server's admin database. */
export async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

// Files of every worker (and of runs side by side) start at once: one prepares, the others wait
// on this lock and then find the template made.
const TEMPLATE_LOCK = 0x4c4142; // 'LAB'

let prepared: Promise<string> | undefined;

/** The name of a migrated, seeded template, prepared under an advisory lock when it is missing. */
function template(adminUrl: string): Promise<string> {
  prepared ??= (async () => {
    const name = `labforge_template_${await databaseFingerprint()}`;
    await onAdmin(adminUrl, async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      // Built under another name and renamed when whole: a run stopped half-way leaves no template.
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ database: { kind: 'postgres', url: urlOf(adminUrl, building) } });
      await database.close();
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    });
    return name;
  })();
  return prepared;
}

/** A new database copied from the template: its URL and how to drop it. */
export async function databaseFromTemplate(adminUrl: string, name: string) {
  const source = await template(adminUrl);
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  return {
    url: urlOf(adminUrl, name),
    drop: async () => {
      await onAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
