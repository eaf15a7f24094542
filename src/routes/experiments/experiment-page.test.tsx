import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Experiment } from '../../api/types';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { noComments } from '../../../tests/support/ui/comments-api';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { ExperimentPage } from './experiment-page';
import { ExperimentsPage } from './experiments-page';
import { lineageFixture } from './lineage/lineage.test-support';
import { historyOf, pageOf, runFixture } from './runs/runs.test-support';

const EXPERIMENT: Experiment = {
  id: '0e000000-0000-4000-8000-000000000001',
  name: 'Nurse-led telemonitoring trial',
  hypothesis: 'Daily telemonitoring halves 30-day readmissions.',
  status: 'planned',
  workspaceId: '0e000000-0000-4000-8000-0000000000aa',
  workspaceName: 'Cardiology lab',
  ideaId: '0e000000-0000-4000-8000-0000000000bb',
  workflowId: null,
  engine: 'offline',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  role: 'owner',
  plan: ['Randomise at discharge', 'Monitor weight daily'],
  expectedOutcomes: ['Fewer readmissions'],
  metrics: [
    { name: 'Effect on the primary outcome', direction: 'maximize', unit: 'd' },
    { name: 'Cost of the experiment', direction: 'minimize', unit: 'USD' },
  ],
  primaryMetric: { name: 'Effect on the primary outcome', direction: 'maximize' },
  datasets: [],
  idea: {
    id: '0e000000-0000-4000-8000-0000000000bb',
    title: 'Telemonitoring after discharge',
    status: 'converted',
    sessionId: '0e000000-0000-4000-8000-0000000000cc',
    goalId: '0e000000-0000-4000-8000-0000000000dd',
    strategy: 'evolve_grounding',
    parents: [{ id: '0e000000-0000-4000-8000-0000000000ee', title: 'Weight checks by phone' }],
  },
  allowedStatuses: ['running', 'abandoned'],
};

const server = setupApiServer(
  ...noComments(),
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
  http.get(apiUrl('/v1/experiments/:id/lineage'), () => HttpResponse.json(lineageFixture(EXPERIMENT))),
  http.get(apiUrl('/v1/experiments/:id/runs'), () =>
    HttpResponse.json({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      totalPages: 0,
      hasMore: false,
      hasPrevious: false,
    }),
  ),
  http.get(apiUrl('/v1/workspaces'), () =>
    HttpResponse.json({
      items: [],
      total: 0,
      page: 1,
      pageSize: 100,
      totalPages: 0,
      hasMore: false,
      hasPrevious: false,
    }),
  ),
);

const renderExperiment = () =>
  renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId', element: <ExperimentPage /> }],
    `/workspaces/experiments/${EXPERIMENT.id}`,
  );

