import type { VibePullRequest as PullRequest, VibeRemote, VibeSession } from '../../../api/queries/vibe';
import { Alert } from '../../../ui/components/alert';
import remarkGfm from 'remark-gfm';
import { Badge } from '../../../ui/components/badge';
import { SafeMarkdown } from '../../../ui/components/safe-markdown';
import { VibeDownloads } from './vibe-downloads';

// A pull request's description is GitHub-flavoured, as its git host shows it (its checks are a
// table); its "##" sections sit under the card's "Pull request" (h3) as h4.
const GITHUB_FLAVOURED = [remarkGfm];
const UNDER_THE_CARD = 2;

function RemoteStatus({ remote }: { remote: VibeRemote }) {
  if (!remote.configured) {
    return <p className="text-sm text-fg-muted">No git remote is configured: download the repository below.</p>;
  }
  if (remote.error) {
    return <Alert title={`The push to ${remote.url ?? 'the remote'} was refused`}>{remote.error}</Alert>;
  }
  return (
    <p className="text-sm">
      {remote.pushed ? 'Pushed to ' : 'Not pushed yet to '}
      <code className="break-all">{remote.url}</code>
    </p>
  );
}

/** The pull request the session opened: its title, state, description, link, remote and downloads. */
export function VibePullRequest({ session, pullRequest }: { session: VibeSession; pullRequest: PullRequest }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Pull request</h3>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium break-words">{pullRequest.title}</p>
        <Badge tone={pullRequest.state === 'ready' ? 'success' : 'neutral'}>
          {pullRequest.state === 'ready' ? 'Ready' : 'Draft'}
        </Badge>
      </div>
      {pullRequest.url && (
        <a
          href={pullRequest.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm break-all text-accent-text underline"
        >
          Open the pull request on the git host
        </a>
      )}
      <div className="max-w-3xl rounded-ui border border-border p-3 text-sm">
        <SafeMarkdown syntax={GITHUB_FLAVOURED} headingOffset={UNDER_THE_CARD}>
          {pullRequest.description}
        </SafeMarkdown>
      </div>
      <RemoteStatus remote={session.remote} />
      <VibeDownloads session={session} />
    </section>
  );
}
