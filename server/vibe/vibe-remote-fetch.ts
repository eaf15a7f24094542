import { gitIn } from './repo/repo-git';
import { pushEnv, remoteFailure, REMOTE_TIMEOUT_MS } from './vibe-remote-push';
import type { VibeRemoteConfig } from './vibe-types';

// Reading the base branch from VIBE_GIT_REMOTE while a session's repository is made: the same
// git environment and credentials as the push (pushEnv), and, when the remote cannot be reached,
// the same words the push would have failed with.

/** The remote as configured: its URL, and GitHub's token for its https host. */
export type RemoteSource = { url: string; github: VibeRemoteConfig['github'] };

export const remoteSourceOf = (config: VibeRemoteConfig): RemoteSource | null =>
  config.gitRemote ? { url: config.gitRemote, github: config.github } : null;

/** The remote could not be asked: its message is git's, without credentials. */
export class RemoteUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteUnreachableError';
  }
}

/** Runs a git call that talks to the remote, in the repository at `dir`, under the push's deadline. */
async function remoteGit(dir: string, remote: RemoteSource, args: string[], signal: AbortSignal): Promise<string> {
  const deadline = AbortSignal.timeout(REMOTE_TIMEOUT_MS);
  try {
    return await gitIn(dir, args, AbortSignal.any([signal, deadline]), pushEnv(remote.url, remote.github));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new RemoteUnreachableError(remoteFailure(args[0], error, deadline, remote.url, remote.github));
  }
}

/** The commit the remote's branch points at, or null when it has none (an empty repository). */
export async function remoteBranchHead(
  dir: string,
  remote: RemoteSource,
  branch: string,
  signal: AbortSignal,
): Promise<string | null> {
  const ref = `refs/heads/${branch}`;
  const out = await remoteGit(dir, remote, ['ls-remote', '--', remote.url, ref], signal);
  // A pattern matches a ref's tail too (refs/heads/x/refs/heads/main): only the exact name counts.
  const line = out.split('\n').find((l) => l.split('\t')[1] === ref);
  return line ? line.split('\t')[0] : null;
}

/** Fetches the branch with its history (no tags, no remote-tracking ref); answers the commit fetched. */
export async function fetchRemoteBranch(
  dir: string,
  remote: RemoteSource,
  branch: string,
  signal: AbortSignal,
): Promise<string> {
  await remoteGit(dir, remote, ['fetch', '--quiet', '--no-tags', '--', remote.url, `refs/heads/${branch}`], signal);
  return (await gitIn(dir, ['rev-parse', '--verify', 'FETCH_HEAD^{commit}'], signal)).trim();
}
