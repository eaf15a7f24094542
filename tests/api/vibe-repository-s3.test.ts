import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { loadConfig } from '../../server/config';
import { fileStorageFor } from '../../server/files/blob-store';
import { vibeBundleKey, type FileStorage } from '../../server/files/file-storage';
import { ORPHAN_AGE_MS, sweepOrphans } from '../../server/files/orphan-sweeper';
import { cacheDirOf } from '../../server/vibe/repo/repo-store';
import type { VibeSession } from '../../server/vibe/vibe-session-view';
import { errorOf, signIn, type SignedIn } from '../support/api/harness';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import {
  createStepGate,
  git,
  plainIdea,
  repositoryOf,
  triggerVibe,
  vibeTestApp,
  waitForVibe,
  type VibeTestApp,
} from '../support/api/vibe-support';

// Coding-agent repositories with BLOB_STORE=s3 (docs/architecture.md, "Stored files and backups"):
// the worker writes each session's repository to the bucket as a bundle whenever its branches
// move; a web process without the worker's disk (here: DATA_DIR/vibe/<id> removed) answers the
// diff and both downloads from the bundle, byte for byte as before, and fetches again when the
// bundle changes. Deleting the workspace removes the bundle; the sweeper removes an orphaned one.

// Sessions wait before their pull request until the gate opens (set while one is watched).
let holdPullRequest = false;
const gate = createStepGate((step) => holdPullRequest && step === 'pull_request');
let s3: LocalS3;
let t: VibeTestApp;
let storage: FileStorage;
let ada: SignedIn;
let session: VibeSession;
const scratch = mkdtempSync(join(tmpdir(), 'labforge-vibe-s3-'));

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await vibeTestApp({ env: s3.env, vibeHooks: gate.hooks });
  storage = fileStorageFor(loadConfig({ ...s3.env, DATA_DIR: t.dataDir }));
  ada = await signIn(t.app);
}, 60_000);
afterAll(async () => {
  gate.open();
  await t?.close();
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string, who = ada) => t.app.inject({ method: 'GET', url, headers: who.headers });
const lines = (text: string) => text.split('\n').filter(Boolean).sort();

/** The stored bundle, written to a file the test owns; null when the bucket has none. */
async function storedBundle(id: string, name = 'stored.bundle'): Promise<string | null> {
  const opened = await storage.open(vibeBundleKey(id));
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Buffer));
  const file = join(scratch, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** The branches a bundle or a repository holds: "<commit> refs/heads/<name>" lines. */
const headsOfBundle = async (file: string) =>
  lines(await git(scratch, 'bundle', 'list-heads', file)).filter((line) => line.includes(' refs/heads/'));
const headsOfRepository = async (dir: string) =>
  lines(await git(dir, 'for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads'));

/** What a web process answers for the session: each changed file's diff, the bundle and the tar.gz. */
async function answers(s: VibeSession) {
  const diffs = [];
  for (const file of s.files) {
    const response = await get(`/v1/vibe-sessions/${s.id}/diff?path=${encodeURIComponent(file.path)}`);
    expect(response.statusCode, response.body).toBe(200);
    diffs.push(response.json());
  }
  const bundle = await get(`/v1/vibe-sessions/${s.id}/download`);
  const tarball = await get(`/v1/vibe-sessions/${s.id}/download?format=tar.gz`);
  expect([bundle.statusCode, tarball.statusCode]).toEqual([200, 200]);
  expect(bundle.headers['content-length']).toBe(String(bundle.rawPayload.length));
  expect(tarball.headers['content-length']).toBe(String(tarball.rawPayload.length));
  return { diffs, bundle: bundle.rawPayload, tarball: tarball.rawPayload };
}

describe('a coding session’s repository with BLOB_STORE=s3', () => {
  it('is stored as a bundle of every branch while the session works, and when it ends', async () => {
    const idea = await plainIdea(t.app, ada, 'Bundled follow-up calls');
    holdPullRequest = true;
    const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
    await gate.reached(id);
    // Held before its pull request: every commit so far is in the bucket already.
    const repo = repositoryOf(t.dataDir, id);
    const midway = await storedBundle(id, 'midway.bundle');
    expect(midway).not.toBeNull();
    expect(await headsOfBundle(midway!)).toEqual(await headsOfRepository(repo));
    gate.open();
    session = await waitForVibe(t.app, ada, id);
    expect(session.status).toBe('completed');
    const final = await storedBundle(id, 'final.bundle');
    expect(await headsOfBundle(final!)).toEqual(await headsOfRepository(repo));
    expect((await headsOfBundle(final!)).map((line) => line.split(' ')[1]).sort()).toEqual(
      ['refs/heads/main', `refs/heads/${session.featureBranch}`].sort(),
    );
    // Whole: it needs no other objects, so an empty repository verifies it.
    const empty = join(scratch, 'empty');
    await git(scratch, 'init', '--quiet', empty);
    await git(empty, 'bundle', 'verify', '--quiet', final!);
  });

  it('answers the diff and both downloads byte for byte from the bucket when the worker’s disk is elsewhere', async () => {
    expect(session.files.length).toBeGreaterThan(1);
    const before = await answers(session);
    // The working repository answered: no copy of the bundle was made beside it.
    expect(existsSync(cacheDirOf(t.dataDir, session.id))).toBe(false);
    // The bundle download is the stored bundle: the same command on the same commits.
    const stored = await storedBundle(session.id);
    expect(before.bundle.equals(readFileSync(stored!))).toBe(true);

    rmSync(repositoryOf(t.dataDir, session.id), { recursive: true, force: true });
    const after = await answers(session);
    expect(after.diffs).toEqual(before.diffs);
    expect(after.bundle.equals(before.bundle)).toBe(true);
    expect(after.tarball.equals(before.tarball)).toBe(true);
    expect(existsSync(join(cacheDirOf(t.dataDir, session.id), '.git'))).toBe(true);
    // Asked again, the copy is current and answers the same.
    const again = await answers(session);
    expect(again.tarball.equals(before.tarball)).toBe(true);
    expect(again.diffs).toEqual(before.diffs);
  });

  it('fetches the bundle again once a later commit replaced it in the bucket', async () => {
    const clone = join(scratch, 'later');
    const bundle = await storedBundle(session.id);
    await git(scratch, 'clone', '--quiet', '--branch', session.featureBranch, bundle!, clone);
    await git(clone, 'branch', '--quiet', 'main', 'origin/main');
    const readme = session.files.find((f) => f.path === 'README.md')!;
    writeFileSync(join(clone, 'README.md'), '# Rewritten by a later commit\n');
    await git(clone, 'add', 'README.md');
    await git(clone, 'commit', '--quiet', '-m', 'A later commit');
    // What the worker does after a commit: a bundle of every branch, committed to the bucket whole.
    const temp = await storage.tempPath();
    await git(clone, '-c', 'pack.threads=1', 'bundle', 'create', '--quiet', temp, session.featureBranch, 'main');
    await storage.commit(temp, vibeBundleKey(session.id));

    const diff = await get(`/v1/vibe-sessions/${session.id}/diff?path=${encodeURIComponent(readme.path)}`);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().diff).toContain('+# Rewritten by a later commit');
    const tarball = await get(`/v1/vibe-sessions/${session.id}/download?format=tar.gz`);
    const name = session.sessionName.replace('/', '-');
    const archive = writeBytes('later.tar.gz', tarball.rawPayload);
    expect(execFileSync('tar', ['-xzOf', archive, `${name}/README.md`], { encoding: 'utf8' })).toBe(
      '# Rewritten by a later commit\n',
    );
    const download = await get(`/v1/vibe-sessions/${session.id}/download`);
    const downloaded = writeBytes('later-download.bundle', download.rawPayload);
    expect(await headsOfBundle(downloaded)).toEqual(await headsOfRepository(clone));
  });

  it('answers 409 when the repository is neither on this disk nor in the bucket', async () => {
    await storage.remove(vibeBundleKey(session.id));
    const readme = session.files.find((f) => f.path === 'README.md')!;
    for (const url of [
      `/v1/vibe-sessions/${session.id}/diff?path=${encodeURIComponent(readme.path)}`,
      `/v1/vibe-sessions/${session.id}/download`,
      `/v1/vibe-sessions/${session.id}/download?format=tar.gz`,
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        409,
        errorOf(VIBE_MESSAGES.repositoryNotReady, 'conflict'),
      ]);
    }
    // The copy of a bundle that is gone goes too.
    expect(existsSync(cacheDirOf(t.dataDir, session.id))).toBe(false);
  });

  it('leaves the bucket with its workspace, and the sweeper removes a bundle whose session is gone', async () => {
    const bob = await signIn(t.app);
    const idea = await plainIdea(t.app, bob, 'Deleted follow-up calls');
    const id = (await triggerVibe(t.app, bob, idea.id)).json().julesSession.sessionId;
    expect((await waitForVibe(t.app, bob, id)).status).toBe('completed');
    expect(await storage.stat(vibeBundleKey(id))).not.toBeNull();
    // A web process elsewhere made its copy.
    rmSync(repositoryOf(t.dataDir, id), { recursive: true, force: true });
    expect((await get(`/v1/vibe-sessions/${id}/download?format=tar.gz`, bob)).statusCode).toBe(200);
    expect(existsSync(cacheDirOf(t.dataDir, id))).toBe(true);

    const workspaces = (await get('/v1/workspaces', bob)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${workspaces.items[0].id}`,
      headers: bob.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storage.stat(vibeBundleKey(id))).toBeNull();
    expect(existsSync(cacheDirOf(t.dataDir, id))).toBe(false);

    // A bundle whose session is gone (a job still saving as its workspace went) is an orphan; a
    // live session's bundle is not.
    const live = await triggerVibe(t.app, ada, (await plainIdea(t.app, ada, 'Kept follow-up calls')).id);
    const liveId = live.json().julesSession.sessionId;
    expect((await waitForVibe(t.app, ada, liveId)).status).toBe('completed');
    const temp = await storage.tempPath();
    writeFileSync(temp, 'a bundle saved after its session was deleted');
    await storage.commit(temp, vibeBundleKey(id));
    expect((await sweepOrphans(t.db, storage)).removed).toEqual([]);
    const later = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
    expect((await sweepOrphans(t.db, storage, { now: later })).removed).toEqual([vibeBundleKey(id)]);
    expect(await storage.stat(vibeBundleKey(id))).toBeNull();
    expect(await storage.stat(vibeBundleKey(liveId))).not.toBeNull();
  });
});

function writeBytes(name: string, bytes: Buffer): string {
  const file = join(scratch, name);
  writeFileSync(file, bytes);
  return file;
}
