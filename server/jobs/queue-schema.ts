import PgBoss from 'pg-boss';
import { QUEUE_NAMES } from './queue-names';

// pg-boss installs its schema on first start, and two processes starting together on a new
// database can both try (CREATE SCHEMA races); two creating the same queue deadlock on its
// partition's constraints. Both are installed here instead, with our migrations under their
// lock, so every process's own start finds them in place.

type Query = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

export async function installQueueSchema(query: Query): Promise<void> {
  const { rows } = await query(`SELECT to_regclass('pgboss.version') AS name`);
  if (!rows[0]?.name) await query(PgBoss.getConstructionPlans('pgboss'));
  // The queues' options stay pg-boss's defaults, as boss.createQueue(name) would store them.
  for (const name of QUEUE_NAMES) await query(`SELECT pgboss.create_queue('${name}', '{"policy":"standard"}'::json)`);
}
