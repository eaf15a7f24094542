import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrationsFolder, wrapPglite, type OpenDatabase } from '../../server/db/connect';
import { legacyWorld, type LegacyWorld } from '../../server/db/legacy-world.test-support';
import { signIn, testConfig, type SignedIn } from '../support/api/harness';

// Upgrading a populated database (docs/decisions/013-workspace-permissions.md, §6): two users'
// research written before workspaces had members (just before 0022), then the app opens it and
// migrates the rest as it would in production. Nothing that was there is lost, each creator owns
// their workspace, and through the API each reads exactly their own research and nothing else.

const FIRST_NEW = '0022_workspace_members';

let client: PGlite;
let database: OpenDatabase;
let app: FastifyInstance;
let worlds: LegacyWorld[];
let before: Record<string, string>;

/** Drizzle's migrator over the migrations before `tag` alone, as an older release shipped them. */
async function migrateBefore(db: PGlite, tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'labforge-upgrade-'));
  try {
    await cp(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < tag);
    await writeFile(journalFile, JSON.stringify(journal));
    await migrate(drizzle(db), { migrationsFolder: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Per table, a digest of the columns it had before the upgrade: equal when no old value changed. */
async function oldColumnsDigest(db: PGlite, columns: Map<string, string[]>) {
  const digest: Record<string, string> = {};
  for (const [table, names] of columns) {
    const row = names.map((name) => `t."${name}"`).join(', ');
    const { rows } = await db.query<{ d: string }>(
      `SELECT count(*) || ':' || coalesce(sum(hashtext(row(${row})::text)::bigint), 0) AS d FROM "${table}" t`,
    );
    digest[table] = rows[0].d;
  }
  return digest;
}

async function columnsNow(db: PGlite) {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'
     ORDER BY table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table_name, column_name } of rows)
    columns.set(table_name, [...(columns.get(table_name) ?? []), column_name]);
  return columns;
}

let oldColumns: Map<string, string[]>;

beforeAll(async () => {
  client = await PGlite.create();
  await migrateBefore(client, FIRST_NEW);
  const { world, activityOfEveryKind } = legacyWorld(client);
  worlds = [await world('ada'), await world('bob')];
  for (const w of worlds) await activityOfEveryKind(w, '00000000-0000-4000-8000-000000000000');
  // A rated idea: its rating is one of the values the upgrade must keep.
  await client.query('UPDATE ideas SET user_rating = 4 WHERE id = $1', [worlds[0].idea]);
  oldColumns = await columnsNow(client);
  before = await oldColumnsDigest(client, oldColumns);
  database = await wrapPglite(client);
  app = await buildApp({ config: testConfig(), database, startWorkers: false });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const urlsOf = (w: LegacyWorld) => [
  `/v1/workspaces/${w.workspace}`,
  `/v1/workspaces/${w.workspace}/goals/${w.goal}`,
  `/v1/workspaces/${w.workspace}/goals`,
  `/v1/workspaces/${w.workspace}/sessions`,
  `/v1/sessions/${w.session}`,
  `/v1/ideas/session/${w.session}`,
  `/v1/ideas/${w.idea}`,
  `/v1/experiments/${w.experiment}`,
  `/v1/experiments/${w.experiment}/runs`,
  `/v1/workflows/${w.workflow}`,
  `/v1/runs/${w.run}`,
  `/v1/vibe-sessions/${w.vibe}`,
];

const get = (who: SignedIn, url: string) => app.inject({ method: 'GET', url, headers: who.headers });

describe('upgrading a populated database', () => {
  it('keeps every value that was there, in every table that held rows', async () => {
    const after = await oldColumnsDigest(client, oldColumns);
    const held = Object.keys(before).filter((table) => !before[table].startsWith('0:'));
    expect(held).toEqual(expect.arrayContaining(['users', 'workspaces', 'ideas', 'experiment_runs', 'activity_logs']));
    expect(Object.fromEntries(held.map((table) => [table, after[table]]))).toEqual(
      Object.fromEntries(held.map((table) => [table, before[table]])),
    );
  });

  it('makes each creator the one owner of their workspace', async () => {
    const { rows } = await client.query('SELECT workspace_id, user_id, role FROM workspace_members ORDER BY role');
    expect(rows).toEqual(
      expect.arrayContaining(worlds.map((w) => ({ workspace_id: w.workspace, user_id: w.user, role: 'owner' }))),
    );
    expect(rows).toHaveLength(2);
  });

  it('lets each user read exactly their own research, as its owner, and nothing of the other’s', async () => {
    const [ada, bob] = [await signIn(app, 'ada@example.org'), await signIn(app, 'bob@example.org')];
    for (const [who, mine, theirs] of [
      [ada, worlds[0], worlds[1]],
      [bob, worlds[1], worlds[0]],
    ] as const) {
      expect(who.user.id).toBe(mine.user);
      const listed = (await get(who, '/v1/workspaces')).json();
      expect(listed.items.map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
        [mine.workspace, 'owner'],
      ]);
      for (const url of urlsOf(mine)) {
        const response = await get(who, url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        // Each read says so, beside a list's items or on the object (decision 013, §3).
        expect(response.json(), url).toMatchObject({ role: 'owner' });
      }
      // The rating given before members existed is its owner's (migration 0033).
      const idea = (await get(who, `/v1/ideas/${mine.idea}`)).json();
      expect(idea.ratedBy).toEqual(mine === worlds[0] ? { id: mine.user, name: expect.any(String) } : null);
      for (const url of urlsOf(theirs)) expect((await get(who, url)).statusCode, url).toBe(404);
      const log = (await get(who, '/v1/logs?limit=100')).body;
      expect(log).toContain(mine.workspace);
      expect(Object.values(theirs).filter((id: string) => log.includes(id))).toEqual([]);
    }
  });
});
