import { GitError, runGit } from './git';
import { redactMessage } from './vibe-remote-redact';

// Pushing the session's branches to VIBE_GIT_REMOTE with the system git. A remote that refuses
// (a hook, a protected branch, bad credentials) answers its own message; only the caller's abort
// throws.

/** The most a push (or a fetch) may take: a remote that stops answering fails it instead of the session hanging. */
export const REMOTE_TIMEOUT_MS = 5 * 60_000;
/** The head of git's message is enough; the rest repeats per ref. */
const MAX_MESSAGE_CHARS = 4000;

export interface PushRequest {
  repoDir: string;
  remoteUrl: string;
  branches: readonly string[];
  /** GitHub's token, sent to the remote only when it is that GitHub's https host. */
  github: { apiUrl: string; token: string } | null;
  signal: AbortSignal;
}

/** Null when every branch arrived, else the remote's message without credentials. */
export async function pushBranches(request: PushRequest): Promise<string | null> {
  const deadline = AbortSignal.timeout(REMOTE_TIMEOUT_MS);
  const refspecs = request.branches.map((b) => `refs/heads/${b}:refs/heads/${b}`);
  try {
    await runGit(['push', '--', request.remoteUrl, ...refspecs], {
      cwd: request.repoDir,
      signal: AbortSignal.any([request.signal, deadline]),
      env: pushEnv(request.remoteUrl, request.github),
    });
    return null;
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    return remoteFailure('push', error, deadline, request.remoteUrl, request.github);
  }
}

/** What a failed push, ls-remote or fetch says: git's words, tidied, without any credentials. */
export function remoteFailure(
  command: string,
  error: unknown,
  deadline: AbortSignal,
  remoteUrl: string,
  github: PushRequest['github'],
): string {
  if (deadline.aborted) return `git ${command} did not finish within ${REMOTE_TIMEOUT_MS / 60_000} minutes`;
  const message = error instanceof GitError ? error.message : String(error);
  return redactMessage(tidy(message), [github?.token, urlPassword(remoteUrl)]);
}

/**
 * What git needs beyond the isolated environment to reach the remote (push, ls-remote, fetch): ssh
 * never prompts (a host key or passphrase question fails the call), and a GitHub token
 * authenticates https to that GitHub's own host when the URL carries no credentials, the way
 * GitHub's own checkout action does.
 */
export function pushEnv(remoteUrl: string, github: PushRequest['github']): Record<string, string> {
  const env: Record<string, string> = { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
  const remote = parseHttps(remoteUrl);
  if (!github || !remote || remote.username || remote.hostname !== githubWebHost(github.apiUrl)) return env;
  const basic = Buffer.from(`x-access-token:${github.token}`).toString('base64');
  return {
    ...env,
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${remote.origin}/.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
  };
}

/** api.github.com serves github.com; GitHub Enterprise serves its API on its own host (/api/v3). */
export function githubWebHost(apiUrl: string): string | null {
  const host = parseHttps(apiUrl)?.hostname ?? null;
  return host === 'api.github.com' ? 'github.com' : host;
}

function parseHttps(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

function urlPassword(url: string): string | null {
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

/** Lines without git's trailing padding, and no more than a screen of them. */
function tidy(message: string): string {
  const text = message
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
}
