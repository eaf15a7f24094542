// One file's unified diff as a table, highlighted by react-diff-view with refractor's grammars.
// A long file comes in steps (diff-steps.ts): the first paints at once, the rest follow a step
// per task, so a 5,000-line file shows within its budget and never blocks the page for long
// (bench/vibe-diff-render.ts measures both).
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { Diff, Hunk, parseDiff, type ViewType } from 'react-diff-view';
import 'react-diff-view/style/index.css';
import './vibe-diff.css';
import { highlightHunks } from './diff-highlight';
import { diffSteps } from './diff-steps';

export type DiffLayout = ViewType;

export interface CodeDiffProps {
  /** `git diff base..feature -- path` as the server prints it. */
  diff: string;
  /** The contract's language name; unknown ones show as plain text. */
  language: string;
  layout: DiffLayout;
}

// A step already on screen keeps its props, so it is not rendered again when the next one comes.
const Step = memo(Hunk);

/** How many steps to show: one now, one more on each later task. */
function useStepsShown(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

export function CodeDiff({ diff, language, layout }: CodeDiffProps) {
  const file = useMemo(() => parseDiff(diff, { nearbySequences: 'zip' })[0], [diff]);
  const tokens = useMemo(() => (file ? highlightHunks(file.hunks, language) : null), [file, language]);
  const steps = useMemo(() => (file ? diffSteps(file.hunks) : []), [file]);
  const shown = useStepsShown(steps.length);
  const hunks = useMemo(() => steps.slice(0, shown), [steps, shown]);
  if (!file || steps.length === 0) {
    return <p className="p-3 text-sm text-fg-muted">No line changes to show (an empty or binary file).</p>;
  }
  return (
    <Diff viewType={layout} diffType={file.type} hunks={hunks} tokens={tokens} className="vibe-diff">
      {(visible) => visible.map((hunk, i) => <Step key={`${i}-${hunk.content}`} hunk={hunk} />)}
    </Diff>
  );
}
