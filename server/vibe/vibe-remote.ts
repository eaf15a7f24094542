import type { FastifyBaseLogger } from 'fastify';
import { createGitHubApi, GitHubUnreachableError, type GitHubDeps } from './github-client';
import { openPullRequest } from './github-pulls';
import { pushBranches } from './vibe-remote-push';
import { redactMessage, redactUrl } from './vibe-remote-redact';
import type { PublishOutcome, PublishRequest, VibePublisher, VibeRemote, VibeRemoteConfig } from './vibe-types';

// Where a finished session goes when a remote is configured (docs/architecture.md, "The coding
// agent"): its feature branch, and its base branch unless that came from the remote, are pushed
// to VIBE_GIT_REMOTE (never forced), then, with GitHub set, a pull request is opened there. A
// refusal at either step is an outcome carrying the remote's own message, never a throw; only the
// caller's abort throws.

export type PublisherLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface PublisherOptions {
  /** Seams for tests: GitHub's HTTP, pauses and clock. */
  github?: Partial<GitHubDeps>;
  /** The most one GitHub call may take, retries included (default 30 s). */
  githubTimeoutMs?: number;
}

/** Null when no remote is configured: the session's repository stays on this machine. */
export function createVibePublisher(
  config: VibeRemoteConfig,
  log?: PublisherLog,
  options: PublisherOptions = {},
): VibePublisher | null {
  const remoteUrl = config.gitRemote;
  if (!remoteUrl) return null;
  const github = config.github;
  const api = github
    ? createGitHubApi({
        apiUrl: github.apiUrl,
        token: github.token,
        timeoutMs: options.githubTimeoutMs,
        deps: options.github,
      })
    : null;
  const shownUrl = redactUrl(remoteUrl);

  return async (request: PublishRequest): Promise<PublishOutcome> => {
    const remote: VibeRemote = { configured: true, pushed: false, url: shownUrl, error: null };
    const refused = await pushBranches({
      repoDir: request.repoDir,
      remoteUrl,
      branches: request.baseOnRemote ? [request.featureBranch] : [request.baseBranch, request.featureBranch],
      github,
      signal: request.signal,
    });
    if (refused) {
      log?.warn({ remote: shownUrl, error: refused }, 'vibe: the remote refused the push');
      return { remote: { ...remote, error: refused }, pullRequestUrl: null };
    }
    log?.info({ remote: shownUrl, branch: request.featureBranch }, 'vibe: branches pushed');
    if (!github || !api) return { remote: { ...remote, pushed: true }, pullRequestUrl: null };

    const pr = request.pullRequest;
    const draft = {
      title: pr.title,
      body: pr.description,
      head: request.featureBranch,
      base: request.baseBranch,
      draft: pr.draft,
    };
    const opened = await openPullRequest(api, github.repository, draft, request.signal).catch((error: unknown) => {
      if (error instanceof GitHubUnreachableError) return { error: error.message };
      throw error;
    });
    if ('error' in opened) {
      const error = redactMessage(opened.error, [github.token]);
      log?.warn({ repository: github.repository, error }, 'vibe: GitHub did not open the pull request');
      return { remote: { ...remote, pushed: true, error }, pullRequestUrl: null };
    }
    log?.info({ repository: github.repository, url: opened.url }, 'vibe: pull request opened');
    return { remote: { ...remote, pushed: true }, pullRequestUrl: opened.url };
  };
}
