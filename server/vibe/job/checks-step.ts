import { runProjectChecks } from '../checks/project-checks';
import { isSafeRepoPath } from '../names';
import { branchCommits, commitFiles, pathsOnBranch } from '../repo/repo-commits';
import { changedFiles } from '../repo/repo-diff';
import type { ProjectPlan, VibeCheck } from '../vibe-types';
import { readProjectFiles } from './coding-step';
import type { JobRun } from './job-run';
import { activity } from './session-updates';

// The checks, then the fix loop: after failed checks the agent may rewrite files, up to
// config.vibe.maxFixAttempts rounds, each committed and checked again. A check that still fails
// stays in the pull request as failed; the offline agent offers no fix at all.

const FIX_PREFIX = 'Fix the failed checks';
const failed = (checks: VibeCheck[]) => checks.filter((c) => c.status === 'failed');

export function checksMessage(checks: VibeCheck[]): string {
  return `Checks: ${checks.map((c) => `${c.name} ${c.status} (${c.summary})`).join('; ')}`;
}

/** The project's files on the feature branch, by their paths inside the project. */
const projectPaths = async (run: JobRun) => [...run.project.within(await pathsOnBranch(run.repo, run.signal))];

async function runChecks(run: JobRun, plan: ProjectPlan): Promise<VibeCheck[]> {
  // In the project's own folder: a repository's other files are neither checked nor in the way.
  const checks = await runProjectChecks(plan.language, {
    repoDir: run.project.dirIn(run.repo.dir),
    files: await projectPaths(run),
    timeoutSeconds: run.deps.checkTimeoutSeconds,
    signal: run.signal,
    path: run.deps.checksPath,
    isolation: run.deps.checkIsolation,
  });
  await run.update({ checks }, [activity('checks', checksMessage(checks))]);
  return checks;
}

export async function checkAndFix(run: JobRun, plan: ProjectPlan): Promise<VibeCheck[]> {
  await run.checkpoint('checks');
  let checks = await runChecks(run, plan);
  // A resumed job counts the rounds an earlier run committed.
  const made = (await branchCommits(run.repo, run.signal)).filter((c) => c.message.startsWith(FIX_PREFIX)).length;
  for (let attempt = made + 1; attempt <= run.deps.maxFixAttempts && failed(checks).length > 0; attempt++) {
    await run.checkpoint(`fix:${attempt}`);
    const files = await readProjectFiles(run, await projectPaths(run));
    const fixes = await run.deps.agent.fix(run.brief, plan, files, failed(checks), run.call);
    if (fixes.length === 0) {
      const message = `${run.deps.agent.engine.label} offered no fix: the failed checks are left to a human`;
      await run.update({}, [activity('fix', message)]);
      break;
    }
    const unsafe = fixes.find((f) => !isSafeRepoPath(f.path));
    if (unsafe) throw new Error(`The agent's fix names a path a repository cannot hold: ${unsafe.path}`);
    const inRepo = fixes.map((f) => ({ path: run.project.toRepo(f.path), content: f.content }));
    const message = `${FIX_PREFIX} (attempt ${attempt}): ${inRepo.map((f) => f.path).join(', ')}`;
    await commitFiles(run.repo, inRepo, message, run.signal);
    await run.update({ files: await changedFiles(run.repo, run.signal) }, [activity('fix', message)]);
    checks = await runChecks(run, plan);
  }
  return checks;
}
