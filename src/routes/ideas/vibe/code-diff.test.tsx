import { render, waitFor } from '@testing-library/react';
import { parseDiff } from 'react-diff-view';
import { addedFileDiff, modifiedFileDiff, pythonSource } from '../../../../tests/support/ui/vibe-fixtures';
import { CodeDiff } from './code-diff';
import { diffSteps, LINES_PER_STEP } from './diff-steps';

const rowsOf = (container: HTMLElement) => [...container.querySelectorAll('tr.diff-line')];

describe('CodeDiff', () => {
  it('highlights every line of a string that spans lines, not only its first', () => {
    const lines = ['def run():', '    """Runs the', '    whole experiment."""', '    return 1'];
    const { container } = render(<CodeDiff diff={addedFileDiff('a.py', lines)} language="python" layout="unified" />);
    const code = rowsOf(container).map((row) => row.querySelector('.diff-code') as HTMLElement);
    expect(code.map((cell) => cell.textContent)).toEqual(lines);
    expect(code[0].querySelector('.token.keyword')).toHaveTextContent('def');
    for (const cell of code.slice(1, 3)) expect(cell.querySelector('.token.string')).not.toBeNull();
    expect(code[3].querySelector('.token.number')).toHaveTextContent('1');
  });

  it('shows a language it has no grammar for as plain text', () => {
    const { container } = render(
      <CodeDiff diff={addedFileDiff('notes.txt', ['def not code'])} language="text" layout="unified" />,
    );
    expect(rowsOf(container)[0]).toHaveTextContent('def not code');
    expect(container.querySelector('.token')).toBeNull();
  });

  it('pairs a changed line with its new text side by side', () => {
    const { container } = render(<CodeDiff diff={modifiedFileDiff().diff} language="markdown" layout="split" />);
    const changed = rowsOf(container).find((row) => row.querySelector('.diff-code-delete'));
    expect(changed?.querySelector('.diff-code-delete')).toHaveTextContent('Nothing here yet.');
    expect(changed?.querySelector('.diff-code-insert')).toHaveTextContent('Run `python -m experiment` to start.');
  });

  it('brings a long file in steps, first the top, then every line in order', async () => {
    const lines = pythonSource(LINES_PER_STEP * 3 + 10);
    const { container } = render(<CodeDiff diff={addedFileDiff('a.py', lines)} language="python" layout="unified" />);
    expect(rowsOf(container).length).toBe(LINES_PER_STEP);
    // A step a frame: a hang guard, as a busy machine draws frames slowly.
    await waitFor(() => expect(rowsOf(container)).toHaveLength(lines.length), { timeout: 10_000 });
    const text = rowsOf(container).map((row) => row.querySelector('.diff-code')?.textContent);
    expect(text).toEqual(lines.map((line) => line || ' '));
  });

  it('says so when the diff has no line changes', () => {
    const binary = 'diff --git a/x.bin b/x.bin\nnew file mode 100644\nBinary files /dev/null and b/x.bin differ\n';
    const { getByText } = render(<CodeDiff diff={binary} language="text" layout="unified" />);
    expect(getByText('No line changes to show (an empty or binary file).')).toBeInTheDocument();
  });
});

describe('diffSteps', () => {
  const hunkOf = (lines: string[]) => parseDiff(addedFileDiff('a.py', lines))[0].hunks;

  it('keeps a short hunk whole and cuts a long one into steps of the same lines', () => {
    const short = hunkOf(['a', 'b']);
    expect(diffSteps(short)).toEqual(short);
    const long = hunkOf(pythonSource(25));
    const steps = diffSteps(long, 10);
    expect(steps.map((s) => s.changes.length)).toEqual([10, 10, 5]);
    expect(steps.flatMap((s) => s.changes)).toEqual(long[0].changes);
  });

  it('never cuts between deleted lines and the lines that replace them', () => {
    const old = Array.from({ length: 8 }, (_, i) => `old ${i}`);
    const diff = [
      'diff --git a/a.py b/a.py',
      '--- a/a.py',
      '+++ b/a.py',
      '@@ -1,11 +1,11 @@',
      ' keep 1',
      ' keep 2',
      ' keep 3',
      ...old.map((line) => `-${line}`),
      ...old.map((line) => `+${line.replace('old', 'new')}`),
      '',
    ].join('\n');
    const steps = diffSteps(parseDiff(diff, { nearbySequences: 'zip' })[0].hunks, 2);
    // The second step would end inside the run: it takes the whole run of 8 deletions and 8 insertions.
    expect(steps.map((s) => s.changes.length)).toEqual([2, 17]);
  });
});
