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
  it('converts the ticked ideas, marks them converting meanwhile, and names the one that failed and why', async () => {
    const user = userEvent.setup({ delay: null });
    let asked: unknown;
    let answer!: () => void;
    server.use(
      http.post(apiUrl('/v1/ideas/convert'), async ({ request }) => {
        asked = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          conversionResults: [
            { ideaId: SELECTED.id, success: true, experimentId: 'e', workflowId: 'w' },
            {
              ideaId: REVIEWED.id,
              success: false,
              error: 'Only selected ideas can be converted; this idea is reviewed',
            },
          ],
        });
      }),
    );
    renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected ideas' });
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 ideas selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Convert to experiments' }));
    await waitFor(() => expect(screen.getAllByText('Converting…')).toHaveLength(2));
    answer();
    expect(await screen.findByText('1 idea converted, 1 failed')).toBeInTheDocument();
    expect(
      screen.getByText(/Fungal networks: Only selected ideas can be converted; this idea is reviewed/),
    ).toBeInTheDocument();
    expect(asked).toEqual({ ideaIds: [SELECTED.id, REVIEWED.id] });
    await waitFor(() => expect(screen.queryByText('Converting…')).not.toBeInTheDocument());
    expect(screen.queryByRole('toolbar', { name: 'Actions on selected ideas' })).not.toBeInTheDocument();
  });

  it('selects for conversion only the ideas the lifecycle lets move, and says how many could not', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderIdeas();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
    await user.click(screen.getByRole('button', { name: 'Select for conversion' }));
    expect(await screen.findByText('1 idea could not be selected')).toBeInTheDocument();
    expect(api.store.ideas.find((i) => i.id === REVIEWED.id)?.status).toBe('selected');
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
