import { ADMINISTRATOR_HELP } from '../../../src/domain/administrator-help';
import { loadBrief } from '../brief/load-brief';
import { pathsOnBranch } from '../repo/repo-commits';
import { changedFiles } from '../repo/repo-diff';
import type { RepoRef } from '../repo/repo-git';
import { repoDirOf } from '../repo/repo-setup';
import { activitiesOf, type VibeSessionRow } from '../vibe-columns';
import { createOfflineCodingAgent } from '../offline/offline-agent';
import type { CodingAgent } from '../vibe-types';
import { checkAndFix } from './checks-step';
import { writeFiles, type Progress } from './coding-step';
import { finishSession } from './finish-session';
import { JobRun, type VibeJobDeps } from './job-run';
import { commitPlan, ensurePlan } from './plan-step';
import { publishBranch } from './publish-step';
import { recordPullRequest } from './pull-request-step';
import { openSessionRepository } from './repository-step';

// One coding session from wherever it stands to its end: the repository, the plan, a commit per
// file, the checks and fixes, the pull request, the remote. Every step is safe to run again, so
// a job taken again after a crash resumes (docs/architecture.md, "The coding agent").

export const ENGINE_MISMATCH = ADMINISTRATOR_HELP.noModel('coding session');

/** The session keeps the engine it was started on: an offline one stays offline with a model configured. */
function agentFor(row: VibeSessionRow, configured: CodingAgent): CodingAgent {
  if (row.engine === configured.engine.kind) return configured;
  if (row.engine === 'offline') return createOfflineCodingAgent();
  throw new Error(ENGINE_MISMATCH);
}

/** What earlier runs did, in the project's own paths (the rest of the repository left out). */
async function progressOf(run: JobRun): Promise<Progress> {
  const [changed, onBase] = await Promise.all([
    changedFiles(run.repo, run.signal),
    pathsOnBranch(run.repo, run.signal, run.repo.baseBranch),
  ]);
  const logged = activitiesOf(run.row).flatMap((a) => (a.path === undefined ? [] : [a.path]));
  const { project } = run;
  return {
    done: project.within(changed.map((f) => f.path)),
    logged: project.within(logged),
    onBase: project.within(onBase),
  };
}

export async function runSession(
  deps: VibeJobDeps,
  row: VibeSessionRow,
  signal: AbortSignal,
  onRun: (run: JobRun) => void,
): Promise<void> {
  const agent = agentFor(row, deps.agent);
  const brief = await loadBrief(deps.db, row);
  if (!brief) throw new Error('The idea is no longer there');
  const repo: RepoRef = {
    dir: repoDirOf(deps.dataDir, row.id),
    baseBranch: row.baseBranch,
    featureBranch: row.featureBranch,
  };
  const started = { ...row, startedAt: row.startedAt ?? new Date() };
  const run = new JobRun({ ...deps, agent }, started, brief, repo, signal);
  onRun(run);
  if (!row.startedAt) await run.update({ startedAt: started.startedAt });
  await run.advance('planning');
  await openSessionRepository(run);
  const plan = await ensurePlan(run);
  const progress = await progressOf(run);
  await commitPlan(run, plan, progress);
  await run.advance('coding');
  await writeFiles(run, plan, progress);
  await run.advance('testing');
  const checks = await checkAndFix(run, plan);
  const pullRequest = await recordPullRequest(run, plan, checks);
  const remote = await publishBranch(run, pullRequest);
  const files = (await changedFiles(repo, signal)).length;
  // Stored as it ends, before the session says so: a reader on another host finds every commit.
  await run.saveRepository();
  await finishSession(deps.db, started, {
    status: remote.error ? 'failed' : 'completed',
    title: brief.title,
    ...(remote.error && { error: remote.error }),
    summary: `a pull request of ${files} files (${pullRequest.state})`,
    usage: run.usage,
  });
}
