import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EXPERIMENT, EXPERIMENT_ID, runFixture } from './runs.test-support';
import { RunsTable, type RunSort } from './runs-table';
import { tableColumns } from './runs-table-columns';
import { stubNarrowScreen } from '../../../../tests/support/ui/narrow-screen';

function renderRuns(sort: RunSort, onTick = vi.fn()) {
  const columns = tableColumns(EXPERIMENT_ID, EXPERIMENT.primaryMetric, [
    { kind: 'params', key: 'lr', id: 'params.lr' },
  ]);
  return render(
    <MemoryRouter>
      <RunsTable
        runs={[runFixture(1), runFixture(2)]}
        columns={columns}
        sort={sort}
        isTicked={() => false}
        onTick={onTick}
      />
    </MemoryRouter>,
  );
}

describe('RunsTable on a phone', () => {
  beforeEach(stubNarrowScreen);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each run as a card: its link, status, primary metric, chosen param and compare box, not its times', async () => {
    const user = userEvent.setup();
    const onTick = vi.fn();
    renderRuns({ sortBy: 'startedAt', order: 'desc', onSort: vi.fn() }, onTick);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Runs of this experiment' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    expect(within(card).getByRole('link', { name: 'run-1' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}/runs/${runFixture(1).id}`,
    );
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Status', 'loss', 'lr']);
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent('Finished');
    expect(within(card).queryByRole('term', { name: 'Started' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Duration')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Compare run-1' }));
    expect(onTick).toHaveBeenCalledWith(expect.objectContaining({ name: 'run-1' }));
  });

  it('sorts through a select standing in for the headers', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderRuns({ sortBy: 'startedAt', order: 'desc', onSort });
    const select = screen.getByRole('combobox', { name: 'Sort runs by' });
    expect(select).toHaveDisplayValue('Started, descending');
    await user.selectOptions(select, 'loss, ascending');
    expect(onSort).toHaveBeenCalledWith('metrics.loss', 'asc');
    await user.selectOptions(select, 'lr, descending');
    expect(onSort).toHaveBeenLastCalledWith('params.lr', 'desc');
  });
});
