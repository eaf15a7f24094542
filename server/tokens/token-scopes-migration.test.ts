import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

// Tokens made before scopes could log and read runs: the migration gives them both scopes, and a
// token made after it gets runs:write alone (docs/product.md, "Personal access tokens").

const folder = new URL('../db/migrations/', import.meta.url);
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const db = new PGlite();
afterAll(() => db.close(), 60_000);

async function apply(names: string[]) {
  for (const name of names) {
    for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  }
}

describe('the token scopes migration', () => {
  it('gives tokens made before it runs:write and runs:read, and new ones runs:write', async () => {
    const at = migrations.indexOf('0020_token_scopes.sql');
    expect(at).toBeGreaterThan(0);
    await apply(migrations.slice(0, at));
    const [user] = (
      await db.query<{ id: string }>(`INSERT INTO users (email, name) VALUES ('ada@example.org', 'Ada') RETURNING id`)
    ).rows;
    const insert = (hash: string) =>
      db.query(
        `INSERT INTO access_tokens (user_id, name, token_hash, prefix, expires_at)
         VALUES ($1, 'laptop', $2, 'lf_pat_abcde', now() + interval '1 day')`,
        [user.id, hash],
      );
    await insert('old');
    await apply(migrations.slice(at));
    await insert('new');
    const rows = (
      await db.query<{ token_hash: string; scopes: string[] }>(
        'SELECT token_hash, scopes FROM access_tokens ORDER BY token_hash',
      )
    ).rows;
    expect(rows).toEqual([
      { token_hash: 'new', scopes: ['runs:write'] },
      { token_hash: 'old', scopes: ['runs:write', 'runs:read'] },
    ]);
    // Every migration in a fresh in-memory database: more than the unit project's default 5 s.
  }, 120_000);
});
