import { runGit } from '../git';

// Every git call on a session's repository names it explicitly (GIT_DIR and GIT_WORK_TREE), so
// a directory that is not yet, or no longer, a repository can never send git looking upwards
// into whatever repository DATA_DIR happens to sit in.

export interface RepoRef {
  /** DATA_DIR/vibe/<vibeSessionId>: the work tree; its .git holds the repository. */
  dir: string;
  baseBranch: string;
  featureBranch: string;
}

/** `env` adds to git's environment: a remote's credentials for a fetch (vibe-remote-fetch.ts). */
export function gitIn(
  dir: string,
  args: readonly string[],
  signal?: AbortSignal,
  env: Record<string, string> = {},
): Promise<string> {
  return runGit(args, { cwd: dir, signal, env: { ...env, GIT_DIR: `${dir}/.git`, GIT_WORK_TREE: dir } });
}
