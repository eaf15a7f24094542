import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS } from './migrations.test-support';

// Migration 0033 (docs/decisions/013-workspace-permissions.md, §5): who rated an idea and when. A
// rating given before it was its session owner's, at the idea's last change; an unrated idea names
// nobody; a rater whose account goes leaves the rating and names nobody.

const db = new PGlite();
afterAll(() => db.close(), 60_000);

const AT = MIGRATIONS.indexOf('0033_idea_rated_by.sql');

async function populate() {
  await db.exec(`
    INSERT INTO users (email, name) VALUES ('ada@example.org', 'Ada'), ('eve@example.org', 'Eve');
    INSERT INTO workspaces (user_id, name) SELECT id, 'Lab' FROM users WHERE name = 'Ada';
    INSERT INTO goals (user_id, workspace_id, title) SELECT user_id, id, 'Goal' FROM workspaces;
    INSERT INTO sessions (user_id, workspace_id, goal_id, engine) SELECT user_id, workspace_id, id, 'offline' FROM goals;
    INSERT INTO ideas (session_id, user_id, title, engine, strategy, user_rating, updated_at)
      SELECT s.id, s.user_id, t.title, 'offline', 'literature', t.stars, '2026-11-01T10:00:00Z'
      FROM sessions s CROSS JOIN (VALUES ('Rated', 4), ('Unrated', NULL)) t(title, stars);`);
}

describe('the idea rated-by migration', () => {
  it('names the session owner as the rater of a rating given before, at the idea’s last change', async () => {
    expect(AT).toBeGreaterThan(0);
    await applyMigrations(db, MIGRATIONS.slice(0, AT));
    await populate();
    await applyMigrations(db, MIGRATIONS.slice(AT));
    const { rows } = await db.query<{ title: string; rater: string | null; rated_at: string | null }>(`
      SELECT i.title, u.name AS rater, to_char(i.rated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS rated_at
      FROM ideas i LEFT JOIN users u ON u.id = i.rated_by ORDER BY i.title`);
    expect(rows).toEqual([
      { title: 'Rated', rater: 'Ada', rated_at: '2026-11-01 10:00' },
      { title: 'Unrated', rater: null, rated_at: null },
    ]);
  }, 120_000);

  it('keeps the rating when its rater’s account is deleted, naming nobody', async () => {
    await db.exec(`
      UPDATE ideas SET rated_by = (SELECT id FROM users WHERE name = 'Eve') WHERE title = 'Rated';
      DELETE FROM users WHERE name = 'Eve';`);
    const { rows } = await db.query<{ user_rating: number; rated_by: string | null }>(
      `SELECT user_rating, rated_by FROM ideas WHERE title = 'Rated'`,
    );
    expect(rows).toEqual([{ user_rating: 4, rated_by: null }]);
  });
});
