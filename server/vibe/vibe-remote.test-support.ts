import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runGit } from './git';
import type { PublishRequest } from './vibe-types';

// Real repositories in a temp dir for the publisher's tests: a session's work tree with a base and
// a feature branch, and bare repositories standing in for remotes.

export const BASE = 'main';
export const FEATURE = 'vibe/reef-shading';

export interface Sandbox {
  dir: string;
  /** The session's repository (a work tree). */
  repoDir: string;
  /**
   * A bare repository, its path and its file:// URL; `seed` gives it a `main` with one commit of
   * its own (a clone commits the files and pushes them), as a real repository has.
   */
  bare(
    name: string,
    options?: { refuse?: string; seed?: Record<string, string> },
  ): Promise<{ dir: string; url: string }>;
  request(overrides?: Partial<PublishRequest>): PublishRequest;
  dispose(): Promise<void>;
}

export async function createSandbox(): Promise<Sandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labforge-vibe-remote-'));
  const repoDir = path.join(dir, 'session');
  await runGit(['init', '--quiet', '-b', BASE, repoDir], { cwd: dir });
  await writeFile(path.join(repoDir, 'README.md'), '# Reef shading\n');
  await runGit(['add', '-A'], { cwd: repoDir });
  await runGit(['commit', '--quiet', '-m', 'Start from the idea'], { cwd: repoDir });
  await runGit(['checkout', '--quiet', '-b', FEATURE], { cwd: repoDir });
  await writeFile(path.join(repoDir, 'main.py'), 'print("shade")\n');
  await runGit(['add', '-A'], { cwd: repoDir });
  await runGit(['commit', '--quiet', '-m', 'Add the experiment'], { cwd: repoDir });

  return {
    dir,
    repoDir,
    async bare(name, options = {}) {
      const bareDir = path.join(dir, `${name}.git`);
      await runGit(['init', '--quiet', '--bare', bareDir], { cwd: dir });
      if (options.seed) await seedMain(bareDir, dir, options.seed);
      if (options.refuse) {
        // A server-side hook that says no, as a protected repository would.
        const hook = path.join(bareDir, 'hooks', 'pre-receive');
        await writeFile(hook, `#!/bin/sh\necho "${options.refuse}" >&2\nexit 1\n`);
        await chmod(hook, 0o755);
      }
      return { dir: bareDir, url: pathToFileURL(bareDir).href };
    },
    request: (overrides = {}) => ({
      repoDir,
      baseBranch: BASE,
      featureBranch: FEATURE,
      pullRequest: {
        title: 'Reef shading experiment',
        description: '## What was built\nA runnable project.',
        draft: false,
      },
      signal: new AbortController().signal,
      ...overrides,
    }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Gives a bare repository a `main` of its own: cloned, committed by a lab member, pushed. */
export async function seedMain(bareDir: string, scratch: string, files: Record<string, string>): Promise<void> {
  const clone = await mkdtemp(path.join(scratch, 'seed-'));
  await runGit(['clone', '--quiet', bareDir, clone], { cwd: scratch });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clone, name)), { recursive: true });
    await writeFile(path.join(clone, name), content);
  }
  await runGit(['add', '-A'], { cwd: clone });
  const author = { GIT_AUTHOR_NAME: 'Ada Lab', GIT_AUTHOR_EMAIL: 'ada@lab.example' };
  await runGit(['commit', '--quiet', '-m', 'Our lab’s repository'], { cwd: clone, env: author });
  await runGit(['push', '--quiet', 'origin', `HEAD:refs/heads/${BASE}`], { cwd: clone });
  await rm(clone, { recursive: true, force: true });
}

/** The commit a branch points at, or null when the repository has no such branch. */
export async function headOf(gitDir: string, branch: string): Promise<string | null> {
  try {
    return (await runGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], { cwd: gitDir })).trim();
  } catch {
    return null;
  }
}
