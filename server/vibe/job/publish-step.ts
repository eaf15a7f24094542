import { NO_REMOTE } from '../vibe-columns';
import type { VibePullRequest, VibeRemote } from '../vibe-types';
import type { JobRun } from './job-run';
import { activity } from './session-updates';

// Publishing, when a remote is configured (vibe-remote.ts): the branches are pushed and, with
// GitHub configured, a real pull request opened. A refusal comes back as the remote's message:
// the session then fails with it, and its repository and pull request record stay.

export async function publishBranch(run: JobRun, pullRequest: VibePullRequest): Promise<VibeRemote> {
  const { publish } = run.deps;
  if (!publish) {
    await run.update({ remote: NO_REMOTE });
    return NO_REMOTE;
  }
  await run.checkpoint('publish');
  const outcome = await publish({
    repoDir: run.repo.dir,
    baseBranch: run.repo.baseBranch,
    featureBranch: run.repo.featureBranch,
    // A project in a folder of its own was made on the remote's base branch, which is there already.
    baseOnRemote: run.project.root !== '',
    pullRequest: {
      title: pullRequest.title,
      description: pullRequest.description,
      draft: pullRequest.state === 'draft',
    },
    signal: run.signal,
  });
  const { remote, pullRequestUrl } = outcome;
  const activities = [
    ...(remote.pushed ? [activity('push', `Pushed ${run.repo.featureBranch} to ${remote.url ?? 'the remote'}`)] : []),
    ...(pullRequestUrl ? [activity('pull_request', `Opened the pull request ${pullRequestUrl}`)] : []),
  ];
  await run.update({ remote, pullRequest: { ...pullRequest, url: pullRequestUrl } }, activities);
  return remote;
}
