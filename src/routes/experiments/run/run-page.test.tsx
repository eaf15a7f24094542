import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupApiServer } from '../../../../tests/support/ui/api-server';
import { noComments } from '../../../../tests/support/ui/comments-api';
import { renderRoutes } from '../../../../tests/support/ui/render';
import type { Run, RunUpdate } from '../../../api/queries/runs';
import {
  EXPERIMENT_ID,
  historyHandler,
  http,
  refusal,
  runDetailFixture,
  runId,
  WORKSPACE_ID,
} from '../runs/runs.test-support';
import { RunPage } from './run-page';

const server = setupApiServer(historyHandler(), ...noComments());

/** Serves `run`, applying each PATCH to it unless `refuse` answers one; records the bodies. */
function runApi(run: Run, refuse?: (body: RunUpdate) => { status: 400 | 409; message: string } | undefined) {
  let current = run;
  const bodies: RunUpdate[] = [];
  server.use(
    http.get('/v1/runs/{runId}', ({ response }) => response(200).json({ ...current, role: 'owner' })),
    http.patch('/v1/runs/{runId}', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      const refused = refuse?.(body);
      if (refused) return response(refused.status).json(refusal(refused.message, 'conflict'));
      const ended = body.status && body.status !== 'running' ? { endedAt: '2026-11-20T11:00:00.000Z' } : {};
      current = { ...current, ...body, ...ended, tags: { ...current.tags, ...body.tags } };
      return response(200).json(current);
    }),
  );
  return bodies;
}

function renderRun(id = runId(1)) {
  return renderRoutes(
    [{ path: '/workspaces/experiments/:experimentId/runs/:runId', element: <RunPage /> }],
    `/workspaces/experiments/${EXPERIMENT_ID}/runs/${id}`,
  );
}

const RUNNING = runDetailFixture(1, { status: 'running', endedAt: null });

describe('run page', { timeout: 15_000 }, () => {
  it('shows the run: status, times, params, tags, provenance, notes, metrics and artifacts', async () => {
    runApi(runDetailFixture(2));
    renderRun(runId(2));
    expect(await screen.findByRole('heading', { level: 2, name: 'run-2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'run-2' })).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('12m 5s')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Params' })).getByRole('row', { name: 'lr 0.002' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Tags' })).getByRole('row', { name: 'stage dev' })).toBeVisible();
    const provenance = within(screen.getByRole('list', { name: 'Provenance' }));
    expect(provenance.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Learning-rate sweep', `/workspaces/experiments/${EXPERIMENT_ID}`],
      ['Warm-up before decay', `/workspaces/${WORKSPACE_ID}/ideas/0e000000-0000-4000-8000-0000000000bb`],
      [
        'Faster convergence — 2026-11-19 08:30 UTC',
        `/workspaces/${WORKSPACE_ID}/session/0e000000-0000-4000-8000-0000000000cc`,
      ],
      ['Faster convergence', `/workspaces/${WORKSPACE_ID}/goals`],
      ['Vision lab', `/workspaces/${WORKSPACE_ID}`],
    ]);
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    expect(screen.getByText('No artifacts yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Latest metric values' })).getByRole('row', { name: 'loss 0.5 10' }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Data for loss' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Run actions' })).not.toBeInTheDocument();
  });

  it('ends a running run, and shows a refusal in the server words', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = runApi(RUNNING, (body) =>
      body.status === 'killed' ? { status: 409, message: 'A finished run cannot change status' } : undefined,
    );
    renderRun();
    const actions = await screen.findByRole('group', { name: 'Run actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark finished', 'Mark failed', 'Mark killed']);
    expect(screen.getByText('Still running')).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Mark killed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A finished run cannot change status');
    await user.click(within(actions).getByRole('button', { name: 'Mark finished' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Run actions' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ status: 'killed' }, { status: 'finished' }]);
    expect(screen.getAllByText('Finished').length).toBeGreaterThan(0);
  });

  it('renames the run, and keeps the box open with the server words when refused', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = runApi(RUNNING, (body) =>
      body.name === 'taken' ? { status: 400, message: 'name: must be 200 characters or fewer' } : undefined,
    );
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Rename run' }));
    const box = screen.getByRole('textbox', { name: 'Run name' });
    await user.clear(box);
    await user.type(box, 'taken{Enter}');
    await waitFor(() => expect(box).toHaveAccessibleDescription('name: must be 200 characters or fewer'));
    await user.clear(box);
    await user.type(box, '  warm-up  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'warm-up' })).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'taken' }, { name: 'warm-up' }]);
  });

  it('saves the notes and shows them as Markdown; a refusal keeps the draft with the server words', async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    const bodies = runApi(RUNNING, () => (refuse ? { status: 400, message: 'notes: too long' } : undefined));
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
    await user.type(box, '## Warm-up{Enter}{Enter}Loss fell *fast*.');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('notes: too long'));
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('heading', { name: 'Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('fast').tagName).toBe('EM');
    expect(bodies).toEqual([
      { notes: '## Warm-up\n\nLoss fell *fast*.' },
      { notes: '## Warm-up\n\nLoss fell *fast*.' },
    ]);
  });

  it('adds a tag, and shows a refusal in the server words', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = runApi(RUNNING, (body) =>
      body.tags && 'bad key' in body.tags ? { status: 400, message: 'tags: bad key is not a valid key' } : undefined,
    );
    renderRun();
    const form = await screen.findByRole('form', { name: 'Add or change a tag' });
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), 'bad key');
    await user.click(within(form).getByRole('button', { name: 'Save tag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('tags: bad key is not a valid key');
    await user.clear(within(form).getByRole('textbox', { name: 'Tag' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), 'stage');
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'prod');
    await user.click(within(form).getByRole('button', { name: 'Save tag' }));
    expect(await screen.findByRole('row', { name: 'stage prod' })).toBeInTheDocument();
    expect(bodies).toEqual([{ tags: { 'bad key': '' } }, { tags: { stage: 'prod' } }]);
  });

  it('says a run is not found, for the server 400 on a malformed id and for its 404', async () => {
    server.use(
      http.get('/v1/runs/{runId}', ({ params, response }) =>
        params.runId === 'r1'
          ? response.untyped(
              HttpResponse.json(refusal('runId: must be a valid UUID', 'validation_error'), { status: 400 }),
            )
          : response(404).json(refusal('Run not found', 'not_found')),
      ),
    );
    const { unmount } = renderRun('r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'This run could not be found' })).toBeInTheDocument();
    unmount();
    renderRun(runId(9));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the experiment' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT_ID}`,
    );
  });

  it("shows the server's words when the run cannot be read, and asks again on Try again", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.get('/v1/runs/{runId}', ({ response }) => {
        calls += 1;
        return calls === 1
          ? response.untyped(HttpResponse.json(refusal('The server failed', 'internal_error'), { status: 500 }))
          : response(200).json(RUNNING);
      }),
    );
    renderRun();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'run-1' })).toBeInTheDocument();
  });
});
