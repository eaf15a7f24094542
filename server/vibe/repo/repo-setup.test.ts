import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runGit } from '../git';
import { RemoteUnreachableError, type RemoteSource } from '../vibe-remote-fetch';
import { createVibePublisher } from '../vibe-remote';
import { BASE, createSandbox, FEATURE, headOf, type Sandbox } from '../vibe-remote.test-support';
import { ProjectRoot, projectFolderOf } from './project-root';
import type { RepoRef } from './repo-git';
import { openRepository, repositoryExists } from './repo-setup';

// Making a session's repository against real bare repositories over file://: on the remote's own
// base branch when it has one (the project then goes in labforge/<slug>/), on a README commit of
// our own when it is empty or none is configured, and failing with git's words when unreachable.

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await createSandbox();
});
afterEach(() => sandbox.dispose());

const BRANCH = 'vibe/reef-shading-1a2b';
const FOLDER = 'labforge/reef-shading-1a2b';
const base = { readme: '# Reef shading\n', message: 'Add README.md: Reef shading' };
const refIn = (name: string): RepoRef => ({
  dir: path.join(sandbox.dir, 'data', 'vibe', name),
  baseBranch: BASE,
  featureBranch: BRANCH,
});
const open = (ref: RepoRef, remote: RemoteSource | null) =>
  openRepository(ref, { base, remote, folder: FOLDER }, new AbortController().signal);
const source = (url: string): RemoteSource => ({ url, github: null });
const log = async (dir: string, range: string) =>
  (await runGit(['log', '--format=%s', range], { cwd: dir })).trim().split('\n');

describe('openRepository', () => {
  it('starts on the remote’s own base branch, history and all, with the project in its folder', async () => {
    const remote = await sandbox.bare('lab', { seed: { 'README.md': '# Our lab\n', 'src/app.py': 'x = 1\n' } });
    const ref = refIn('one');
    const opened = await open(ref, source(remote.url));

    expect(opened).toEqual({
      made: true,
      project: new ProjectRoot(FOLDER),
      remoteBase: await headOf(remote.dir, BASE),
    });
    expect(await headOf(ref.dir, BASE)).toBe(opened.remoteBase);
    expect(await headOf(ref.dir, BRANCH)).toBe(opened.remoteBase);
    expect(await log(ref.dir, BASE)).toEqual(['Our lab’s repository']);
    expect(await readFile(path.join(ref.dir, 'README.md'), 'utf8')).toBe('# Our lab\n');
    expect((await runGit(['symbolic-ref', '--short', 'HEAD'], { cwd: ref.dir })).trim()).toBe(BRANCH);
    // Only the two branches: no remote-tracking ref or tag rides along into a download.
    const refs = await runGit(['for-each-ref', '--format=%(refname)'], { cwd: ref.dir });
    expect(refs.trim().split('\n').sort()).toEqual([`refs/heads/${BASE}`, `refs/heads/${BRANCH}`]);

    // A resumed job finds the project's folder again in the repository itself.
    const again = await open(ref, source(remote.url));
    expect(again).toEqual({ made: false, project: new ProjectRoot(FOLDER), remoteBase: null });
  });

  it('makes our README commit on an empty remote, and with no remote, the project at the root', async () => {
    const remote = await sandbox.bare('empty');
    for (const [name, from] of [
      ['empty', source(remote.url)],
      ['none', null],
    ] as const) {
      const ref = refIn(name);
      expect(await open(ref, from)).toEqual({ made: true, project: new ProjectRoot(''), remoteBase: null });
      expect(await log(ref.dir, BASE)).toEqual([base.message]);
      expect(await open(ref, from)).toMatchObject({ made: false, project: new ProjectRoot('') });
    }
  });

  it('counts only the base branch by its exact name', async () => {
    const remote = await sandbox.bare('decoy');
    const seeded = await sandbox.bare('decoy-seed', { seed: { 'README.md': 'x\n' } });
    // A branch whose name ends like refs/heads/main: ls-remote's pattern matches it too.
    await runGit(['push', '--quiet', remote.url, `${BASE}:refs/heads/team/refs/heads/${BASE}`], { cwd: seeded.dir });
    expect(await open(refIn('decoy'), source(remote.url))).toMatchObject({ project: new ProjectRoot('') });
  });

  it('fails with the words the push would have failed with when the remote cannot be reached', async () => {
    const url = `file://${sandbox.dir}/missing.git`;
    const ref = refIn('unreachable');
    const failure = await open(ref, source(url)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnreachableError);
    const atPush = await createVibePublisher({ gitRemote: url, github: null })!(sandbox.request());
    expect((failure as Error).message).toBe(atPush.remote.error);
    expect((failure as Error).message).toMatch(/does not appear to be a git repository/);
    expect(await repositoryExists(ref)).toBe(false);
  });

  it('never shows the credentials a remote URL carries in its message', async () => {
    const url = 'https://alice:s3cret-token@127.0.0.1:9/lab/reef.git';
    const failure = (await open(refIn('secret'), source(url)).catch((error: unknown) => error)) as Error;
    expect(failure).toBeInstanceOf(RemoteUnreachableError);
    expect(failure.message).toBeTruthy();
    expect(failure.message).not.toContain('s3cret-token');
    expect(failure.message).not.toContain('alice');
  });
});

describe('the project’s folder', () => {
  it('is labforge/ and the slug of the session name', () => {
    expect(projectFolderOf(BRANCH)).toBe(FOLDER);
    expect(projectFolderOf(FEATURE)).toBe('labforge/reef-shading');
    expect(projectFolderOf('vibe/')).toBe('labforge/experiment');
  });

  it('maps the project’s paths to the repository’s and back, leaving the rest of the repository out', () => {
    const project = new ProjectRoot(FOLDER);
    expect(project.toRepo('src/a.py')).toBe(`${FOLDER}/src/a.py`);
    expect(project.fromRepo(`${FOLDER}/src/a.py`)).toBe('src/a.py');
    expect(project.fromRepo('labforge/reef-shading-1a2bc/a.py')).toBeNull();
    expect([...project.within(['README.md', `${FOLDER}/PLAN.md`])]).toEqual(['PLAN.md']);
    expect(project.dirIn('/w')).toBe(`/w/${FOLDER}`);
    const whole = new ProjectRoot('');
    expect([whole.toRepo('a.py'), whole.fromRepo('a.py'), whole.dirIn('/w')]).toEqual(['a.py', 'a.py', '/w']);
  });
});
