import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS } from './migrations.test-support';

// Migration 0028 (docs/decisions/013-workspace-permissions.md, "Lists"): a workspace's goals and
// sessions, newest first, are one index range for every member, whoever created them; and the
// assistant's activity rows that 0024 gave a workspace go back to being their user's own.

const db = new PGlite();
afterAll(() => db.close(), 60_000);

const AT = MIGRATIONS.indexOf('0028_workspace_list_indexes.sql');

/** Two creators' goals and sessions in 10 workspaces, 2,000 of each per workspace. */
async function populate() {
  await db.exec(`
    INSERT INTO users (email, name) SELECT 'u' || n || '@example.org', 'U' || n FROM generate_series(1, 2) n;
    INSERT INTO workspaces (user_id, name)
      SELECT (SELECT id FROM users ORDER BY email LIMIT 1), 'Lab ' || n FROM generate_series(1, 10) n;
    INSERT INTO goals (user_id, workspace_id, title, created_at)
      SELECT u.id, w.id, 'Goal ' || n, now() - n * interval '1 minute'
      FROM workspaces w CROSS JOIN generate_series(1, 1000) n CROSS JOIN users u;
    INSERT INTO sessions (user_id, workspace_id, goal_id, engine, created_at)
      SELECT g.user_id, g.workspace_id, g.id, 'offline', g.created_at FROM goals g;
    INSERT INTO activity_logs (user_id, workspace_id, entity_type, entity_id, action, message)
      SELECT w.user_id, w.id, 'workspace', w.id::text, a, 'm'
      FROM (SELECT * FROM workspaces LIMIT 1) w CROSS JOIN unnest(ARRAY['assistant.asked', 'workspace.renamed']) a;
    ANALYZE;`);
}

async function planOf(query: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the workspace list indexes migration', () => {
  it('reads a workspace’s goals and sessions, newest first, off one index whoever made them', async () => {
    expect(AT).toBeGreaterThan(0);
    await applyMigrations(db, MIGRATIONS.slice(0, AT));
    await populate();
    await applyMigrations(db, MIGRATIONS.slice(AT));
    const workspace = (await db.query<{ id: string }>('SELECT id FROM workspaces LIMIT 1')).rows[0].id;
    for (const table of ['goals', 'sessions']) {
      const plan = await planOf(
        `SELECT * FROM ${table} WHERE workspace_id = '${workspace}' ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`,
      );
      // e.g. Limit -> Index Scan using goals_workspace_created_idx on goals (Index Cond: workspace_id = …)
      expect(plan).toContain(`Index Scan using ${table}_workspace_created_idx on ${table}`);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
      const total = await planOf(`SELECT count(*) FROM ${table} WHERE workspace_id = '${workspace}'`);
      expect(total).toContain(`${table}_workspace_created_idx`);
    }
    const { rows } = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename IN ('goals', 'sessions') AND indexname LIKE '%user%'`,
    );
    expect(rows).toEqual([]);
  }, 120_000);

  it('gives the assistant’s activity rows back to their user, and leaves the workspace’s', async () => {
    const { rows } = await db.query<{ action: string; shared: boolean }>(
      `SELECT action, workspace_id IS NOT NULL AS shared FROM activity_logs ORDER BY action`,
    );
    expect(rows).toEqual([
      { action: 'assistant.asked', shared: false },
      { action: 'workspace.renamed', shared: true },
    ]);
  });
});
