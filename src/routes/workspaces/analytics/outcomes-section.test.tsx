import { screen, within } from '@testing-library/react';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { WORKSPACE } from '../../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../../tests/support/ui/render';
import type { WorkspaceAnalytics } from '../../../api/queries/analytics';
import { analyticsHandler, EMPTY, FULL } from './analytics.test-support';
import { WorkspaceAnalyticsTab } from './workspace-analytics-tab';

// The Analytics tab's card on how well the tournament predicted outcomes (docs/product.md,
// "Workspace analytics"): ρ with its interval and n, the small-sample warning, the chart's data
// table, and the pairs the tournament got wrong with both values.

const server = setupApiServer();
const TITLE = 'How well the tournament predicted outcomes';

async function renderCard(data: WorkspaceAnalytics) {
  server.use(analyticsHandler(data));
  renderRoutes([{ path: '/w', element: <WorkspaceAnalyticsTab workspace={WORKSPACE} /> }], '/w');
  return screen.findByRole('region', { name: TITLE });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('how well the tournament predicted outcomes', () => {
  it('gives ρ and n, says three ideas are too few, and charts rank against measured rank', async () => {
    const card = await renderCard(FULL);
    expect(within(card).getByText('Spearman’s ρ 0.50')).toBeInTheDocument();
    expect(within(card).getByText(/no interval under 4 ideas · n = 3 ideas compared/)).toBeInTheDocument();
    expect(within(card).getByText('3 ideas with outcomes: too few to say much.')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: /^Data for Tournament rank against measured rank/ });
    expect(rowsOf(table)).toEqual([
      ['Idea 1', '1', '2', 'accuracy'],
      ['Idea 2', '2', '1', 'accuracy'],
      ['Idea 3', '3', '3', 'accuracy'],
    ]);
  });

  it('lists the pair the tournament got wrong, with both ideas’ ranks and values', async () => {
    const card = await renderCard(FULL);
    expect(
      within(card).getByText('The tournament put 2 of 3 pairs in the order the runs measured.'),
    ).toBeInTheDocument();
    const pairs = within(card).getByRole('table', {
      name: 'Pairs the tournament ranked one way and the runs measured the other',
    });
    expect(rowsOf(pairs)).toEqual([
      ['Idea 1#1 · Elo 1232 · 0.8', 'Idea 2#2 · Elo 1216 · 0.9', 'accuracy (higher is better)'],
    ]);
    expect(within(pairs).getByRole('link', { name: 'Idea 2' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas/${FULL.outcomes.wrongPairs[0].measuredBetter.ideaId}`,
    );
  });

  it('gives the interval by Fisher z once there are enough ideas, and no warning', async () => {
    const card = await renderCard({
      ...FULL,
      outcomes: { ...FULL.outcomes, n: 12, rho: 0.61, interval: { low: 0.05, high: 0.88 }, enough: true, note: null },
    });
    expect(within(card).getByText('Spearman’s ρ 0.61')).toBeInTheDocument();
    expect(
      within(card).getByText(/95% interval 0.05 to 0.88 \(Fisher z\) · n = 12 ideas compared/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/too few to say much/)).not.toBeInTheDocument();
  });

  it('says what to do when no converted idea has been measured', async () => {
    const card = await renderCard(EMPTY);
    expect(
      within(card).getByText(
        'No converted idea has a run on its experiment’s primary metric yet. Log runs to see how the ranking held up.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });
});
