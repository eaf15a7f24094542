import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api/harness';
import { git, plainIdea, repositoryOf, triggerVibe, vibeTestApp, waitForVibe } from '../support/api/vibe-support';

// A finished session with VIBE_GIT_REMOTE set, against bare repositories over file://: one that
// takes the push (the branches arrive, the timeline says so), and one whose hook refuses it (the
// session fails with the remote's own message; its repository and pull request record stay).

const scratch = mkdtempSync(join(tmpdir(), 'labforge-vibe-remote-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function bareRepository(name: string, refuse: boolean): Promise<string> {
  const dir = join(scratch, `${name}.git`);
  await git(scratch, 'init', '--quiet', '--bare', dir);
  if (refuse) {
    const hook = join(dir, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "pushes to this lab remote are closed for review" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
  }
  return dir;
}

async function finishedSession(remote: string, title: string) {
  const t = await vibeTestApp({ env: { VIBE_GIT_REMOTE: `file://${remote}` } });
  try {
    const ada = await signIn(t.app);
    const idea = await plainIdea(t.app, ada, title);
    const queued = (await triggerVibe(t.app, ada, idea.id)).json();
    expect(queued.session.remote).toEqual({ configured: true, pushed: false, url: null, error: null });
    const id = queued.julesSession.sessionId;
    const session = await waitForVibe(t.app, ada, id);
    const repo = repositoryOf(t.dataDir, id);
    return { session, head: await git(repo, 'rev-parse', session.featureBranch), files: await git(repo, 'ls-files') };
  } finally {
    await t.close();
  }
}

describe('publishing a finished session', () => {
  it('pushes both branches to the remote and says so in the timeline', async () => {
    const remote = await bareRepository('accepting', false);
    const { session, head } = await finishedSession(remote, 'Pushed idea');
    expect(session.status).toBe('completed');
    expect(session.remote).toEqual({ configured: true, pushed: true, url: `file://${remote}`, error: null });
    expect(session.activities.find((a) => a.kind === 'push')?.message).toBe(
      `Pushed ${session.featureBranch} to file://${remote}`,
    );
    expect(await git(remote, 'rev-parse', session.featureBranch)).toBe(head);
    expect((await git(remote, 'branch', '--format=%(refname:short)')).split('\n')).toContain('main');
    // An empty remote gets our base commit, and the project at the repository's root.
    expect((await git(remote, 'log', '--format=%s', 'main')).trim()).toBe('Add README.md: Pushed idea');
    expect(session.files.map((f) => f.path)).toContain('PLAN.md');
  });

  it('fails the session with the remote’s message when it refuses, keeping the repository and the pull request', async () => {
    const remote = await bareRepository('refusing', true);
    const { session, files } = await finishedSession(remote, 'Refused idea');
    expect(session.status).toBe('failed');
    expect(session.error).toContain('pushes to this lab remote are closed for review');
    expect(session.remote).toMatchObject({ configured: true, pushed: false, error: session.error });
    expect(session.activities.at(-2)).toMatchObject({ kind: 'error', message: session.error });
    expect(session.pullRequest).toMatchObject({ state: 'ready', url: null });
    expect(session.files.length).toBeGreaterThan(10);
    expect(files).toContain('PLAN.md');
  });
});
