import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS } from './migrations.test-support';

// Workspaces made before members existed had one user, their creator: the migration makes each
// creator the owner member of what they made, and nobody else a member of anything
// (docs/decisions/013-workspace-permissions.md, "Migration").

const db = new PGlite();
afterAll(() => db.close(), 60_000);

const apply = (names: string[]) => applyMigrations(db, names);

const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];

describe('the workspace members migration', () => {
  it('makes each workspace’s creator its one owner, added by nobody when the workspace was made', async () => {
    const at = MIGRATIONS.indexOf('0022_workspace_members.sql');
    expect(at).toBeGreaterThan(0);
    await apply(MIGRATIONS.slice(0, at));
    const user = (email: string) =>
      one<{ id: string }>(`INSERT INTO users (email, name) VALUES ($1, $1) RETURNING id`, [email]);
    const ada = await user('ada@example.org');
    const bob = await user('bob@example.org');
    const workspace = (owner: string, name: string, createdAt: string) =>
      one<{ id: string }>(`INSERT INTO workspaces (user_id, name, created_at) VALUES ($1, $2, $3) RETURNING id`, [
        owner,
        name,
        createdAt,
      ]);
    const reefs = await workspace(ada.id, 'Reefs', '2026-01-02T03:04:05Z');
    const soils = await workspace(ada.id, 'Soils', '2026-02-03T04:05:06Z');
    const stars = await workspace(bob.id, 'Stars', '2026-03-04T05:06:07Z');

    await apply(MIGRATIONS.slice(at));
    const members = await db.query<{
      workspace_id: string;
      user_id: string;
      role: string;
      added_by: null;
      added_at: Date;
    }>('SELECT workspace_id, user_id, role, added_by, added_at FROM workspace_members ORDER BY added_at');
    expect(members.rows).toEqual([
      {
        workspace_id: reefs.id,
        user_id: ada.id,
        role: 'owner',
        added_by: null,
        added_at: new Date('2026-01-02T03:04:05Z'),
      },
      {
        workspace_id: soils.id,
        user_id: ada.id,
        role: 'owner',
        added_by: null,
        added_at: new Date('2026-02-03T04:05:06Z'),
      },
      {
        workspace_id: stars.id,
        user_id: bob.id,
        role: 'owner',
        added_by: null,
        added_at: new Date('2026-03-04T05:06:07Z'),
      },
    ]);

    // A role outside the three is refused; a deleted workspace or user takes its memberships along.
    await expect(
      db.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin')`, [
        stars.id,
        ada.id,
      ]),
    ).rejects.toThrow(/workspace_members_role/);
    await db.query('DELETE FROM workspaces WHERE id = $1', [soils.id]);
    await db.query('DELETE FROM users WHERE id = $1', [bob.id]);
    const left = await db.query<{ workspace_id: string }>('SELECT workspace_id FROM workspace_members');
    expect(left.rows).toEqual([{ workspace_id: reefs.id }]);
    // Every migration in a fresh in-memory database: more than the unit project's default 5 s.
  }, 120_000);
});
