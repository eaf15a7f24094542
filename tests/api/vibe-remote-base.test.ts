import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubStub, type GitHubStub } from '../support/github-stub/github-stub';
import { signIn } from '../support/api/harness';
import {
  createStepGate,
  git,
  plainIdea,
  repositoryOf,
  triggerVibe,
  vibeStatus,
  vibeTestApp,
  waitForVibe,
  type VibeTestApp,
} from '../support/api/vibe-support';

// A session against a real repository: VIBE_GIT_REMOTE is a bare repository whose `main` has a
// commit of its own. The session builds on that main (never pushing it), writes its project under
// labforge/<slug>/, checks it there, and opens its pull request through the GitHub stand-in; a
// server stopped halfway resumes in the same folder; an unreachable remote fails the session with
// git's own words before anything is written.

const scratch = mkdtempSync(join(tmpdir(), 'labforge-vibe-remote-base-'));
const LAB_README = '# The reef lab\n\nOur own code lives here.\n';
let github: GitHubStub;
const apps: VibeTestApp[] = [];
beforeAll(async () => {
  github = await startGitHubStub();
});
// The apps share one database: each test's app is closed before the next test queues a session.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await github?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A bare repository with a main of its own: a clone commits the lab's README and pushes it. */
async function labRepository(name: string): Promise<string> {
  const dir = join(scratch, `${name}.git`);
  const clone = join(scratch, `${name}-clone`);
  await git(scratch, 'init', '--quiet', '--bare', dir);
  await git(scratch, 'clone', '--quiet', dir, clone);
  writeFileSync(join(clone, 'README.md'), LAB_README);
  await git(clone, 'add', 'README.md');
  await git(clone, 'commit', '--quiet', '-m', 'Start the lab repository');
  await git(clone, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
  return dir;
}

async function appFor(remote: string, options: Parameters<typeof vibeTestApp>[0] = {}) {
  const t = await vibeTestApp({ ...options, env: { VIBE_GIT_REMOTE: `file://${remote}`, ...options.env } });
  apps.push(t);
  return t;
}

const folderOf = (sessionName: string) => `labforge/${sessionName.split('/').pop()}`;
const lines = (text: string) => text.split('\n').filter(Boolean).sort();

describe('a session against a repository whose main has history', () => {
  it('builds on that main, writes the project in its own folder and opens the pull request there', async () => {
    const remote = await labRepository('lab');
    github.reset();
    const theirs = await git(remote, 'rev-parse', 'main');
    const t = await appFor(remote, {
      env: {
        VIBE_GITHUB_API_URL: github.url,
        VIBE_GITHUB_TOKEN: github.token,
        VIBE_GITHUB_REPOSITORY: github.repository,
      },
    });
    const ada = await signIn(t.app);
    const idea = await plainIdea(t.app, ada, 'Reef shading in a real repository');
    const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
    const session = await waitForVibe(t.app, ada, id);
    const feature = session.featureBranch;
    const folder = folderOf(session.sessionName);

    expect(session.status, session.error ?? '').toBe('completed');
    expect(session.remote).toEqual({ configured: true, pushed: true, url: `file://${remote}`, error: null });
    expect(session.activities.find((a) => a.kind === 'commit')?.message).toBe(
      `Started from main of file://${remote} at ${theirs.slice(0, 7)}; branch ${feature} created; ` +
        `the project goes in ${folder}/`,
    );
    // The remote's main is as the lab left it; the feature branch grows from it.
    expect(await git(remote, 'rev-parse', 'main')).toBe(theirs);
    expect(await git(remote, 'rev-parse', feature)).toBe(await git(repositoryOf(t.dataDir, id), 'rev-parse', feature));
    await git(remote, 'merge-base', '--is-ancestor', 'main', feature);
    expect(await git(remote, 'show', `${feature}:README.md`)).toBe(LAB_README);

    const diffed = lines(await git(remote, 'diff', '--name-only', `main..${feature}`));
    const prFiles: string[] = (await vibeStatus(t.app, ada, idea.id)).json().prFiles;
    expect([...prFiles].sort()).toEqual(diffed);
    expect(prFiles.every((path) => path.startsWith(`${folder}/`))).toBe(true);
    expect(prFiles).toEqual(
      expect.arrayContaining([`${folder}/PLAN.md`, `${folder}/.gitignore`, `${folder}/README.md`]),
    );
    expect(session.checks.map((c) => [c.name, c.status])).toEqual([
      ['Python compiles', 'passed'],
      ['Tests', 'passed'],
    ]);
    expect(session.pullRequest!.description).toContain(`\`\`\`sh\ncd ${folder}\npython3 -m unittest`);
    expect(session.pullRequest!.description).toContain(`${folder}/PLAN.md holds the plan.`);

    const code = prFiles.find((path) => path.endsWith('.py'))!;
    const diff = await t.app.inject({
      method: 'GET',
      url: `/v1/vibe-sessions/${id}/diff?path=${encodeURIComponent(code)}`,
      headers: ada.headers,
    });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().diff).toContain(`+++ b/${code}`);

    // The download clones into the lab's history with the project on top.
    const bundle = await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${id}/download`, headers: ada.headers });
    writeFileSync(join(scratch, 'lab.bundle'), bundle.rawPayload);
    await git(
      scratch,
      'clone',
      '--quiet',
      '--branch',
      feature,
      join(scratch, 'lab.bundle'),
      join(scratch, 'lab-download'),
    );
    expect(await git(join(scratch, 'lab-download'), 'rev-parse', 'origin/main')).toBe(theirs);
    expect(lines(await git(join(scratch, 'lab-download'), 'ls-files', folder))).toEqual(diffed);

    expect(github.requests.map((r) => r.body)).toEqual([expect.objectContaining({ head: feature, base: 'main' })]);
    expect(session.pullRequest!.url).toBe(`${github.url}/${github.repository}/pull/1`);
  });

  it('resumes after a restart in the same folder, each file committed once', async () => {
    const remote = await labRepository('restart');
    const dataDir = mkdtempSync(join(tmpdir(), 'labforge-vibe-remote-restart-'));
    const gate = createStepGate((step) => step.endsWith('/metrics.py'));
    const first = await appFor(remote, { vibeHooks: gate.hooks, dataDir });
    const ada = await signIn(first.app);
    const idea = await plainIdea(first.app, ada, 'Interrupted reef idea');
    const id = (await triggerVibe(first.app, ada, idea.id)).json().julesSession.sessionId;
    await gate.reached(id);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    await gate.stopped(id);

    const second = await appFor(remote, { dataDir });
    const done = await waitForVibe(second.app, ada, id);
    rmSync(dataDir, { recursive: true, force: true });
    expect(done.status, done.error ?? '').toBe('completed');
    const folder = folderOf(done.sessionName);
    const paths = done.files.map((f) => f.path);
    expect(paths.every((path) => path.startsWith(`${folder}/`))).toBe(true);
    expect(lines(await git(remote, 'diff', '--name-only', `main..${done.featureBranch}`))).toEqual(
      lines(paths.join('\n')),
    );
    const logged = done.activities.flatMap((a) => (a.path ? [a.path] : []));
    expect(logged.sort()).toEqual([...paths].sort());
    const subjects = (await git(remote, 'log', '--format=%s', `main..${done.featureBranch}`)).split('\n');
    const adds = subjects.filter((s) => s.startsWith('Add '));
    expect(adds).toHaveLength(paths.length);
    expect(adds.every((s) => s.startsWith(`Add ${folder}/`))).toBe(true);
    expect(done.checks.map((c) => c.status)).toEqual(['passed', 'passed']);
  });

  it('fails with git’s own words when the remote cannot be reached, before anything is written', async () => {
    const missing = join(scratch, 'missing.git');
    const t = await appFor(missing);
    const ada = await signIn(t.app);
    const idea = await plainIdea(t.app, ada, 'Unreachable idea');
    const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
    const session = await waitForVibe(t.app, ada, id);

    expect(session.status).toBe('failed');
    expect(session.error).toMatch(/^fatal: '.*missing\.git' does not appear to be a git repository/);
    expect(session.activities.some((a) => a.message.startsWith('Try 1 failed: fatal:'))).toBe(true);
    expect(session.files).toEqual([]);
    expect(session.pullRequest).toBeNull();
  });
});
