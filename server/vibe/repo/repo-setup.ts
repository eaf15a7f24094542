import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runGit } from '../git';
import { fetchRemoteBranch, remoteBranchHead, type RemoteSource } from '../vibe-remote-fetch';
import { ProjectRoot } from './project-root';
import { gitIn, type RepoRef } from './repo-git';

// A session's repository on disk: made once (the base branch, ours or the remote's, and the feature
// branch on it), and on every later run of the job put back to the feature branch's head, so a
// work tree a crash left half-written never reaches a commit.

/** Kept out of every commit: bytecode, environments, dependencies, results and raw data (anchored at the project). */
export const GITIGNORE = [
  '__pycache__/',
  '*.py[cod]',
  '.venv/',
  'venv/',
  'node_modules/',
  'results.json',
  '/data/',
  '.DS_Store',
  '',
].join('\n');

export interface BaseContent {
  readme: string;
  /** The base commit's message. */
  message: string;
}

export const repoDirOf = (dataDir: string, vibeSessionId: string) => join(dataDir, 'vibe', vibeSessionId);

/** True once the repository is complete: its feature branch exists. */
export async function repositoryExists(ref: RepoRef): Promise<boolean> {
  if (!existsSync(join(ref.dir, '.git'))) return false;
  try {
    await gitIn(ref.dir, ['rev-parse', '--verify', '--quiet', `refs/heads/${ref.featureBranch}`]);
    return true;
  } catch {
    return false;
  }
}

export interface RepoSetup {
  /** Our base commit, made when the base branch does not come from the remote. */
  base: BaseContent;
  /** VIBE_GIT_REMOTE, asked for the base branch; null when none is configured. */
  remote: RemoteSource | null;
  /** Where the project goes when the base branch comes from the remote (projectFolderOf). */
  folder: string;
}

export interface OpenedRepository {
  /** Made by this call; false: an earlier run's, put back to its feature branch's head. */
  made: boolean;
  project: ProjectRoot;
  /** Made now on the remote's base branch: the commit it starts from. */
  remoteBase: string | null;
}

/** The repository's own record of the project's folder, set when it is made on the remote's base. */
const PROJECT_ROOT_KEY = 'labforge.projectRoot';

async function storedProjectRoot(dir: string, signal: AbortSignal): Promise<ProjectRoot> {
  // Unset (exit code 1): the project is the repository, as in every repository made on our own base.
  const root = await gitIn(dir, ['config', '--get', PROJECT_ROOT_KEY], signal).catch(() => '');
  return new ProjectRoot(root.trim());
}

/**
 * Makes the repository, or puts an existing one back to its feature branch's head. With a remote
 * whose base branch exists, the base is the remote's commit and the project goes in its folder;
 * otherwise the base is our README commit and the project is the repository. A remote that cannot
 * be asked fails with git's message (RemoteUnreachableError).
 */
export async function openRepository(ref: RepoRef, setup: RepoSetup, signal: AbortSignal): Promise<OpenedRepository> {
  if (await repositoryExists(ref)) {
    await gitIn(ref.dir, ['checkout', '--quiet', '--force', ref.featureBranch], signal);
    await gitIn(ref.dir, ['reset', '--quiet', '--hard', 'HEAD'], signal);
    await gitIn(ref.dir, ['clean', '--quiet', '-d', '--force', '-x'], signal);
    return { made: false, project: await storedProjectRoot(ref.dir, signal), remoteBase: null };
  }
  // Built beside its place and renamed in whole: a crash mid-way leaves no half-made repository.
  const partial: RepoRef = { ...ref, dir: join(dirname(ref.dir), `${basename(ref.dir)}.partial`) };
  await rm(partial.dir, { recursive: true, force: true });
  await rm(ref.dir, { recursive: true, force: true });
  await mkdir(partial.dir, { recursive: true });
  await runGit(['init', '--quiet', `--initial-branch=${ref.baseBranch}`, partial.dir], {
    cwd: dirname(partial.dir),
    signal,
  });
  const { remote } = setup;
  const onRemote = remote !== null && (await remoteBranchHead(partial.dir, remote, ref.baseBranch, signal)) !== null;
  const remoteBase = onRemote ? await startOnRemoteBase(partial, remote, setup.folder, signal) : null;
  if (!onRemote) await startOnOwnBase(partial, setup.base, signal);
  await rename(partial.dir, ref.dir);
  return { made: true, project: new ProjectRoot(remoteBase ? setup.folder : ''), remoteBase };
}

async function startOnOwnBase(ref: RepoRef, base: BaseContent, signal: AbortSignal): Promise<void> {
  await writeFile(join(ref.dir, 'README.md'), base.readme);
  await writeFile(join(ref.dir, '.gitignore'), GITIGNORE);
  await gitIn(ref.dir, ['add', '--', 'README.md', '.gitignore'], signal);
  await gitIn(ref.dir, ['commit', '--quiet', '--no-verify', '-m', base.message], signal);
  await gitIn(ref.dir, ['checkout', '--quiet', '-b', ref.featureBranch], signal);
}

/** The base branch is the remote's, history and all; the feature branch starts on it. */
async function startOnRemoteBase(ref: RepoRef, remote: RemoteSource, folder: string, signal: AbortSignal) {
  const commit = await fetchRemoteBranch(ref.dir, remote, ref.baseBranch, signal);
  await gitIn(ref.dir, ['update-ref', `refs/heads/${ref.baseBranch}`, commit, ''], signal);
  await gitIn(ref.dir, ['checkout', '--quiet', '--force', '-b', ref.featureBranch, ref.baseBranch], signal);
  await gitIn(ref.dir, ['config', PROJECT_ROOT_KEY, folder], signal);
  return commit;
}
