import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gitIn, type RepoRef } from './repo-git';

// Commits on the feature branch, one per file or fix, and what the branch holds. Paths are
// checked safe (names.ts, isSafeRepoPath) before they reach here.

export interface Commit {
  sha: string;
  message: string;
}

/** Writes the files and commits them; answers false when they changed nothing. */
export async function commitFiles(
  ref: RepoRef,
  files: Array<{ path: string; content: string }>,
  message: string,
  signal: AbortSignal,
): Promise<boolean> {
  for (const file of files) {
    const target = join(ref.dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  const paths = files.map((f) => f.path);
  // Named files are committed even where a repository's own .gitignore would leave them out.
  await gitIn(ref.dir, ['add', '--force', '--', ...paths], signal);
  try {
    await gitIn(ref.dir, ['commit', '--quiet', '--no-verify', '-m', message, '--', ...paths], signal);
    return true;
  } catch (error) {
    // Nothing staged (the files were already so): no commit, and no error.
    const staged = await gitIn(ref.dir, ['diff', '--cached', '--name-only', '--', ...paths], signal);
    if (staged.trim() === '') return false;
    throw error;
  }
}

/** Every path a branch (the feature branch unless named) holds at its head. */
export async function pathsOnBranch(
  ref: RepoRef,
  signal?: AbortSignal,
  branch = ref.featureBranch,
): Promise<Set<string>> {
  const out = await gitIn(ref.dir, ['ls-tree', '-r', '-z', '--name-only', branch], signal);
  return new Set(out.split('\0').filter(Boolean));
}

/** The feature branch's commits since the base branch, oldest first. */
export async function branchCommits(ref: RepoRef, signal?: AbortSignal): Promise<Commit[]> {
  const out = await gitIn(
    ref.dir,
    ['log', '--reverse', '--format=%H%x00%s%x00', `${ref.baseBranch}..${ref.featureBranch}`],
    signal,
  );
  const fields = out.split('\0').map((f) => f.replace(/^\n/, ''));
  const commits: Commit[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) commits.push({ sha: fields[i], message: fields[i + 1] });
  return commits;
}

/** The files as the work tree holds them (at the branch head after openRepository). */
export async function readFiles(ref: RepoRef, paths: string[]): Promise<Array<{ path: string; content: string }>> {
  return Promise.all(paths.map(async (path) => ({ path, content: await readFile(join(ref.dir, path), 'utf8') })));
}
