import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runGit } from './git';
import { createVibePublisher } from './vibe-remote';
import { BASE, createSandbox, FEATURE, headOf, type Sandbox } from './vibe-remote.test-support';

// Pushing a session's branches to a real git remote: bare repositories in a temp dir over file://,
// one of them with a hook that refuses every push.

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await createSandbox();
});
afterEach(() => sandbox.dispose());

const publisherFor = (gitRemote: string) => createVibePublisher({ gitRemote, github: null })!;

describe('createVibePublisher, pushing', () => {
  it('is null when no remote is configured', () => {
    expect(createVibePublisher({ gitRemote: null, github: null })).toBeNull();
  });

  it('pushes the base and feature branches with their commits, and again when resumed', async () => {
    const remote = await sandbox.bare('remote');
    const outcome = await publisherFor(remote.url)(sandbox.request());

    expect(outcome).toEqual({
      remote: { configured: true, pushed: true, url: remote.url, error: null },
      pullRequestUrl: null,
    });
    for (const branch of [BASE, FEATURE]) {
      expect(await headOf(remote.dir, branch)).toBe(await headOf(sandbox.repoDir, branch));
    }
    const log = await runGit(['log', '--format=%s', `refs/heads/${FEATURE}`], { cwd: remote.dir });
    expect(log.trim().split('\n')).toEqual(['Add the experiment', 'Start from the idea']);
    await expect(runGit(['fsck', '--strict'], { cwd: remote.dir })).resolves.toBeDefined();

    // A session resumed after a restart publishes again: the branches are already there.
    const again = await publisherFor(remote.url)(sandbox.request());
    expect(again.remote).toMatchObject({ pushed: true, error: null });
  });

  it('pushes only the feature branch when the base came from the remote, leaving the remote’s base as it was', async () => {
    const remote = await sandbox.bare('lab', { seed: { 'README.md': '# Our lab\n' } });
    const theirs = await headOf(remote.dir, BASE);
    // Our base is unrelated to the remote's: pushing it would be refused as a non-fast-forward.
    const both = await publisherFor(remote.url)(sandbox.request());
    expect(both.remote.pushed).toBe(false);
    expect(both.remote.error).toMatch(/rejected[\s\S]*main -> main/);

    const outcome = await publisherFor(remote.url)(sandbox.request({ baseOnRemote: true }));
    expect(outcome.remote).toEqual({ configured: true, pushed: true, url: remote.url, error: null });
    expect(await headOf(remote.dir, FEATURE)).toBe(await headOf(sandbox.repoDir, FEATURE));
    expect(await headOf(remote.dir, BASE)).toBe(theirs);
  });

  it('answers the message of a remote whose hook refuses the push, and nothing arrives there', async () => {
    const remote = await sandbox.bare('protected', { refuse: 'Pushes to this repository are closed for the audit' });
    const warn = vi.fn();
    const outcome = await createVibePublisher({ gitRemote: remote.url, github: null }, { info: vi.fn(), warn })!(
      sandbox.request(),
    );

    expect(outcome.pullRequestUrl).toBeNull();
    expect(outcome.remote).toMatchObject({ configured: true, pushed: false, url: remote.url });
    expect(outcome.remote.error).toContain('Pushes to this repository are closed for the audit');
    expect(outcome.remote.error).toContain('pre-receive hook declined');
    expect(await headOf(remote.dir, FEATURE)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers git’s message for a remote that is not a repository', async () => {
    const outcome = await publisherFor(`file://${sandbox.dir}/missing.git`)(sandbox.request());
    expect(outcome.remote.pushed).toBe(false);
    expect(outcome.remote.error).toMatch(/does not appear to be a git repository/);
  });

  it('never shows the credentials a remote URL carries, in its url or its message', async () => {
    // Port 9 on loopback: nothing listens, so git fails at once and names the URL.
    const outcome = await publisherFor('https://alice:s3cret-token@127.0.0.1:9/lab/reef.git')(sandbox.request());

    expect(outcome.remote.url).toBe('https://127.0.0.1:9/lab/reef.git');
    expect(outcome.remote.pushed).toBe(false);
    expect(outcome.remote.error).toBeTruthy();
    expect(outcome.remote.error).not.toContain('s3cret-token');
    expect(outcome.remote.error).not.toContain('alice');
  });

  it('throws the caller’s abort instead of answering an outcome', async () => {
    const remote = await sandbox.bare('remote');
    const controller = new AbortController();
    controller.abort(new Error('session cancelled'));
    await expect(publisherFor(remote.url)(sandbox.request({ signal: controller.signal }))).rejects.toThrow(
      'session cancelled',
    );
  });
});
