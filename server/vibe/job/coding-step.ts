import { isSafeRepoPath } from '../names';
import { commitFiles, readFiles } from '../repo/repo-commits';
import { changedFiles } from '../repo/repo-diff';
import type { PlannedFile, ProjectPlan, WrittenFile } from '../vibe-types';
import type { JobRun } from './job-run';
import { activity } from './session-updates';

// One commit per planned file, in the plan's order, at its place in the project (ProjectRoot). A
// file an earlier run committed (it differs from the base branch) is not written again; one whose
// commit was not logged gets its activity.

/** The commit's message names the file by its repository path (`path`). */
export const commitMessageFor = (file: PlannedFile, path: string, onBase: Set<string>) =>
  `${onBase.has(file.path) ? 'Update' : 'Add'} ${path}: ${file.purpose}`;

/** Each set holds paths inside the project (ProjectRoot), as the plan names them. */
export interface Progress {
  /** Paths that differ from the base branch: written by an earlier commit. */
  done: Set<string>;
  /** Paths an activity already names. */
  logged: Set<string>;
  /** Paths the base branch holds (README.md, .gitignore on a base of our own). */
  onBase: Set<string>;
}

/** The project's files as the work tree holds them, by their paths inside the project. */
export async function readProjectFiles(run: JobRun, paths: string[]): Promise<WrittenFile[]> {
  const files = await readFiles(
    run.repo,
    paths.map((p) => run.project.toRepo(p)),
  );
  return files.map((file, i) => ({ path: paths[i], content: file.content }));
}

export async function writeFiles(run: JobRun, plan: ProjectPlan, progress: Progress): Promise<void> {
  const written = await readProjectFiles(
    run,
    plan.files.filter((f) => progress.done.has(f.path)).map((f) => f.path),
  );
  for (const file of plan.files) {
    const path = run.project.toRepo(file.path);
    const message = commitMessageFor(file, path, progress.onBase);
    const kind = file.kind === 'test' ? 'tests' : 'file';
    if (progress.done.has(file.path)) {
      if (!progress.logged.has(file.path)) await run.update({}, [activity(kind, message, path)]);
      continue;
    }
    await run.checkpoint(`file:${file.path}`);
    const result = await run.deps.agent.writeFile(run.brief, plan, file, written, run.call);
    if (result.path !== file.path || !isSafeRepoPath(result.path)) {
      throw new Error(`The agent wrote ${result.path} when ${file.path} was asked for`);
    }
    await commitFiles(run.repo, [{ path, content: result.content }], message, run.signal);
    written.push(result);
    // The pull request's file list grows as the agent writes.
    await run.update({ files: await changedFiles(run.repo, run.signal) }, [activity(kind, message, path)]);
  }
}
