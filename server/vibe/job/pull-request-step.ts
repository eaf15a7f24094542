import { branchCommits } from '../repo/repo-commits';
import { changedFiles } from '../repo/repo-diff';
import type { ProjectPlan, VibeCheck, VibePullRequest } from '../vibe-types';
import type { JobRun } from './job-run';
import { pullRequestDescription } from './pr-description';
import { activity } from './session-updates';

// The pull request's record: ready when no check failed, a draft otherwise. It is stored before
// anything is published, so a remote that refuses the push leaves it in place.

export const pullRequestTitle = (ideaTitle: string) => `Experiment code: ${ideaTitle}`;

export async function recordPullRequest(run: JobRun, plan: ProjectPlan, checks: VibeCheck[]): Promise<VibePullRequest> {
  await run.checkpoint('pull_request');
  const [files, commits] = await Promise.all([changedFiles(run.repo, run.signal), branchCommits(run.repo, run.signal)]);
  const state = checks.some((c) => c.status === 'failed') ? 'draft' : 'ready';
  const pullRequest: VibePullRequest = {
    title: pullRequestTitle(run.brief.title),
    description: pullRequestDescription({
      brief: run.brief,
      plan,
      files,
      checks,
      engineLabel: run.deps.agent.engine.label,
      commits: commits.length,
      project: run.project,
    }),
    state,
    commits,
    url: null,
  };
  const message = `Pull request ${state === 'ready' ? 'ready for review' : 'opened as a draft: a check failed'}: ${files.length} files, ${commits.length} commits`;
  await run.update({ pullRequest, files }, [activity('pull_request', message)]);
  return pullRequest;
}
