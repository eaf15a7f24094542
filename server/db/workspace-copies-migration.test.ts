import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { legacyWorld } from './legacy-world.test-support';
import { applyMigrations, MIGRATIONS } from './migrations.test-support';

// Runs, their metric summaries, coding sessions and activity rows get a copy of their
// workspace's id (docs/decisions/013-workspace-permissions.md, "Data model" and "Migration"):
// every copy equals its parent's, and an activity row goes to its entity's workspace, else to the
// one its metadata names, else stays personal to its actor.

const db = new PGlite();
afterAll(() => db.close(), 60_000);

const { one, world, activityOfEveryKind } = legacyWorld(db);

describe('the workspace copies migration', () => {
  it('copies each parent’s workspace onto runs, summaries, coding sessions and activity rows', async () => {
    const at = MIGRATIONS.indexOf('0024_runs_workspace_copies.sql');
    expect(at).toBeGreaterThan(0);
    await applyMigrations(db, MIGRATIONS.slice(0, at));
    const ada = await world('ada');
    const bob = await world('bob');
    const gone = '00000000-0000-4000-8000-000000000000';
    await activityOfEveryKind(ada, gone);
    await activityOfEveryKind(bob, gone);

    await applyMigrations(db, MIGRATIONS.slice(at));
    const mismatched = await db.query(`
      SELECT 'run' AS kind, r.id FROM experiment_runs r JOIN experiments e ON e.id = r.experiment_id
        WHERE r.workspace_id IS DISTINCT FROM e.workspace_id
      UNION ALL SELECT 'summary', s.run_id FROM run_metric_summaries s JOIN experiment_runs r ON r.id = s.run_id
        WHERE s.workspace_id IS DISTINCT FROM r.workspace_id
      UNION ALL SELECT 'vibe', v.id FROM vibe_sessions v JOIN ideas i ON i.id = v.idea_id
        JOIN sessions s ON s.id = i.session_id WHERE v.workspace_id IS DISTINCT FROM s.workspace_id`);
    expect(mismatched.rows).toEqual([]);
    for (const w of [ada, bob]) {
      expect(await one(`SELECT workspace_id FROM experiment_runs WHERE id = $1`, [w.run])).toEqual({
        workspace_id: w.workspace,
      });
      expect(await one(`SELECT workspace_id FROM vibe_sessions WHERE id = $1`, [w.vibe])).toEqual({
        workspace_id: w.workspace,
      });
      const rows = await db.query<{ action: string; workspace_id: string | null }>(
        `SELECT action, workspace_id FROM activity_logs WHERE user_id = $1 ORDER BY action`,
        [w.user],
      );
      expect(Object.fromEntries(rows.rows.map((r) => [r.action, r.workspace_id]))).toEqual({
        'auth.signed_in': null,
        'dataset.uploaded': null,
        'experiment.deleted': null,
        'experiment.touched': w.workspace,
        'goal.touched': w.workspace,
        'idea.deleted': w.workspace,
        'idea.odd': null,
        'idea.touched': w.workspace,
        'run.touched': w.workspace,
        'session.touched': w.workspace,
        'token.created': null,
        'workflow.touched': w.workspace,
        'workspace.deleted': null,
        'workspace.touched': w.workspace,
      });
    }
    // The copies are required and cascade; a deleted workspace leaves its activity to the actors.
    await expect(
      db.query(`INSERT INTO experiment_runs (user_id, experiment_id, name) VALUES ($1, $2, 'run-2')`, [
        ada.user,
        ada.experiment,
      ]),
    ).rejects.toThrow(/workspace_id/);
    await db.query('DELETE FROM workspaces WHERE id = $1', [ada.workspace]);
    const left = await one<{ runs: number; vibes: number; summaries: number; shared: number; rows: number }>(
      `SELECT (SELECT count(*)::int FROM experiment_runs WHERE user_id = $1) AS runs,
              (SELECT count(*)::int FROM vibe_sessions WHERE user_id = $1) AS vibes,
              (SELECT count(*)::int FROM run_metric_summaries WHERE user_id = $1) AS summaries,
              (SELECT count(*)::int FROM activity_logs WHERE user_id = $1 AND workspace_id IS NOT NULL) AS shared,
              (SELECT count(*)::int FROM activity_logs WHERE user_id = $1) AS rows`,
      [ada.user],
    );
    expect(left).toEqual({ runs: 0, vibes: 0, summaries: 0, shared: 0, rows: 14 });
    // Every migration in a fresh in-memory database: more than the unit project's default 5 s.
  }, 120_000);
});
