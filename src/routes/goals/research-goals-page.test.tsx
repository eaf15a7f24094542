import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { ResearchGoalsPage } from './research-goals-page';

const server = setupApiServer();
const OCEAN = workspaceFixture(2, { name: 'Ocean lab' });
const GOALS = [
  goalFixture(1, { title: 'Drought microbes', parameters: { numberOfIdeas: 12, rounds: 2 } }),
  goalFixture(2, { title: 'Kelp carbon', workspaceId: OCEAN.id }),
];

function renderGoals(path = '/workspaces/goals') {
  const api = coscientistApi({ goals: GOALS.map((g) => ({ ...g })) });
  server.use(...workspaceApi([WORKSPACE, OCEAN]).handlers, ...api.handlers);
  const utils = renderRoutes(
    [
      { path: '/workspaces/goals', element: <ResearchGoalsPage /> },
      { path: '/workspaces/:workspaceId/session/:sessionId', element: <h2>Session page</h2> },
    ],
    path,
  );
  return { ...utils, store: api.store };
}

const goalTitles = async () => {
  const table = await screen.findByRole('table', { name: 'Research goals' });
  return within(table)
    .getAllByRole('rowheader')
    .map((th) => th.querySelector('span')?.textContent);
};

describe('ResearchGoalsPage', { timeout: 15_000 }, () => {
  it('lists the goals of every workspace, and of one when picked', async () => {
    const user = userEvent.setup({ delay: null });
    renderGoals();
    await waitFor(async () => expect(await goalTitles()).toEqual(['Drought microbes', 'Kelp carbon']));
    expect(screen.getByRole('row', { name: /Kelp carbon/ })).toHaveTextContent('Ocean lab');
    expect(screen.getByRole('link', { name: 'New goal' })).toHaveAttribute('href', '/workspaces/create-goal');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), OCEAN.id);
    await waitFor(async () => expect(await goalTitles()).toEqual(['Kelp carbon']));
    expect(screen.getByRole('link', { name: 'New goal' })).toHaveAttribute(
      'href',
      `/workspaces/${OCEAN.id}/create-goal`,
    );
  });

  it("starts a session with the goal's parameters and opens its page", async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderGoals();
    await user.click(await screen.findByRole('button', { name: 'Start session for Drought microbes' }));
    expect(await screen.findByRole('heading', { name: 'Session page' })).toBeInTheDocument();
    expect(store.calls.starts).toEqual([
      expect.objectContaining({
        goalId: GOALS[0].id,
        answerGenerationMode: 'IDEA_FORGE',
        projectId: 'labforge',
        overrides: { numberOfIdeas: 12, rounds: 2 },
      }),
    ]);
    expect(router.state.location.pathname).toBe(`/workspaces/${WORKSPACE.id}/session/${store.sessions[0].id}`);
  });

  it('says why a start failed, naming the endpoint', async () => {
    const user = userEvent.setup({ delay: null });
    renderGoals();
    server.use(
      http.post(apiUrl('/v1/workspaces/:id/goals/:goalId/start'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'Engine unavailable', type: 'unavailable' } } },
          { status: 503 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Start session for Kelp carbon' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not start the session');
    expect(alert).toHaveTextContent(
      'Failed to start Co-Scientist session (POST /v1/workspaces/{id}/goals/{goalId}/start): Engine unavailable',
    );
  });

  it('exports the goals as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderGoals();
    await screen.findByRole('table', { name: 'Research goals' });
    await user.click(screen.getByRole('button', { name: 'Export goals (CSV)' }));
    // The exporter loads with the first export.
    await waitFor(() => expect(names[0]).toMatch(/^goals-\d{4}-\d{2}-\d{2}\.csv$/));
    const rows = Papa.parse<Record<string, string>>(await blobs[0].text(), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.title, r.workspace])).toEqual([
      ['Drought microbes', 'Soil lab'],
      ['Kelp carbon', 'Ocean lab'],
    ]);
  });
});
