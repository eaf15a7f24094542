import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import {
  goalFixture,
  progressFixture,
  sessionFixture,
  WORKSPACE,
} from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Session } from '../../api/types';
import { SessionPage } from './session-page';

// The session page names the research field the engine read the goal as, and lets the researcher
// correct it: the goal's `field` parameter is saved and a new session starts with it.

const FIELDS = [
  { id: 'ecology', name: 'Ecology', humanSubjects: false, methods: [] },
  { id: 'protein-enzyme-engineering', name: 'Protein and enzyme engineering', humanSubjects: false, methods: [] },
];
const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/research-fields'), () => HttpResponse.json({ fields: FIELDS })),
);
const GOAL = goalFixture(1, { title: 'PET hydrolases above 70 °C', parameters: { numberOfIdeas: 6, rounds: 2 } });

function renderSession(field: Session['field']) {
  const session = sessionFixture(1, { status: 'completed', ...(field !== undefined && { field }) });
  const api = coscientistApi({
    goals: [GOAL],
    sessions: [session],
    ideas: [],
    progress: [progressFixture('completed')],
  });
  const patches: unknown[] = [];
  server.use(
    ...api.handlers,
    http.patch(apiUrl('/v1/workspaces/:id/goals/:goalId'), async ({ request }) => {
      const patch = (await request.json()) as { parameters: Record<string, unknown> };
      patches.push(patch);
      Object.assign(GOAL, patch);
      return HttpResponse.json(GOAL);
    }),
  );
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage pollIntervalMs={40} /> }],
    `/workspaces/${WORKSPACE.id}/session/${session.id}`,
  );
  return { ...api, patches };
}

const note = () => screen.findByRole('region', { name: 'Research field' });

describe('the research field note', { timeout: 15_000 }, () => {
  it('names the detected field and how sure the engine was', async () => {
    renderSession({
      id: 'protein-enzyme-engineering',
      name: 'Protein and enzyme engineering',
      confidence: 0.86,
      source: 'detected',
    });
    expect(await note()).toHaveTextContent(
      "Research field: Protein and enzyme engineering (read from the goal's words, 86% confidence)",
    );
  });

  it('says when no field was recognised', async () => {
    renderSession(null);
    expect(await note()).toHaveTextContent('Research field: not recognised; ideas draw on the methods of every field.');
  });

  it('says the field comes with the plan while the session has not planned yet', async () => {
    renderSession(undefined);
    expect(await note()).toHaveTextContent('Research field: read from the goal when the session plans.');
  });

  it('saves a corrected field into the goal and starts a new session with it, keeping the other parameters', async () => {
    const user = userEvent.setup();
    const { patches, store } = renderSession({ id: 'ecology', name: 'Ecology', confidence: 0.4, source: 'detected' });
    await user.click(await within(await note()).findByRole('button', { name: 'Change research field' }));
    const form = screen.getByRole('form', { name: 'Change the research field' });
    const select = within(form).getByRole('combobox', { name: 'Research field' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(select).toHaveValue('ecology');
    await user.selectOptions(select, 'Protein and enzyme engineering');
    await user.click(within(form).getByRole('button', { name: 'Save and start a new session' }));
    await waitFor(() => expect(store.calls.starts).toHaveLength(1));
    expect(patches).toEqual([{ parameters: { numberOfIdeas: 6, rounds: 2, field: 'protein-enzyme-engineering' } }]);
    expect(store.calls.starts[0]).toMatchObject({ overrides: { numberOfIdeas: 6, rounds: 2 } });
  });

  it('keeps the choice and says why when the goal cannot be saved', async () => {
    const user = userEvent.setup();
    const { store } = renderSession({ id: 'ecology', name: 'Ecology', confidence: 0.4, source: 'detected' });
    server.use(
      http.patch(apiUrl('/v1/workspaces/:id/goals/:goalId'), () =>
        HttpResponse.json({ detail: { error: { message: 'Goal not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    await user.click(await within(await note()).findByRole('button', { name: 'Change research field' }));
    const form = screen.getByRole('form', { name: 'Change the research field' });
    const select = within(form).getByRole('combobox', { name: 'Research field' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'Protein and enzyme engineering');
    await user.click(within(form).getByRole('button', { name: 'Save and start a new session' }));
    expect(await within(form).findByText('Could not save the field')).toBeInTheDocument();
    expect(select).toHaveValue('protein-enzyme-engineering');
    expect(store.calls.starts).toHaveLength(0);
  });
});
