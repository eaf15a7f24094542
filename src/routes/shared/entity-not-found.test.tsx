import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../tests/support/ui/render';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle, type BackLink, type EntityKind } from './entity-not-found';

function Missing({ kind, back }: { kind: EntityKind; back?: BackLink }) {
  usePageTitle(entityNotFoundTitle(kind));
  return <EntityNotFound kind={kind} back={back} />;
}

const renderMissing = (kind: EntityKind, back?: BackLink) =>
  renderRoutes(
    [
      { path: '/missing', element: <Missing kind={kind} back={back} /> },
      { path: '/dashboard', element: <p>The dashboard</p> },
      { path: '*', element: <p>A list page</p> },
    ],
    '/missing',
  );

describe('EntityNotFound', () => {
  it.each([
    ['workspace', 'Workspace not found', 'Back to workspaces', '/workspaces/list'],
    ['session', 'Session not found', 'Back to sessions', '/workspaces/ideas'],
    ['idea', 'Idea not found', 'Back to ideas', '/workspaces/ideas'],
    ['experiment', 'Experiment not found', 'Back to experiments', '/workspaces/experiments'],
    ['run', 'Run not found', 'Back to experiments', '/workspaces/experiments'],
    ['workflow', 'Workflow not found', 'Back to workspaces', '/workspaces/list'],
    ['dataset', 'Dataset not found', 'Back to datasets', '/datasets'],
  ] as const)(
    'says a missing %s could not be found, with its list and the dashboard',
    async (kind, title, back, to) => {
      renderMissing(kind);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: `This ${kind} could not be found` })).toBeInTheDocument();
      expect(screen.getByText('It may have been deleted, or the link may be wrong.')).toBeInTheDocument();
      const ways = screen.getByRole('navigation', { name: 'Ways on' });
      expect(within(ways).getByRole('link', { name: back })).toHaveAttribute('href', to);
      expect(within(ways).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );

  it('never says a built-in agent was deleted', async () => {
    renderMissing('agent');
    expect(await screen.findByRole('heading', { level: 2, name: 'This agent could not be found' })).toBeInTheDocument();
    expect(screen.getByText('No agent goes by this name: the link may be wrong.')).toBeInTheDocument();
    expect(screen.queryByText(/deleted/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to agents' })).toHaveAttribute('href', '/agents');
  });

  it('goes back to the closer list a page names, and to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderMissing('run', { to: '/experiments/e1', label: 'Back to the experiment' });
    expect(await screen.findByRole('link', { name: 'Back to the experiment' })).toHaveAttribute(
      'href',
      '/experiments/e1',
    );
    expect(screen.queryByRole('link', { name: 'Back to experiments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  });
});
