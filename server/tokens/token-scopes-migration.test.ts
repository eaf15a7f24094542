import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS } from '../db/migrations.test-support';

// Tokens made before scopes could log and read runs: the migration gives them both scopes, and a
// token made after it gets runs:write alone (docs/product.md, "Personal access tokens").

const db = new PGlite();
afterAll(() => db.close(), 60_000);

const apply = (names: string[]) => applyMigrations(db, names);

describe('the token scopes migration', () => {
  it('gives tokens made before it runs:write and runs:read, and new ones runs:write', async () => {
    const at = MIGRATIONS.indexOf('0020_token_scopes.sql');
    expect(at).toBeGreaterThan(0);
    await apply(MIGRATIONS.slice(0, at));
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
    await apply(MIGRATIONS.slice(at));
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
