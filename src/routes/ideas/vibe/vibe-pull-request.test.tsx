import { render, screen, within } from '@testing-library/react';
import { Providers } from '../../../../tests/support/ui/render';
import { completedVibeSession } from '../../../../tests/support/ui/vibe-fixtures';
import { VibePullRequest } from './vibe-pull-request';

function renderDescription(description: string) {
  const session = completedVibeSession();
  const pullRequest = { ...session.pullRequest!, description };
  return render(
    <Providers>
      <VibePullRequest session={session} pullRequest={pullRequest} />
    </Providers>,
  );
}

describe('a pull request’s description', () => {
  it('shows the checks table as a table, headings under the card, and never raw HTML', () => {
    renderDescription(
      [
        '## Checks',
        '',
        '| Check | Result |',
        '| --- | --- |',
        '| Python compiles | passed |',
        '| Tests | failed |',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Pull request' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Checks' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['CheckResult', 'Python compilespassed', 'Testsfailed']);
    expect(document.querySelector('script')).toBeNull();
  });

  it('renders no script, no image and no javascript: link a description carries', () => {
    const { container } = renderDescription(
      [
        '## What was built',
        '',
        '<script>window.stolen = document.cookie</script>',
        '',
        '<img src="https://tracker.invalid/pixel.png" onerror="alert(1)">',
        '',
        '![tracker](https://tracker.invalid/b.png) [run it](javascript:alert(1)) [the paper](https://doi.org/10.1/x)',
      ].join('\n'),
    );
    const description = container.querySelector('.rounded-ui.border') as HTMLElement;
    expect(description.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { stolen?: unknown }).stolen).toBeUndefined();
    // Raw HTML is shown as the text it is, never made into elements.
    expect(description).toHaveTextContent('<script>window.stolen = document.cookie</script>');
    expect(within(description).getByText('tracker')).toBeInTheDocument();
    expect(within(description).getByText('run it').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    const paper = within(description).getByRole('link', { name: 'the paper' });
    expect(paper).toHaveAttribute('target', '_blank');
    expect(paper).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
