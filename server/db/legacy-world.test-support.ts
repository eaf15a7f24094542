import type { PGlite } from '@electric-sql/pglite';

// One user's research written in SQL as a database before the workspace migrations held it
// (0022 members, 0024 copies): for the tests that upgrade a populated database
// (docs/decisions/013-workspace-permissions.md, "Migration").

/** A session's config as the app has always stored it (server/sessions/session-config.ts). */
const SESSION_CONFIG = {
  answerGenerationMode: 'IDEA_FORGE',
  projectId: 'labforge',
  engineId: 'co-scientist',
  location: 'local',
  collection: 'default_collection',
  assistantId: 'default_assistant',
  numberOfIdeas: 3,
  budget: { rounds: 1, modelCalls: null, tokens: null, wallSeconds: null },
};

/** An idea's details as the engines write them (server/engine/types.ts). */
const IDEA_DETAILS = {
  hypothesis: 'H',
  rationale: 'R',
  methodology: ['M'],
  expectedOutcomes: ['O'],
  resources: [],
  timeline: { totalDuration: 30 },
  risks: [],
  feasibilityAnalysis: { overall: 0.5 },
};

/** The ids of one user's world, each a row's. */
export interface LegacyWorld {
  user: string;
  workspace: string;
  goal: string;
  session: string;
  idea: string;
  experiment: string;
  workflow: string;
  run: string;
  vibe: string;
}

export function legacyWorld(db: PGlite) {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];
  const id = async (sql: string, params: unknown[]) => (await one<{ id: string }>(`${sql} RETURNING id`, params)).id;

  /** One user's world before the migration: a workspace with a goal, session, idea, experiment, run. */
  async function world(name: string): Promise<LegacyWorld> {
    const user = await id(`INSERT INTO users (email, name) VALUES ($1, $1)`, [`${name}@example.org`]);
    const workspace = await id(`INSERT INTO workspaces (user_id, name) VALUES ($1, $2)`, [user, `${name}'s lab`]);
    const goal = await id(`INSERT INTO goals (user_id, workspace_id, title) VALUES ($1, $2, 'Goal')`, [
      user,
      workspace,
    ]);
    const session = await id(
      `INSERT INTO sessions (user_id, workspace_id, goal_id, engine, config) VALUES ($1, $2, $3, 'offline', $4)`,
      [user, workspace, goal, JSON.stringify(SESSION_CONFIG)],
    );
    const idea = await id(
      `INSERT INTO ideas (user_id, session_id, title, engine, strategy, details)
       VALUES ($1, $2, 'Idea', 'offline', 'generate', $3)`,
      [user, session, JSON.stringify(IDEA_DETAILS)],
    );
    const experiment = await id(
      `INSERT INTO experiments (user_id, workspace_id, name, hypothesis, engine) VALUES ($1, $2, 'X', 'H', 'offline')`,
      [user, workspace],
    );
    const workflow = await id(
      `INSERT INTO workflows (user_id, workspace_id, name, definition, engine) VALUES ($1, $2, 'W', '{"nodes": [], "edges": []}', 'offline')`,
      [user, workspace],
    );
    const run = await id(`INSERT INTO experiment_runs (user_id, experiment_id, name) VALUES ($1, $2, 'run-1')`, [
      user,
      experiment,
    ]);
    await db.query(
      `INSERT INTO run_metric_summaries (run_id, user_id, experiment_id, key, last_value, last_step, last_timestamp,
         min_value, max_value, min_step, max_step, run_started_at)
       VALUES ($1, $2, $3, 'loss', 1, 1, now(), 1, 1, 1, 1, now())`,
      [run, user, experiment],
    );
    const vibe = await id(
      `INSERT INTO vibe_sessions (user_id, idea_id, engine, engine_label, session_name, feature_branch)
       VALUES ($1, $2, 'offline', 'Offline', 'vibe/x', 'vibe/x')`,
      [user, idea],
    );
    return { user, workspace, goal, session, idea, experiment, workflow, run, vibe };
  }

  /** An activity row; its action names what the test expects of it. */
  const activity = (who: LegacyWorld, entityType: string, entityId: string, action: string, metadata: object = {}) =>
    db.query(
      `INSERT INTO activity_logs (user_id, entity_type, entity_id, action, message, metadata)
       VALUES ($1, $2, $3, $4, 'm', $5)`,
      [who.user, entityType, entityId, action, JSON.stringify(metadata)],
    );

  async function activityOfEveryKind(w: LegacyWorld, gone: string) {
    for (const kind of ['workspace', 'goal', 'session', 'idea', 'experiment', 'workflow', 'run'] as const) {
      await activity(w, kind, w[kind], `${kind}.touched`);
    }
    // Deleted since: its metadata names the workspace, or nothing, or a workspace deleted too.
    await activity(w, 'idea', gone, 'idea.deleted', { workspaceId: w.workspace });
    await activity(w, 'experiment', gone, 'experiment.deleted');
    await activity(w, 'idea', 'not-a-uuid', 'idea.odd', { workspaceId: 'not-a-uuid-either' });
    await activity(w, 'workspace', gone, 'workspace.deleted', { workspaceId: gone });
    // Personal, whatever the metadata says.
    await activity(w, 'user', w.user, 'auth.signed_in');
    await activity(w, 'token', gone, 'token.created');
    await activity(w, 'dataset', gone, 'dataset.uploaded', { workspaceId: w.workspace });
  }
  return { one, world, activity, activityOfEveryKind };
}
