import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../../tests/support/ui/render';
import type { RunSummary } from '../../../api/queries/runs';
import { RunsSection } from './runs-section';
import {
  EXPERIMENT,
  EXPERIMENT_ID,
  historyHandler,
  http,
  pageOf,
  refusal,
  runFixture,
  runId,
} from './runs.test-support';

const server = setupApiServer(historyHandler());

/** Answers the list with `runs`, recording each request's query. */
function listHandler(runs: RunSummary[] = [1, 2, 3].map((n) => runFixture(n))) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/v1/experiments/{experimentId}/runs', ({ request, response }) => {
      asked.push(new URL(request.url).searchParams);
      return response(200).json(pageOf(runs));
    }),
  );
  return asked;
}

function Location() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderSection(search = '') {
  return renderRoutes(
    [
      { path: '/workspaces/experiments/:experimentId', element: <RunsSection experiment={EXPERIMENT} /> },
      { path: '*', element: <Location /> },
    ],
    `/workspaces/experiments/${EXPERIMENT_ID}${search}`,
  );
}

const runsTable = () => screen.findByRole('table', { name: 'Runs of this experiment' });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[↑↓]/g, ''));

// Charts are drawn in jsdom with the table: slow on a busy machine, so a longer hang guard.
describe('runs table', { timeout: 15_000 }, () => {
  it('lists each run with its link, status, times, the primary metric first, then a few metrics and params', async () => {
    listHandler();
    renderSection();
    const table = await runsTable();
    expect(headers(table)).toEqual([
      'Compare',
      'Run',
      'Status',
      'Started',
      'Duration',
      'loss, Primary, lower is better',
      'acc',
      'auc',
      'f1',
      'batch, Param',
      'lr, Param',
      'optimizer, Param',
    ]);
    const row = within(table).getByRole('row', { name: /run-2/ });
    expect(within(row).getByRole('link', { name: 'run-2' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}/runs/${runId(2)}`,
    );
    expect(row).toHaveTextContent('Finished');
    expect(row).toHaveTextContent('12m 5s');
    expect(row).toHaveTextContent('0.5');
    expect(row).toHaveTextContent('adam');
    expect(within(table).getByRole('columnheader', { name: /^Started/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts through the server: the primary metric best first, then the other way round', async () => {
    const user = userEvent.setup({ delay: null });
    const asked = listHandler();
    const { router } = renderSection();
    const table = await runsTable();
    await user.click(within(table).getByRole('button', { name: /^loss/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sortBy')).toBe('metrics.loss'));
    expect(asked.at(-1)?.get('order')).toBe('asc');
    expect(router.state.location.search).toBe('?sort=metrics.loss&order=asc');
    expect(within(table).getByRole('columnheader', { name: /^loss/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /^Started/ })).not.toHaveAttribute('aria-sort');
    await user.click(within(table).getByRole('button', { name: /^loss/ }));
    await waitFor(() => expect(asked.at(-1)?.get('order')).toBe('desc'));
    await user.click(within(table).getByRole('button', { name: /^lr/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sortBy')).toBe('params.lr'));
    expect(within(table).getByRole('columnheader', { name: /^lr/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('adds a column from the chooser and keeps the choice in the address', async () => {
    const user = userEvent.setup({ delay: null });
    listHandler();
    const { router } = renderSection('?cols=metrics.acc');
    const table = await runsTable();
    expect(within(table).queryByRole('columnheader', { name: /^seed/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const params = screen.getByRole('group', { name: 'Params' });
    await user.click(within(params).getByRole('checkbox', { name: 'seed' }));
    expect(within(table).getByRole('columnheader', { name: /^seed/ })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('cols')).toBe('metrics.acc,params.seed');
    await user.click(within(screen.getByRole('group', { name: 'Metrics' })).getByRole('checkbox', { name: 'acc' }));
    expect(within(table).queryByRole('columnheader', { name: /^acc/ })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('cols')).toBe('params.seed');
  });

  it('ignores what it cannot read in a hand-edited address', async () => {
    const asked = listHandler();
    renderSection('?sort=attributes.x&order=sideways&page=x&status=paused&cols=metrics.acc,junk');
    const table = await runsTable();
    expect(Object.fromEntries(asked[0])).toEqual({ page: '1', pageSize: '20' });
    expect(headers(table).slice(5)).toEqual(['loss, Primary, lower is better', 'acc']);
  });

  it("sends the filter as written and shows the server's words under the box when it cannot read it", async () => {
    const user = userEvent.setup({ delay: null });
    const words = "filter: cannot read 'attributes.x = 1'; write clauses such as metrics.loss < 0.5";
    const asked: (string | null)[] = [];
    server.use(
      http.get('/v1/experiments/{experimentId}/runs', ({ query, response }) => {
        asked.push(query.get('filter'));
        return query.get('filter') === 'attributes.x = 1'
          ? response(400).json(refusal(words, 'validation_error'))
          : response(200).json(pageOf([runFixture(1)]));
      }),
    );
    renderSection();
    await runsTable();
    const box = screen.getByRole('textbox', { name: 'Filter' });
    await user.type(box, 'metrics.loss < 0.5 and params.lr = 0.01{Enter}');
    await waitFor(() => expect(asked.at(-1)).toBe('metrics.loss < 0.5 and params.lr = 0.01'));
    await user.clear(box);
    await user.type(box, 'attributes.x = 1{Enter}');
    await waitFor(() => expect(box).toHaveAccessibleDescription(words));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the filter to see runs.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Runs of this experiment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await runsTable()).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says so when no run matches, and offers the page of runs again once the status is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get('/v1/experiments/{experimentId}/runs', ({ query, response }) =>
        response(200).json(pageOf(query.get('status') === 'killed' ? [] : [runFixture(1)])),
      ),
    );
    renderSection();
    await runsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'killed');
    expect(await screen.findByText('No runs match')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(await runsTable()).toBeInTheDocument();
  });

  it("shows the server's words when the list fails, and asks again on Try again", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.get('/v1/experiments/{experimentId}/runs', ({ response }) => {
        calls += 1;
        return calls === 1
          ? response(404).json(refusal('Experiment not found', 'not_found'))
          : response(200).json(pageOf([runFixture(1)]));
      }),
    );
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Experiment not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await runsTable()).toBeInTheDocument();
  });

  it('says how to log runs when there are none, with this experiment filled in', async () => {
    listHandler([]);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Create an access token in Settings › Access tokens and log runs from your script.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open access tokens' })).toHaveAttribute('href', '/settings/tokens');
    expect(screen.getByRole('figure', { name: 'Log a run with curl' })).toHaveTextContent(
      `/v1/experiments/${EXPERIMENT_ID}/runs`,
    );
    expect(screen.queryByRole('button', { name: /Compare/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Metric charts' })).not.toBeInTheDocument();
  });
});

// Compare tests need no more than one chart: one metric keeps each redraw on a tick small.
const lossOnly = (n: number) => runFixture(n, { latestMetrics: { loss: runFixture(n).latestMetrics.loss } });

// Charts are drawn in jsdom on every tick: slow on a busy machine, so a longer hang guard.
describe('compare', { timeout: 15_000 }, () => {
  it('is enabled for two to five ticked runs, says why otherwise, and opens them side by side', async () => {
    const user = userEvent.setup({ delay: null });
    listHandler([1, 2, 3, 4, 5, 6].map(lossOnly));
    const { router } = renderSection();
    const boxes = within(await runsTable()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Compare run-${n}`),
    );
    const bar = screen.getByRole('group', { name: 'Compare runs' });
    const button = () => within(bar).getAllByRole('button')[0];
    expect(button()).toHaveTextContent('Compare runs');
    expect(button()).toBeDisabled();
    await user.click(boxes[0]);
    expect(button()).toHaveTextContent('Compare 1 run');
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('Tick 2 to 5 runs to compare them');
    for (const box of boxes.slice(1)) await user.click(box);
    expect(button()).toHaveTextContent('Compare 6 runs');
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('At most 5 runs can be compared: untick 1 run');
    await user.click(boxes[0]);
    await user.click(boxes[5]);
    expect(button()).toHaveTextContent('Compare 4 runs');
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAccessibleDescription();
    await user.click(button());
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/workspaces/experiments/${EXPERIMENT_ID}/compare?runs=${[2, 3, 4, 5].map(runId).join(',')}`,
    );
  });

  it('clears the ticked runs', async () => {
    const user = userEvent.setup({ delay: null });
    listHandler([1, 2].map(lossOnly));
    renderSection();
    const box = within(await runsTable()).getAllByRole('checkbox')[0];
    await user.click(box);
    const bar = screen.getByRole('group', { name: 'Compare runs' });
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(box).not.toBeChecked();
    expect(within(bar).getByRole('button', { name: 'Compare runs' })).toBeDisabled();
  });

  it('draws the first ten runs of the table, or the ticked ones', async () => {
    const user = userEvent.setup({ delay: null });
    listHandler(Array.from({ length: 12 }, (_, i) => lossOnly(i + 1)));
    renderSection();
    const boxes = within(await runsTable()).getAllByRole('checkbox');
    const charts = screen.getByRole('heading', { name: 'Metric charts' }).parentElement!.parentElement!;
    const series = async () => {
      const table = await within(charts).findByRole('table', { name: 'Data for loss' });
      return [
        ...new Set(
          within(table)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ),
      ];
    };
    expect(
      within(charts).getByText("The first 10 runs in the table's order; tick runs to draw others."),
    ).toBeInTheDocument();
    expect(await series()).toEqual(Array.from({ length: 10 }, (_, i) => `run-${i + 1}`));
    await user.click(boxes[11]);
    await user.click(boxes[2]);
    expect(within(charts).getByText('The 2 ticked runs.')).toBeInTheDocument();
    await waitFor(async () => expect(await series()).toEqual(['run-12', 'run-3']));
  });
});
