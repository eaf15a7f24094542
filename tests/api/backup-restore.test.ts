import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import * as tarStream from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { consistentDump } from '../../server/db/backup/consistent-dump';
import { requestDump } from '../../server/db/backup/control-client';
import { makeBackup } from '../../server/db/backup/make-backup';
import { restoreBackup } from '../../server/db/backup/restore-backup';
import { serveBackups, type BackupServer } from '../../server/db/backup/serve-backups';
import { controlSocketPath } from '../../server/db/backup/socket-path';
import { wrapPglite, type OpenDatabase } from '../../server/db/connect';
import { EXPORTS_DIR } from '../../server/vibe/repo/repo-export';
import type { VibeSession } from '../../server/vibe/vibe-session-view';
import { signIn, testConfig, type SignedIn } from '../support/api/harness';
import { createRun, makeExperiment } from '../support/api/run-support';
import { multipart, upload, weatherCsv } from '../support/api/uploads';
import { convertedIdea, triggerVibe, waitForVibe } from '../support/api/vibe-support';
import { spawnServer } from '../support/spawn-server';
import { migratedSnapshot } from '../support/api/pglite-snapshot';

// Backups are about the embedded database, so this file runs on PGlite, in the PGlite project only
// (vitest.config.ts):
// a real app on a PGlite directory, backed up over its control socket while it serves requests.

const execFileAsync = promisify(execFile);
const TABLES = ['users', 'workspaces', 'goals', 'activity_logs'] as const;

let work: string;
let dataDir: string; // DATA_DIR of the running app
let pgliteDir: string;
let pglite: PGlite;
let database: OpenDatabase;
let app: FastifyInstance;
let served: BackupServer;
let ada: SignedIn;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'labforge-backup-test-'));
  dataDir = path.join(work, 'data');
  pgliteDir = path.join(dataDir, 'pglite');
  await mkdir(dataDir);
  // Started from the migrated snapshot: initdb and every migration would take seconds.
  pglite = await PGlite.create({ dataDir: pgliteDir, loadDataDir: await migratedSnapshot() });
  database = await wrapPglite(pglite);
  app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, startWorkers: false });
  await app.ready();
  served = await serveBackups(pglite, controlSocketPath(pgliteDir));
  ada = await signIn(app, 'ada@example.org', 'Ada');
  const workspace = await createWorkspace('Protein folding');
  const goal = await app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspace}/goals`,
    headers: ada.headers,
    payload: {
      title: 'Cheaper perovskite cells',
      description: 'Stability above 1000 hours',
      parameters: { domain: 'materials' },
      workspaceId: workspace,
    },
  });
  expect(goal.statusCode, goal.body).toBe(201);
});

afterAll(async () => {
  await served?.close();
  await app?.close();
  await database?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function createWorkspace(name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/workspaces',
    headers: ada.headers,
    payload: { name, metadata: { tags: ['backup'] } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

type Rows = Record<(typeof TABLES)[number], Record<string, unknown>[]>;

async function rowsOf(db: PGlite): Promise<Rows> {
  const rows = {} as Rows;
  for (const table of TABLES)
    rows[table] = (await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`)).rows;
  return rows;
}

/** A PGlite in memory with Labforge's schema, for tests that need any database. */
const scratchPglite = async () => PGlite.create({ loadDataDir: await migratedSnapshot() });

async function withDatabase<T>(dir: string, inspect: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(dir);
  try {
    return await inspect(db);
  } finally {
    await db.close();
  }
}

/** Every file's path and content, to show a directory was not touched. */
async function fingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const name of entries.map((e) => path.join(e.parentPath, e.name)).sort()) {
    hash.update(path.relative(dir, name)).update(await readFile(name));
  }
  return hash.digest('hex');
}

const settled = async (promise: Promise<unknown>, ms = 150) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
};

const siblingsOf = async (dir: string) =>
  (await readdir(path.dirname(dir))).filter((n) => n.startsWith(`${path.basename(dir)}.before-restore-`));

