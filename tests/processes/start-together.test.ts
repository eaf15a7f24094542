import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectPostgres, type OpenDatabase } from '../../server/db/connect';
import { createJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { QUEUE_NAMES } from '../../server/jobs/queue-names';
import { createScratchDatabase } from '../support/postgres-database';

// Instances an orchestrator starts together on a new database all migrate, install the job
// queue's schema and create its queue at once. Once two of them deadlocked creating the queue
// (its partition's constraints), and one instance exited at start.

const INSTANCES = 6;

let database: { url: string; drop: () => Promise<void> };
const opened: OpenDatabase[] = [];
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createScratchDatabase();
});

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await Promise.all(opened.map((db) => db.close()));
  await database?.drop();
});

const handle = () => ({ url: database.url, embedded: false });

it('six instances starting at once on a new database all start, and each queue exists once', async () => {
  const log = pino({ level: 'silent' });
  // Connecting migrates under a lock, which staggers the instances; their queues then start
  // together, as processes that waited on that lock do.
  opened.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => connectPostgres(handle(), log)))));
  queues.push(...opened.map((db) => createJobQueue(db.db, { log, notifier: db.notifier, embedded: false })));
  const outcomes = await Promise.allSettled(queues.map((queue) => queue.start()));
  expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT name FROM pgboss.queue ORDER BY name');
    expect(rows).toEqual([...QUEUE_NAMES].sort().map((name) => ({ name })));
  } finally {
    await client.end();
  }
});
