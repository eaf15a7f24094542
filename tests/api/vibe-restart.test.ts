import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api/harness';
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

// A server stopped in the middle of a coding session, with a half-written work tree: a new server
// on the same database and DATA_DIR resumes the session where it stopped. What was committed is
// kept as it was, nothing is written twice, and the half-written files never reach a commit.

const apps: VibeTestApp[] = [];
const cleanUps: Array<() => void> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  cleanUps.forEach((cleanUp) => cleanUp());
});

const subjects = async (repo: string, range: string) =>
  (await git(repo, 'log', '--reverse', '--format=%H %s', range)).split('\n').filter(Boolean);

describe('a coding session interrupted by a restart', () => {
  it('resumes on a new server and completes with one commit per file', async () => {
    const gate = createStepGate((step) => step.endsWith('/metrics.py'));
    const dataDir = mkdtempSync(join(tmpdir(), 'labforge-vibe-restart-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await vibeTestApp({ vibeHooks: gate.hooks, dataDir });
    apps.push(first);
    const ada = await signIn(first.app);
    const idea = await plainIdea(first.app, ada, 'Interrupted idea');
    const id = (await triggerVibe(first.app, ada, idea.id)).json().julesSession.sessionId;
    await gate.reached(id);

    const repo = repositoryOf(first.dataDir, id);
    const before = await waitForVibe(first.app, ada, id, () => true);
    const branch = before.featureBranch;
    const committed = await subjects(repo, `main..${branch}`);
    expect(committed.length).toBeGreaterThan(5);
    // What a crash mid-write leaves: a stray file, a committed file half overwritten.
    const plan = await readFile(join(repo, 'PLAN.md'), 'utf8');
    await writeFile(join(repo, 'PLAN.md'), 'half-writ');
    await writeFile(join(repo, 'stray.py'), 'def broken(:\n');
    await first.close();
    await gate.stopped(id);
    apps.splice(apps.indexOf(first), 1);

    const second = await vibeTestApp({ dataDir });
    apps.push(second);
    const done = await waitForVibe(second.app, ada, id);
    expect(done.status, JSON.stringify(done.activities.slice(-4))).toBe('completed');

    const all = await subjects(repo, `main..${branch}`);
    // The commits made before the restart are the branch's first, unchanged.
    expect(all.slice(0, committed.length)).toEqual(committed);
    const messages = all.map((line) => line.slice(41));
    expect(new Set(messages).size).toBe(messages.length);
    const plannedPaths = done.files.map((f) => f.path);
    expect(messages.filter((m) => m.startsWith('Add ') || m.startsWith('Update ')).length).toBe(plannedPaths.length);
    // Each file is logged once, whichever server wrote it.
    const logged = done.activities.flatMap((a) => (a.path ? [a.path] : []));
    expect(logged.sort()).toEqual([...plannedPaths].sort());

    expect(await git(repo, 'show', `${branch}:PLAN.md`)).toBe(plan);
    const tree = (await git(repo, 'ls-tree', '-r', '--name-only', branch)).split('\n');
    expect(tree).not.toContain('stray.py');
    expect(await git(repo, 'status', '--porcelain')).toBe('');
    await git(repo, 'fsck', '--strict');
    expect(done.checks.map((c) => c.status)).toEqual(['passed', 'passed']);
  });
});
