import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartsDemoPage } from './charts-demo-page';

const LOSS = 'Training loss of three runs';

const lossTable = () => screen.getByRole('table', { name: `Data for ${LOSS}` });
const headerOf = (table: HTMLElement) => Array.from(table.querySelectorAll('thead th'), (th) => th.textContent);
const firstRow = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')[0].children, (c) => c.textContent);

// The page draws every chart with its data: slow on a busy machine (a hang guard, not a speed check).
describe('ChartsDemoPage', { timeout: 20_000 }, () => {
  it('names itself and shows every chart of the set under its own heading', () => {
    render(<ChartsDemoPage />);
    expect(document.title).toBe('Charts demo · Labforge');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Training loss',
      'Validation accuracy',
      'Idea funnel',
      'Elo ratings',
      'Novelty and feasibility',
      'Hyper-parameter sweep',
      'Correlations in the sweep',
      'Chart palette',
    ]);
    for (const name of [
      LOSS,
      'Validation accuracy by epoch',
      'Ideas at each stage',
      'Elo ratings after the tournament',
      'Novelty against feasibility, by status',
      'Sweep parameters against validation metrics',
      'Correlation between parameters and metrics',
    ]) {
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('figure', { name: LOSS })).getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'lr 3e-4lr 1e-3lr 3e-3',
    );
    expect(within(screen.getByRole('figure', { name: 'Ideas at each stage' })).getAllByRole('row')).toHaveLength(5);
  });

  it('draws the same data on every visit', () => {
    const { unmount } = render(<ChartsDemoPage />);
    const first = lossTable().textContent;
    unmount();
    render(<ChartsDemoPage />);
    expect(lossTable().textContent).toBe(first);
  });

  it('smooths the loss curves, puts them on a log scale and on wall-clock time from its controls', async () => {
    const user = userEvent.setup();
    render(<ChartsDemoPage />);
    expect(headerOf(lossTable())).toEqual(['Series', 'Step', 'Loss', 'Smoothed']);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0.6');

    await user.tripleClick(screen.getByRole('spinbutton', { name: 'Smoothing weight' }));
    await user.keyboard('0');
    expect(headerOf(lossTable())).toEqual(['Series', 'Step', 'Loss']);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0');

    const picture = screen.getByRole('img', { name: LOSS });
    const ticks = () => Array.from(picture.querySelectorAll('.visx-axis-left .visx-axis-tick'), (t) => t.textContent);
    expect(ticks()).toContain('0.5');
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    expect(ticks()).not.toContain('0.5');
    expect(ticks()).toContain('1');

    await user.click(within(screen.getByRole('group', { name: 'X axis' })).getByRole('radio', { name: 'Time' }));
    expect(headerOf(lossTable())).toEqual(['Series', 'Time', 'Loss']);
    expect(firstRow(lossTable())[1]).toMatch(/Mar 3, 2025/);
  });
});
