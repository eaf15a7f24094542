// Seeds the bench database in SQL (generate_series) as a bulk load would: the migrated secondary
// indexes are dropped, the rows inserted in two parallel halves, the indexes rebuilt from their own
// definitions and the table vacuumed, so the benched indexes are exactly the migrated ones.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const PARTS = 2;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Entity k (of 20,000) has one type and 50 rows; one row in 20 is an error, 1 in 10 a warning.
// Rows about the user are personal; the rest are in the user's one workspace, as mutate() writes them.
const INSERT = `
  INSERT INTO activity_logs (user_id, workspace_id, entity_type, entity_id, action, level, message, metadata,
    created_at)
  SELECT $1::uuid, CASE WHEN t.type = 'user' THEN NULL ELSE $4::uuid END, t.type, md5((i % 20000)::text)::uuid::text,
    t.type || '.' || (ARRAY['created','updated','deleted','started','finished'])[1 + (i / 3) % 5],
    CASE WHEN i % 20 = 0 THEN 'error' WHEN i % 10 = 0 THEN 'warning' WHEN i % 5 = 0 THEN 'debug' ELSE 'info' END,
    'Bench entry ' || i, jsonb_build_object('n', i), now() - i * interval '30 seconds'
  FROM generate_series($2::int, $3::int) AS i,
    LATERAL (SELECT (ARRAY['idea','workspace','experiment','workflow','session','goal','user'])[1 + (i % 20000) % 7] AS type) t`;

export interface SeededLogs {
  ms: number;
  /** A workspace entity with 50 rows. */
  sampleEntityId: string;
}

/** A workspace the user owns, as createWorkspace makes it. */
const WORKSPACE = `
  WITH w AS (INSERT INTO workspaces (user_id, name) VALUES ($1, 'Bench logs') RETURNING id)
  INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, $1, 'owner' FROM w RETURNING workspace_id`;

const workspaceOf = (url: string, userId: string) =>
  withClient(
    url,
    async (client) => (await client.query<{ workspace_id: string }>(WORKSPACE, [userId])).rows[0].workspace_id,
  );

export async function seedActivityLogs(
  url: string,
  ownerId: string,
  otherId: string,
  rows: number,
): Promise<SeededLogs> {
  const started = performance.now();
  const indexes = await withClient(url, async (client) => {
    const { rows: defs } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'activity_logs' AND indexname <> 'activity_logs_pkey'`,
    );
    for (const { indexname } of defs) await client.query(`DROP INDEX "${indexname}"`);
    return defs.map((d) => d.indexdef);
  });
  const [ownerWorkspace, otherWorkspace] = [await workspaceOf(url, ownerId), await workspaceOf(url, otherId)];
  const size = Math.ceil(rows / PARTS);
  await Promise.all(
    Array.from({ length: PARTS }, (_, part) =>
      withClient(url, (client) =>
        client.query(INSERT, [ownerId, part * size + 1, Math.min(rows, (part + 1) * size), ownerWorkspace]),
      ),
    ),
  );
  await withClient(url, (client) => client.query(INSERT, [otherId, 1, 10_000, otherWorkspace]));
  // CREATE INDEX takes a share lock, so the rebuilds run side by side.
  const queue = [...indexes];
  await Promise.all(
    Array.from({ length: PARTS }, () =>
      withClient(url, async (client) => {
        await client.query(`SET maintenance_work_mem = '256MB'`);
        for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
      }),
    ),
  );
  const sampleEntityId = await withClient(url, async (client) => {
    await client.query('VACUUM ANALYZE activity_logs');
    const { rows: found } = await client.query<{ id: string }>(`SELECT md5('1')::uuid::text AS id`);
    return found[0].id;
  });
  return { ms: performance.now() - started, sampleEntityId };
}
