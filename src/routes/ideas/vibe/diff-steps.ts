// A long diff cut into steps of about LINES_PER_STEP lines, each a hunk of its own, so the view
// can paint the first step at once and add one step per task; a step already shown is the same
// object each time, so React skips it.
import { isDelete, isInsert, isNormal, type ChangeData, type HunkData } from 'react-diff-view';

export const LINES_PER_STEP = 250;

/** Where to end a step that would end at `cut`: never inside a run that pairs deletions with
 * insertions side by side, which the split view would then pair differently. */
function safeCut(changes: readonly ChangeData[], cut: number): number {
  if (cut >= changes.length || isNormal(changes[cut]) || isNormal(changes[cut - 1])) return cut;
  let start = cut;
  while (start > 0 && !isNormal(changes[start - 1])) start -= 1;
  let end = cut;
  while (end < changes.length && !isNormal(changes[end])) end += 1;
  const run = changes.slice(start, end);
  return run.some(isDelete) && run.some(isInsert) ? end : cut;
}

export function diffSteps(hunks: readonly HunkData[], linesPerStep = LINES_PER_STEP): HunkData[] {
  const steps: HunkData[] = [];
  for (const hunk of hunks) {
    if (hunk.changes.length <= linesPerStep) {
      steps.push(hunk);
      continue;
    }
    for (let from = 0; from < hunk.changes.length;) {
      const to = safeCut(hunk.changes, from + linesPerStep);
      steps.push({ ...hunk, changes: hunk.changes.slice(from, to) });
      from = to;
    }
  }
  return steps;
}