function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const tsx = path.resolve('node_modules/.bin/tsx');
  return execFileAsync(tsx, [path.resolve(`scripts/${script}.ts`), ...args], {
    cwd: work,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe('backup of the running app', () => {
  it('dumps over the control socket while requests are served, and restores row for row', async () => {
    const before = await rowsOf(pglite);
    expect(before.users).toHaveLength(1);
    expect(before.goals).toHaveLength(1);

    // Workspaces are created while the dump is asked for; each commits with its activity row.
    const writes = Promise.all(Array.from({ length: 12 }, (_, i) => createWorkspace(`Concurrent ${i}`)));
    const dump = await requestDump(controlSocketPath(pgliteDir));
    await writes;
    const file = path.join(work, 'during-load.tar.gz');
    await writeFile(file, dump!);

    const restoredDir = path.join(work, 'restored-during-load', 'pglite');
    const result = await restoreBackup({ dataDir: path.dirname(restoredDir), file });
    expect(result).toMatchObject({ pgliteDir: restoredDir, previous: null });

    await withDatabase(restoredDir, async (restored) => {
      const rows = await rowsOf(restored);
      // Everything committed before the dump is there, unchanged.
      for (const table of TABLES) for (const row of before[table]) expect(rows[table]).toContainEqual(row);
      expect(rows.users).toEqual(before.users);
      expect(rows.goals).toEqual(before.goals);
      // Of the concurrent writes, each workspace came with its activity row or not at all.
      const created = rows.activity_logs.filter((r) => r.action === 'workspace.created').map((r) => r.entity_id);
      expect([...created].sort()).toEqual(rows.workspaces.map((w) => w.id).sort());
      expect(result.tables).toEqual({
        users: 1,
        workspaces: rows.workspaces.length,
        goals: 1,
        activity_logs: rows.activity_logs.length,
      });
    });

    // With the writes done, a second dump holds exactly what the app has.
    const quiet = await PGlite.create({
      loadDataDir: new Blob([new Uint8Array((await requestDump(controlSocketPath(pgliteDir)))!)], {
        type: 'application/x-gzip',
      }),
    });
    const live = await rowsOf(pglite);
    expect(live.workspaces).toHaveLength(13);
    expect(await rowsOf(quiet)).toEqual(live);
    await quiet.close();
  });

  it('waits for a transaction that is open when the dump is asked for', async () => {
    const db = await scratchPglite();
    try {
      await db.exec('CREATE TABLE t (n int)');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        await gate;
        await tx.query('INSERT INTO t VALUES (2)');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const first = consistentDump(db);
      expect(await settled(first)).toBe(false);
      release();
      await transaction;
      const firstDump = await first;

      // A transaction opened with BEGIN (as a wire-protocol client does) holds the dump too.
      await db.exec('BEGIN; INSERT INTO t VALUES (3)');
      const second = consistentDump(db);
      expect(await settled(second)).toBe(false);
      await db.exec('INSERT INTO t VALUES (4); COMMIT');

      for (const [dump, expected] of [
        [firstDump, [1, 2]],
        [await second, [1, 2, 3, 4]],
      ] as const) {
        const copy = await PGlite.create({
          loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-gzip' }),
        });
        expect((await copy.query<{ n: number }>('SELECT n FROM t ORDER BY n')).rows.map((r) => r.n)).toEqual(expected);
        await copy.close();
      }
    } finally {
      await db.close();
    }
  });
});

describe('the control socket', () => {
  it('is private to this user, and answers anything but DUMP with an error line and a close', async () => {
    const socketPath = controlSocketPath(pgliteDir);
    expect(socketPath).toBe(`${pgliteDir}.run/control.sock`);
    expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(socketPath))).mode & 0o777).toBe(0o700);
    for (const sent of ['LIST\n', 'dump\n', 'x'.repeat(100)]) {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.createConnection(socketPath, () => socket.write(sent));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^ERR .*expected DUMP\n$/);
    }
  });

  it('takes over a socket file a dead process left, and refuses one another process answers on', async () => {
    const dir = path.join(work, 'stale', 'pglite');
    const socketPath = controlSocketPath(dir);
    await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    // A process killed while listening leaves its socket file behind.
    await new Promise<void>((resolve) => {
      const child = spawn(process.execPath, [
        '-e',
        `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
      ]);
      child.on('exit', () => resolve());
    });
    expect(existsSync(socketPath)).toBe(true);
    const db = await scratchPglite();
    try {
      const first = await serveBackups(db, socketPath);
      await expect(serveBackups(db, socketPath)).rejects.toThrow(`Another process answers on ${socketPath}`);
      expect((await requestDump(socketPath))!.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      await first.close();
      expect(existsSync(socketPath)).toBe(false);
      expect(await requestDump(socketPath)).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('moves under the temp dir, by a hash of the directory, when the path is too long for a socket', () => {
    const deep = path.join(work, 'a'.repeat(60), 'b'.repeat(60), 'pglite');
    const socketPath = controlSocketPath(deep);
    expect(socketPath).toMatch(new RegExp(`^${tmpdir()}/labforge-db-[0-9a-f]{16}/control\\.sock$`));
    expect(Buffer.byteLength(socketPath)).toBeLessThanOrEqual(103);
    expect(controlSocketPath(`${deep}/`)).toBe(socketPath);
    expect(controlSocketPath(`${deep}2`)).not.toBe(socketPath);
  });
});

describe('restore', () => {
  let good: string;
  let target: string;

  beforeAll(async () => {
    good = path.join(work, 'good.tar.gz');
    await writeFile(good, (await requestDump(controlSocketPath(pgliteDir)))!);
    target = path.join(work, 'target', 'pglite');
    await restoreBackup({ dataDir: path.dirname(target), file: good });
  });

  it('refuses while the app has the directory open, and leaves it alone', async () => {
    const print = await fingerprint(pgliteDir);
    await expect(restoreBackup({ dataDir, file: good })).rejects.toThrow(
      /^Labforge has .* open \(it answers on .*control\.sock\)\. Stop it, then restore/,
    );
    expect(await siblingsOf(pgliteDir)).toEqual([]);
    expect(await fingerprint(pgliteDir)).toBe(print);
    expect((await app.inject({ method: 'GET', url: '/v1/workspaces', headers: ada.headers })).statusCode).toBe(200);
  });

  it.each([
    [
      'random bytes',
      async () => Buffer.from('certainly not a backup'),
      /is not a Labforge backup: it is not a gzip file$/,
    ],
    [
      'a truncated backup',
      async () => (await readFile(good)).subarray(0, 20_000),
      /is not a Labforge backup: its gzip stream is damaged .*truncated$/,
    ],
    [
      'gzipped text',
      async () => gzipSync('hello, world\n'.repeat(100)),
      /is not a Labforge backup: its tar archive is damaged/,
    ],
    [
      'a database without the app',
      async () => {
        const bare = await scratchPglite();
        await bare.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
        const dump = await bare.dumpDataDir('gzip');
        await bare.close();
        return Buffer.from(await dump.arrayBuffer());
      },
      /is not a Labforge backup: it is a database without Labforge's tables \(missing users, workspaces, goals, activity_logs\)$/,
    ],
  ])('fails on %s with a clear message, and leaves the data directory untouched', async (_label, content, message) => {
    const file = path.join(work, 'corrupt.tar.gz');
    await writeFile(file, await content());
    const print = await fingerprint(target);
    await expect(restoreBackup({ dataDir: path.dirname(target), file })).rejects.toThrow(message);
    expect(await fingerprint(target)).toBe(print);
    expect(await siblingsOf(target)).toEqual([]);
  });

  it('moves the database that was there aside, and refuses a directory left open without --force', async () => {
    // A change made after the backup: it must survive in the directory moved aside.
    await withDatabase(target, (db) =>
      db.exec(`INSERT INTO users (email, name) VALUES ('grace@example.org', 'Grace')`),
    );
    const opened = await PGlite.create(target);
    try {
      await expect(restoreBackup({ dataDir: path.dirname(target), file: good })).rejects.toThrow(
        /may still be open: its postmaster\.pid exists/,
      );
      await expect(makeBackup({ dataDir: path.dirname(target), out: work })).rejects.toThrow(
        /may still be open: its postmaster\.pid exists/,
      );
    } finally {
      await opened.close();
    }
    const print = await fingerprint(target);
    const result = await restoreBackup({ dataDir: path.dirname(target), file: good });
    expect(result.previous).toMatch(new RegExp(`^${target}\\.before-restore-\\d{8}T\\d{6}Z$`));
    expect(await fingerprint(result.previous!)).toBe(print);
    await withDatabase(result.previous!, async (db) =>
      expect((await db.query(`SELECT name FROM users WHERE email = 'grace@example.org'`)).rows).toEqual([
        { name: 'Grace' },
      ]),
    );
    await withDatabase(target, async (db) => expect((await rowsOf(db)).users).toEqual((await rowsOf(pglite)).users));
  });
});

describe('npm run backup and npm run restore', () => {
  it(
    'back up the running app, refuse to restore under it, and restore once it is elsewhere',
    { timeout: 90_000 },
    async () => {
      const live = path.join(work, 'live.tar.gz');
      const backup = await runScript('backup', [live], { DATA_DIR: dataDir });
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toContain(`Backed up ${pgliteDir} (made by the running app)`);
      expect(backup.stdout).toMatch(new RegExp(`${live} \\d+(\\.\\d)? (B|KiB|MiB)\\n`));
      expect(await readdir(work)).not.toContainEqual(expect.stringMatching(/\.partial-/));

      const refused = await runScript('restore', [live], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Restore failed: Labforge has .* open .* Stop it, then restore/);

      // A stopped installation: restored from the running app's backup, backed up again directly.
      const other = path.join(work, 'other');
      const restored = await runScript('restore', [live], { DATA_DIR: other });
      expect(restored, restored.stderr).toMatchObject({ code: 0 });
      expect(restored.stdout).toContain(`Restored ${live} into ${other}/pglite (1 users, `);
      expect(restored.stdout).toContain(`There was no database in ${other}/pglite before.`);

      const out = path.join(work, 'out');
      await mkdir(out);
      const direct = await runScript('backup', [out], { DATA_DIR: other });
      expect(direct, direct.stderr).toMatchObject({ code: 0 });
      expect(direct.stdout).toContain('(Labforge is not running)');
      const [name] = await readdir(out);
      expect(name).toMatch(/^labforge-backup-\d{8}T\d{6}Z\.tar\.gz$/);

      const again = await runScript('restore', [path.join(out, name)], { DATA_DIR: other });
      expect(again, again.stderr).toMatchObject({ code: 0 });
      expect(again.stdout).toMatch(
        /The database that was there is now .*\/other\/pglite\.before-restore-\d{8}T\d{6}Z\.\nTo undo, with Labforge stopped:\n {2}mv /,
      );
      const expected = await rowsOf(pglite);
      await withDatabase(path.join(other, 'pglite'), async (db) => expect(await rowsOf(db)).toEqual(expected));
    },
  );

  it('explain pg_dump and pg_restore when DATABASE_URL is PostgreSQL', async () => {
    const backup = await runScript('backup', [], { DATABASE_URL: 'postgres://labforge@db.example.org/labforge' });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump -Fc "$DATABASE_URL" > labforge.dump');
    expect(backup.stderr).toContain('pg_restore --clean --if-exists -d "$DATABASE_URL" labforge.dump');
    expect(await readdir(work)).not.toContainEqual(expect.stringMatching(/^labforge-backup-/));
  });
});

describe('a whole backup: the database and every stored file', () => {
  let whole: { dir: string; pglite: PGlite; database: OpenDatabase; app: FastifyInstance; served: BackupServer };
  let grace: SignedIn;
  let vibeWorkspace: string;
  let runWorkspace: string;
  let uploadId: string;
  let artifactId: string;
  let vibe: VibeSession;

  beforeAll(async () => {
    const dir = path.join(work, 'whole');
    await mkdir(dir);
    const db = await PGlite.create({ dataDir: path.join(dir, 'pglite'), loadDataDir: await migratedSnapshot() });
    const opened = await wrapPglite(db);
    // Workers on: the coding session runs here, offline, and leaves its repository under DATA_DIR/vibe.
    const built = await buildApp({ config: testConfig({ DATA_DIR: dir }), database: opened });
    await built.ready();
    whole = {
      dir,
      pglite: db,
      database: opened,
      app: built,
      served: await serveBackups(db, controlSocketPath(path.join(dir, 'pglite'))),
    };
    grace = await signIn(built, 'grace@example.org', 'Grace');
    const idea = await convertedIdea(built, grace);
    const started = await triggerVibe(built, grace, idea.id);
    expect(started.statusCode, started.body).toBe(200);
    // A hang guard, not a measure: this file's other work shares two cores with the session's checks.
    vibe = await waitForVibe(built, grace, started.json().julesSession.sessionId, undefined, 150_000);
    expect(vibe.status).toBe('completed');
    const workspaces = (await built.inject({ method: 'GET', url: '/v1/workspaces', headers: grace.headers })).json();
    vibeWorkspace = workspaces.items[0].id;
    expect(workspaces.items).toHaveLength(1);

    const uploaded = await upload(built, grace, weatherCsv());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    uploadId = uploaded.json().id;
    const made = await makeExperiment(built, grace, { workspace: 'Artifacts lab' });
    runWorkspace = made.workspaceId;
    const run = await createRun(built, grace, made.experimentId);
    const { payload, contentType } = multipart([
      { field: 'file', fileName: 'loss.bin', type: 'application/octet-stream', content: randomBytes(70_000) },
    ]);
    const logged = await built.inject({
      method: 'POST',
      url: `/v1/runs/${run.id}/artifacts`,
      headers: { ...grace.headers, 'content-type': contentType },
      payload,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    artifactId = logged.json().fileId;
  }, 240_000);

  afterAll(async () => {
    await whole?.served.close();
    await whole?.app.close();
    await whole?.database.close();
  });

  /** Every download a user can make of what the files hold, as bytes. */
  async function downloads(app: FastifyInstance, who: SignedIn): Promise<Record<string, Buffer>> {
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: who.headers });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response.rawPayload;
    };
    const answers: Record<string, Buffer> = {
      upload: await get(`/v1/files/${uploadId}`),
      artifact: await get(`/v1/files/${artifactId}`),
      bundle: await get(`/v1/vibe-sessions/${vibe.id}/download?format=bundle`),
      archive: await get(`/v1/vibe-sessions/${vibe.id}/download?format=tar.gz`),
    };
    for (const file of vibe.files)
      answers[`diff ${file.path}`] = await get(
        `/v1/vibe-sessions/${vibe.id}/diff?path=${encodeURIComponent(file.path)}`,
      );
    return answers;
  }

  it(
    'restores into an empty DATA_DIR, where every download is the same, byte for byte',
    { timeout: 240_000 },
    async () => {
      const before = await downloads(whole.app, grace);
      expect(Object.keys(before).filter((k) => k.startsWith('diff ')).length).toBeGreaterThan(0);
      const out = path.join(work, 'whole-out');
      await mkdir(out);
      const made = await makeBackup({ dataDir: whole.dir, out });
      expect(made.source).toBe('running app');
      expect(made.files).toBeGreaterThan(10);
      expect((await readdir(whole.dir)).filter((n) => n.startsWith('.backup-'))).toEqual([]);

      const empty = path.join(work, 'whole-restored');
      const restored = await restoreBackup({ dataDir: empty, file: made.file });
      expect(restored.files).toEqual({ count: made.files, previous: [] });
      expect((await readdir(empty)).sort()).toEqual(['pglite', 'uploads', 'vibe']);
      // The downloads above kept their exports in the repository; they are made again, not backed up.
      expect(existsSync(path.join(whole.dir, 'vibe', vibe.id, EXPORTS_DIR))).toBe(true);
      expect(existsSync(path.join(empty, 'vibe', vibe.id, EXPORTS_DIR))).toBe(false);

      const db = await PGlite.create(path.join(empty, 'pglite'));
      const opened = await wrapPglite(db);
      const app2 = await buildApp({ config: testConfig({ DATA_DIR: empty }), database: opened, startWorkers: false });
      try {
        await app2.ready();
        const again = await signIn(app2, 'grace@example.org', 'Grace');
        const after = await downloads(app2, again);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const key of Object.keys(before)) expect(after[key].equals(before[key]), key).toBe(true);
      } finally {
        await app2.close();
        await opened.close();
      }

      // Restored over, the files that were there are moved aside like the database, never deleted.
      const print = await fingerprint(path.join(empty, 'uploads'));
      const over = await restoreBackup({ dataDir: empty, file: made.file });
      expect(over.files!.previous.sort()).toEqual([
        expect.stringMatching(new RegExp(`^${empty}/uploads\\.before-restore-\\d{8}T\\d{6}Z$`)),
        expect.stringMatching(new RegExp(`^${empty}/vibe\\.before-restore-\\d{8}T\\d{6}Z$`)),
      ]);
      expect(await fingerprint(over.files!.previous.sort()[0])).toBe(print);
    },
  );

  it('clears what a backup or restore killed midway left behind, and nothing a running one is using', async () => {
    // A process that has ended: its pid names no running process now.
    const child = spawn('true');
    await new Promise((resolve) => child.on('exit', resolve));
    const left = [`.backup-${child.pid}-a1b2c3`, `.restore-${child.pid}-d4e5f6`];
    const running = `.backup-${process.pid}-g7h8i9`;
    for (const name of [...left, running]) {
      await mkdir(path.join(whole.dir, name, 'uploads'), { recursive: true });
      await writeFile(path.join(whole.dir, name, 'uploads', 'linked'), 'held');
    }
    const out = path.join(work, 'after-a-kill');
    await mkdir(out);
    await makeBackup({ dataDir: whole.dir, out });
    const staging = (await readdir(whole.dir)).filter((n) => /^\.(backup|restore)-/.test(n));
    expect(staging).toEqual([running]);
    await rm(path.join(whole.dir, running), { recursive: true });
  });

  it(
    'refuses an archive that reaches outside the stored folders, and a truncated one, touching nothing',
    { timeout: 240_000 },
    async () => {
      const target = path.join(work, 'whole-refused');
      const out = path.join(work, 'whole-refused.tar.gz');
      const made = await makeBackup({ dataDir: whole.dir, out });
      await restoreBackup({ dataDir: target, file: made.file });
      const print = await fingerprint(target);
      const truncated = path.join(work, 'whole-truncated.tar.gz');
      await writeFile(truncated, (await readFile(made.file)).subarray(0, Math.floor(made.bytes * 0.8)));
      await expect(restoreBackup({ dataDir: target, file: truncated })).rejects.toThrow(
        /is not a Labforge backup: its gzip stream is damaged .*truncated$/,
      );
      const manifest = (version = 2) =>
        [
          'labforge-backup.json',
          JSON.stringify({ format: 'labforge-backup', version, createdAt: '', folders: [] }),
        ] as [string, string];
      const refusals: Array<[Array<[string, string | Buffer] | tarStream.Header>, RegExp]> = [
        [
          [manifest(), ['database.tar.gz', Buffer.alloc(0)], ['files/../../outside', 'x']],
          /it holds files\/\.\.\/\.\.\/outside, which is not one of Labforge's stored files$/,
        ],
        [
          [manifest(), ['database.tar.gz', Buffer.alloc(0)], ['files/pglite/PG_VERSION', '17']],
          /it holds files\/pglite\/PG_VERSION, which is not/,
        ],
        [
          [manifest(), { name: 'files/vibe/link', type: 'symlink', linkname: '/etc', mode: 0o777 } as tarStream.Header],
          /it holds files\/vibe\/link, a symlink: a backup holds only files and folders$/,
        ],
        [[manifest(), ['files/uploads/ab/c', 'x']], /it holds no database \(database\.tar\.gz\)$/],
        [
          [manifest(3)],
          /it is a version 3 backup, newer than this Labforge reads \(2\): restore it with a newer Labforge$/,
        ],
      ];
      for (const [entries, message] of refusals) {
        const file = path.join(work, 'whole-refused-archive.tar.gz');
        await writeFile(file, await tarGz(entries));
        await expect(restoreBackup({ dataDir: target, file }), String(message)).rejects.toThrow(
          new RegExp(`is not a Labforge backup: ${message.source}`),
        );
      }
      expect(existsSync(path.join(work, 'outside'))).toBe(false);
      expect(await fingerprint(target)).toBe(print);
      expect((await readdir(target)).sort()).toEqual(['pglite', 'uploads', 'vibe']);

      // A failure after the stored folders were swapped (here the database's folder cannot be
      // made: its parent is a file) puts back what was there, and leaves nothing of the backup.
      await writeFile(path.join(target, 'a-file'), 'not a folder');
      const before = await fingerprint(target);
      await expect(
        restoreBackup({ dataDir: target, pgliteDir: path.join(target, 'a-file', 'pglite'), file: made.file }),
      ).rejects.toThrow(new RegExp(`^Restoring ${made.file} into ${target} failed, and it is as it was: `));
      expect(await fingerprint(target)).toBe(before);
      expect((await readdir(target)).sort()).toEqual(['a-file', 'pglite', 'uploads', 'vibe']);
    },
  );

  it('deletes an upload’s bytes with the upload, and a workspace’s artifacts and repositories with it', async () => {
    const repository = path.join(whole.dir, 'vibe', vibe.id);
    expect(existsSync(path.join(repository, '.git'))).toBe(true);
    const key = `${uploadId.slice(0, 2)}/${uploadId}`;
    expect(existsSync(path.join(whole.dir, 'uploads', key))).toBe(true);
    const call = (method: 'DELETE' | 'GET', url: string) => whole.app.inject({ method, url, headers: grace.headers });

    expect((await call('DELETE', `/v1/datasets/${uploadId}`)).statusCode).toBe(204);
    expect(existsSync(path.join(whole.dir, 'uploads', key))).toBe(false);
    expect((await call('GET', `/v1/files/${uploadId}`)).statusCode).toBe(404);

    // Runs go with their workspace (no call deletes one run): so do their artifacts' bytes.
    const artifactKey = `${artifactId.slice(0, 2)}/${artifactId}`;
    expect(existsSync(path.join(whole.dir, 'uploads', artifactKey))).toBe(true);
    expect((await call('DELETE', `/v1/workspaces/${runWorkspace}`)).statusCode).toBe(200);
    expect(existsSync(path.join(whole.dir, 'uploads', artifactKey))).toBe(false);
    expect((await call('GET', `/v1/files/${artifactId}`)).statusCode).toBe(404);

    // Ideas go with their workspace too (no call deletes one idea): so do their coding sessions' repositories.
    expect((await call('DELETE', `/v1/workspaces/${vibeWorkspace}`)).statusCode).toBe(200);
    expect(existsSync(repository)).toBe(false);
    expect(await readdir(path.join(whole.dir, 'vibe'))).toEqual([]);
  });
});

describe('a signal while the server starts', () => {
  it(
    'closes the embedded database it was opening: restore and start accept the folder after',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'labforge-sigterm-'));
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        // The moment PGlite has the folder open (its lock file) is the moment a kill used to leave it behind.
        const lock = path.join(dir, 'pglite', 'postmaster.pid');
        while (!existsSync(lock) && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
        child.kill('SIGTERM');
        expect(await exited, output).toBe(0);
        expect(output).toContain('SIGTERM received, shutting down');
        expect(output).not.toContain('Server listening');
        expect(existsSync(lock)).toBe(false);

        const file = path.join(work, 'sigterm.tar.gz');
        await writeFile(file, (await requestDump(controlSocketPath(pgliteDir)))!);
        expect((await restoreBackup({ dataDir: dir, file })).previous).toMatch(/pglite\.before-restore-/);
        const server = await spawnServer({ DATA_DIR: dir, DATABASE_URL: '' });
        try {
          const health = await fetch(`${server.url}/v1/workspaces`);
          expect(health.status).toBe(401);
        } finally {
          await server.stop();
        }
        expect(existsSync(lock)).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

/** A gzip tarball of the given entries, for archives a backup never makes. */
async function tarGz(entries: Array<[string, string | Buffer] | tarStream.Header>): Promise<Buffer> {
  const pack = tarStream.pack();
  for (const entry of entries) {
    if (Array.isArray(entry)) pack.entry({ name: entry[0] }, entry[1]);
    else pack.entry(entry);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