describe('ExperimentPage', () => {
  it('shows the plan, the metrics with their direction, and where the experiment came from', async () => {
    server.use(http.get(apiUrl('/v1/experiments/:id'), () => HttpResponse.json(EXPERIMENT)));
    renderExperiment();
    expect(await screen.findByRole('heading', { level: 2, name: EXPERIMENT.name })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Plan' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Cost of the experiment/ })).toHaveTextContent('Lower is better');
    expect(screen.getByRole('row', { name: /Effect on the primary outcome/ })).toHaveTextContent('Higher is better');
    expect(screen.getByRole('link', { name: 'Telemonitoring after discharge' })).toHaveAttribute(
      'href',
      `/workspaces/${EXPERIMENT.workspaceId}/ideas/${EXPERIMENT.ideaId}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Parent ideas' })).getByText('Weight checks by phone'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Effect on the primary outcome/ })).toHaveTextContent('Primary');
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Log a run with curl' })).toHaveTextContent(
      `/v1/experiments/${EXPERIMENT.id}/runs`,
    );
  });

  it('offers the allowed moves, makes one, and shows a refusal in the server words', async () => {
    const user = userEvent.setup({ delay: null });
    let current: Experiment = EXPERIMENT;
    server.use(
      http.get(apiUrl('/v1/experiments/:id'), () => HttpResponse.json(current)),
      http.patch(apiUrl('/v1/experiments/:id'), async ({ request }) => {
        const { status } = (await request.json()) as { status: Experiment['status'] };
        if (status === 'completed')
          return HttpResponse.json(
            { detail: { error: { message: 'An experiment cannot move from running to completed', type: 'conflict' } } },
            { status: 409 },
          );
        current = { ...current, status, allowedStatuses: ['completed', 'abandoned'] };
        return HttpResponse.json(current);
      }),
    );
    renderExperiment();
    const actions = await screen.findByRole('group', { name: 'Experiment actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Start experiment', 'Abandon experiment']);
    await user.click(within(actions).getByRole('button', { name: 'Start experiment' }));
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark completed', 'Abandon experiment']),
    );
    await user.click(within(actions).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findAllByText('An experiment cannot move from running to completed')).not.toHaveLength(0);
  });

  it("sets the primary metric, and the runs table's first metric column follows", async () => {
    const user = userEvent.setup({ delay: null });
    let current: Experiment = EXPERIMENT;
    server.use(
      http.get(apiUrl('/v1/experiments/:id'), () => HttpResponse.json(current)),
      http.get(apiUrl('/v1/experiments/:id/runs'), () => HttpResponse.json(pageOf([runFixture(1), runFixture(2)]))),
      http.get(apiUrl('/v1/runs/:id/metrics/:key'), ({ params }) =>
        HttpResponse.json(historyOf(String(params.id), String(params.key))),
      ),
      http.patch(apiUrl('/v1/experiments/:id'), async ({ request }) => {
        const { primaryMetric } = (await request.json()) as Pick<Experiment, 'primaryMetric'>;
        current = { ...current, primaryMetric };
        return HttpResponse.json(current);
      }),
    );
    renderExperiment();
    const table = await screen.findByRole('table', { name: 'Runs of this experiment' });
    expect(within(table).getAllByRole('columnheader')[5]).toHaveTextContent(/^Effect on the primary outcome/);
    const form = screen.getByRole('form', { name: 'Primary metric' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Primary metric' }), 'acc');
    await user.click(within(form).getByRole('button', { name: 'Set primary metric' }));
    await waitFor(() =>
      expect(within(table).getAllByRole('columnheader')[5]).toHaveTextContent(/^acc, Primary, higher is better/),
    );
    expect(screen.getByRole('row', { name: /Effect on the primary outcome/ })).not.toHaveTextContent('Primary');
  });

  it.each([
    [404, 'Experiment not found', 'not_found'],
    // An id the server cannot read as one, answered as an invalid id: to the reader just as missing.
    [400, 'experimentId: must be a valid UUID', 'validation_error'],
  ])('says an experiment the server answers %i for could not be found', async (status, message, type) => {
    server.use(
      http.get(apiUrl('/v1/experiments/:id'), () =>
        HttpResponse.json({ detail: { error: { message, type } } }, { status }),
      ),
    );
    renderExperiment();
    expect(await screen.findByRole('heading', { name: 'This experiment could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/UUID/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to experiments' })).toHaveAttribute(
      'href',
      '/workspaces/experiments',
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('ExperimentsPage', () => {
  it('keeps its filters in the address and asks the server with them', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/v1/experiments'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          items: [EXPERIMENT],
          total: 1,
          page: 1,
          pageSize: 20,
          totalPages: 1,
          hasMore: false,
          hasPrevious: false,
        });
      }),
    );
    const { router } = renderRoutes(
      [{ path: '/workspaces/experiments', element: <ExperimentsPage /> }],
      '/workspaces/experiments',
    );
    expect(await screen.findByRole('link', { name: EXPERIMENT.name })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT.id}`,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'running');
    await waitFor(() => expect(router.state.location.search).toBe('?status=running'));
    await waitFor(() => expect(asked.at(-1)).toContain('status=running'));
  });

  it('says how experiments come to exist when there are none', async () => {
    server.use(
      http.get(apiUrl('/v1/experiments'), () =>
        HttpResponse.json({
          items: [],
          total: 0,
          page: 1,
          pageSize: 20,
          totalPages: 0,
          hasMore: false,
          hasPrevious: false,
        }),
      ),
    );
    renderRoutes([{ path: '/workspaces/experiments', element: <ExperimentsPage /> }], '/workspaces/experiments');
    expect(await screen.findByText('No experiments yet')).toBeInTheDocument();
    expect(screen.getByText(/convert them: each becomes an experiment/)).toBeInTheDocument();
  });
});
