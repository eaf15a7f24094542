import { githubMessage, type GitHubApi } from './github-client';

// Opening the session's pull request on GitHub, once its branches are there. Opening it again
// (a resumed session) finds the one already open for the branch instead of failing.

export interface PullRequestDraft {
  title: string;
  body: string;
  /** The feature branch, in the repository itself. */
  head: string;
  base: string;
  draft: boolean;
}

/** The pull request's page, or GitHub's message when it refused. */
export type PullRequestOutcome = { url: string } | { error: string };

const ALREADY_EXISTS = 'A pull request already exists';

export async function openPullRequest(
  api: GitHubApi,
  repository: string,
  draft: PullRequestDraft,
  signal: AbortSignal,
): Promise<PullRequestOutcome> {
  const [owner, name] = repository.split('/');
  const pulls = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/pulls`;
  const created = await api.request('POST', pulls, draft, signal);
  const url = htmlUrl(created.body);
  if (created.status === 201 && url) return { url };
  const message = githubMessage(created);
  if (created.status !== 422 || !message.includes(ALREADY_EXISTS)) return { error: message };

  const query = new URLSearchParams({ head: `${owner}:${draft.head}`, base: draft.base, state: 'open' });
  const listed = await api.request('GET', `${pulls}?${query}`, undefined, signal);
  if (listed.status !== 200) return { error: githubMessage(listed) };
  const existing = Array.isArray(listed.body) ? listed.body.map(htmlUrl).find(Boolean) : null;
  return existing ? { url: existing } : { error: message };
}

function htmlUrl(body: unknown): string | null {
  const url = (body as { html_url?: unknown } | null)?.html_url;
  return typeof url === 'string' && url ? url : null;
}
