import { render, screen } from '@testing-library/react';
import { SafeMarkdown } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('loads no image, remote or not: the alt text stands in', () => {
    const { container } = render(
      <SafeMarkdown>
        {
          'Soil ![tracker pixel](https://tracker.invalid/b.png) and ![](/logo.svg) and ![inline](data:image/png;base64,AAAA)'
        }
      </SafeMarkdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Soil tracker pixel and and inline');
  });

  it('still renders links, opening in a new tab, and drops javascript: urls', () => {
    render(<SafeMarkdown>{'[the goal](/workspaces/w1/goals) [bad](javascript:alert(1))'}</SafeMarkdown>);
    expect(screen.getByRole('link', { name: 'the goal' })).toHaveAttribute('href', '/workspaces/w1/goals');
    expect(screen.getByRole('link', { name: 'the goal' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows escaped markdown from stored text as the text itself', () => {
    const { container } = render(
      <SafeMarkdown>{'Workspace: Soil !\\[b\\](https://tracker.invalid/b.png)'}</SafeMarkdown>,
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(container).toHaveTextContent('Workspace: Soil ![b](https://tracker.invalid/b.png)');
  });
});
