import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { suggestionFixture } from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { SessionIdeas } from './session-ideas';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1);
const SELECTED = ideaFixture(1, { title: 'Drought microbes', status: 'selected', eloRating: 1500 });
const REVIEWED = ideaFixture(2, { title: 'Fungal networks', status: 'reviewed', eloRating: 1400 });

function renderIdeas() {
  const api = coscientistApi({ ideas: [SELECTED, REVIEWED], sessions: [SESSION] });
  server.use(...api.handlers);
  renderRoutes(
    [{ path: '/ideas', element: <SessionIdeas sessionId={SESSION.id} workspaceId={WORKSPACE.id} title="Session" /> }],
    '/ideas',
  );
  return api;
}

describe('bulk actions on ideas', () => {
  it('converts the ticked selected ideas, skips the others with why, and leads to what each became', async () => {
    const user = userEvent.setup({ delay: null });
    let asked: unknown;
    let answer!: () => void;
    server.use(
      http.post(apiUrl('/v1/ideas/convert'), async ({ request }) => {
        asked = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          conversionResults: [{ ideaId: SELECTED.id, success: true, experimentId: 'e-1', workflowId: 'w-1' }],
        });
      }),
    );
    renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected ideas' });
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 ideas selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Convert to experiments' }));
    await waitFor(() => expect(screen.getAllByText('Converting…')).toHaveLength(1));
    answer();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('1 of 2 converted')).toBeInTheDocument();
    expect(
      within(notifications).getByText("'Fungal networks' is reviewed; only selected ideas can be converted"),
    ).toBeInTheDocument();
    expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(notifications).getByRole('link', { name: 'Experiment: Drought microbes' })).toHaveAttribute(
      'href',
      '/workspaces/experiments/e-1',
    );
    expect(within(notifications).getByRole('link', { name: 'Workflow: Drought microbes' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/workflows/w-1/graph`,
    );
    expect(asked).toEqual({ ideaIds: [SELECTED.id] });
    await waitFor(() => expect(screen.queryByText('Converting…')).not.toBeInTheDocument());
    // The ticks stay, so the researcher can go on.
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 ideas selected');
  });

  it('selects the ideas that can be, says plainly which were already selected, keeps the ticks, and undoes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected ideas' });
    await user.click(within(toolbar).getByRole('button', { name: 'Select for conversion' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('1 of 2 selected')).toBeInTheDocument();
    expect(within(notifications).getByText("'Drought microbes' is already selected")).toBeInTheDocument();
    expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.store.ideas.find((i) => i.id === REVIEWED.id)?.status).toBe('selected');
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 ideas selected');
    // Both are selected now: the bar offers unselecting and converting, no longer selecting.
    await waitFor(() =>
      expect(within(toolbar).queryByRole('button', { name: 'Select for conversion' })).not.toBeInTheDocument(),
    );
    expect(within(toolbar).getByRole('button', { name: 'Unselect' })).toBeInTheDocument();
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    expect(await within(notifications).findByText('1 idea unselected')).toBeInTheDocument();
    expect(api.store.ideas.find((i) => i.id === REVIEWED.id)?.status).toBe('reviewed');
    expect(api.store.ideas.find((i) => i.id === SELECTED.id)?.status).toBe('selected');
  });

  it('archives after a confirmation, and Undo brings each idea back to where it was', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected ideas' });
    await user.click(within(toolbar).getByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive 2 ideas?' })).getByRole('button', { name: 'Archive ideas' }),
    );
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('2 ideas archived')).toBeInTheDocument();
    expect(api.store.ideas.map((i) => i.status)).toEqual(['archived', 'archived']);
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    expect(await within(notifications).findByText('2 ideas unarchived')).toBeInTheDocument();
    expect(api.store.ideas.find((i) => i.id === SELECTED.id)?.status).toBe('selected');
    expect(api.store.ideas.find((i) => i.id === REVIEWED.id)?.status).toBe('reviewed');
  });

  it('suggests datasets for the ticked ideas, grouped by idea', async () => {
    const user = userEvent.setup({ delay: null });
    let asked: unknown;
    server.use(
      http.post(apiUrl('/v1/ideas/suggest-datasets'), async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({
          suggestions: [suggestionFixture(REVIEWED.id, REVIEWED.title)],
          totalSuggestions: 1,
          agentUsed: 'Offline catalogue search',
        });
      }),
    );
    renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected ideas' });
    await user.click(within(toolbar).getByRole('button', { name: 'Suggest datasets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested datasets' });
    expect(await within(dialog).findByRole('region', { name: 'Datasets for Fungal networks' })).toHaveTextContent(
      'UniProt Knowledgebase',
    );
    expect(within(dialog).getByRole('region', { name: 'Datasets for Drought microbes' })).toHaveTextContent(
      'No dataset in the catalogue fits this idea yet.',
    );
    expect(asked).toEqual({ ideaIds: [SELECTED.id, REVIEWED.id] });
  });
});
