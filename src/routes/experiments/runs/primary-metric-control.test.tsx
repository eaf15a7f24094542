import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { Providers } from '../../../../tests/support/ui/render';
import type { Experiment } from '../../../api/types';
import { PrimaryMetricControl } from './primary-metric-control';
import { EXPERIMENT, http, refusal } from './runs.test-support';

const server = setupApiServer();

const PLANNED: Experiment = {
  ...EXPERIMENT,
  metrics: [
    { name: 'loss', direction: 'minimize', unit: '' },
    { name: 'Cost of the experiment', direction: 'minimize', unit: 'USD' },
  ],
};

function renderControl(experiment = PLANNED) {
  return render(
    <Providers>
      <PrimaryMetricControl experiment={experiment} loggedKeys={['acc', 'loss']} />
    </Providers>,
  );
}

describe('primary metric', () => {
  it('offers the planned and the logged metrics, and sends the one chosen with its direction', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    server.use(
      http.patch('/v1/experiments/{experimentId}', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        return response(200).json({ ...PLANNED, primaryMetric: body.primaryMetric ?? null });
      }),
    );
    renderControl();
    const form = screen.getByRole('form', { name: 'Primary metric' });
    const metric = within(form).getByRole('combobox', { name: 'Primary metric' });
    expect(
      within(metric)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['loss', 'Cost of the experiment', 'acc']);
    expect(within(form).getByRole('button', { name: 'Set primary metric' })).toBeDisabled();
    await user.selectOptions(metric, 'acc');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Better when' }), 'maximize');
    await user.click(within(form).getByRole('button', { name: 'Set primary metric' }));
    await waitFor(() => expect(bodies).toEqual([{ primaryMetric: { name: 'acc', direction: 'maximize' } }]));
    expect(await screen.findByText('Primary metric set')).toBeInTheDocument();
  });

  it("takes a planned metric's direction from the plan", async () => {
    const user = userEvent.setup({ delay: null });
    renderControl({ ...PLANNED, primaryMetric: { name: 'acc', direction: 'maximize' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary metric' }), 'Cost of the experiment');
    expect(screen.getByRole('combobox', { name: 'Better when' })).toHaveValue('minimize');
  });

  it("proposes the direction a logged key's name implies: an RMSE lower, an accuracy higher", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <PrimaryMetricControl experiment={{ ...PLANNED, primaryMetric: null }} loggedKeys={['val_rmse', 'acc']} />
      </Providers>,
    );
    const better = screen.getByRole('combobox', { name: 'Better when' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary metric' }), 'val_rmse');
    expect(better).toHaveValue('minimize');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary metric' }), 'acc');
    expect(better).toHaveValue('maximize');
  });

  it("shows the server's words when it refuses", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.patch('/v1/experiments/{experimentId}', ({ response }) =>
        response(404).json(refusal('Experiment not found', 'not_found')),
      ),
    );
    renderControl();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary metric' }), 'acc');
    await user.click(screen.getByRole('button', { name: 'Set primary metric' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The primary metric did not changeExperiment not found');
  });

  it('is not offered when nothing is planned or logged', () => {
    render(
      <Providers>
        <PrimaryMetricControl experiment={{ ...PLANNED, metrics: [], primaryMetric: null }} loggedKeys={[]} />
      </Providers>,
    );
    expect(screen.queryByRole('form', { name: 'Primary metric' })).not.toBeInTheDocument();
  });
});
