import { isSafeRepoPath } from '../names';
import { commitFiles } from '../repo/repo-commits';
import { GITIGNORE } from '../repo/repo-setup';
import { planOf } from '../vibe-columns';
import type { ProjectPlan } from '../vibe-types';
import type { Progress } from './coding-step';
import type { JobRun } from './job-run';
import { activity } from './session-updates';

// The plan: asked of the agent once and stored in the row before the first file is written, so a
// resumed job keeps it; then committed as PLAN.md, the feature branch's first commit (in the
// project's folder, with a .gitignore beside it, when the project has one).

export const PLAN_PATH = 'PLAN.md';
const MAX_FILES = 200;

/** The agent's plan with every path checked safe, PLAN.md (the job's own) and repeats left out. */
export function checkedPlan(plan: ProjectPlan): ProjectPlan {
  const seen = new Set<string>([PLAN_PATH]);
  const files = plan.files.filter((file) => {
    if (!isSafeRepoPath(file.path)) throw new Error(`The plan names a path a repository cannot hold: ${file.path}`);
    if (seen.has(file.path)) return false;
    seen.add(file.path);
    return true;
  });
  if (files.length === 0) throw new Error('The plan has no files');
  if (files.length > MAX_FILES) throw new Error(`The plan has ${files.length} files; at most ${MAX_FILES} are written`);
  return { ...plan, files };
}

export async function ensurePlan(run: JobRun): Promise<ProjectPlan> {
  const stored = planOf(run.row);
  if (stored) return stored;
  await run.checkpoint('plan');
  const plan = checkedPlan(await run.deps.agent.plan(run.brief, run.call));
  await run.update({ plan, language: plan.language });
  return plan;
}

/** The job's own files: PLAN.md, and a .gitignore when the project has a folder of its own. */
function ownFiles(run: JobRun, plan: ProjectPlan) {
  const planFile = { path: PLAN_PATH, content: plan.summary, purpose: 'the plan', kind: 'plan' as const };
  if (!run.project.root) return [planFile];
  // On our own base the .gitignore is the base commit's; in a folder of a real repository it is the folder's.
  const ignore = { path: '.gitignore', content: GITIGNORE, purpose: 'what git leaves out', kind: 'file' as const };
  return [planFile, ignore];
}

/** Commits the job's own files unless the branch has them already (an earlier run committed them). */
export async function commitPlan(run: JobRun, plan: ProjectPlan, progress: Pick<Progress, 'done' | 'logged'>) {
  for (const file of ownFiles(run, plan)) {
    const path = run.project.toRepo(file.path);
    const message = `Add ${path}: ${file.purpose}`;
    if (!progress.done.has(file.path)) {
      await commitFiles(run.repo, [{ path, content: file.content }], message, run.signal);
    }
    if (!progress.logged.has(file.path)) {
      const note = file.path === PLAN_PATH ? ` (${plan.files.length} files to write)` : '';
      await run.update({}, [activity(file.kind, `${message}${note}`, path)]);
    }
  }
}
