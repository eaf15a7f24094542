import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

describe('SafeMarkdown for the app’s own texts', () => {
  it('opens a link to an app page in place, and any other link in a new tab', () => {
    render(
      <MemoryRouter>
        <SafeMarkdown inAppLinks>
          {'[Nap rooms](/workspaces/w1/ideas/i1) and [a paper](https://doi.org/10.1/x)'}
        </SafeMarkdown>
      </MemoryRouter>,
    );
    const idea = screen.getByRole('link', { name: 'Nap rooms' });
    expect(idea).toHaveAttribute('href', '/workspaces/w1/ideas/i1');
    expect(idea).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'a paper' })).toHaveAttribute('target', '_blank');
  });

  it('keeps a protocol-relative link out of the app: it still opens in a new tab', () => {
    render(<SafeMarkdown inAppLinks>{'[elsewhere](//tracker.invalid/x)'}</SafeMarkdown>);
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('target', '_blank');
  });

  it('moves headings down under the section that shows them', () => {
    render(<SafeMarkdown headingOffset={1}>{'## Leading ideas\n\n1. One'}</SafeMarkdown>);
    expect(screen.getByRole('heading', { level: 3, name: 'Leading ideas' })).toBeInTheDocument();
  });
});
