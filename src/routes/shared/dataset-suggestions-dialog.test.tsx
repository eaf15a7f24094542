import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { ideaFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { datasetSummaryFixture, suggestionFixture } from '../../../tests/support/ui/dataset-fixtures';
import { errorBody } from '../../../tests/support/ui/fake-xhr';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { SuggestDatasetsButton } from './suggest-datasets-button';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const ROOTS = ideaFixture(1, { title: 'Drought-primed root microbes' });
const FUNGI = ideaFixture(2, { title: 'Fungal networks' });
const PDB = datasetSummaryFixture({ id: 'protein-data-bank', name: 'Protein Data Bank', access: 'registration' });

const ANSWER = {
  suggestions: [
    suggestionFixture(ROOTS.id, ROOTS.title),
    suggestionFixture(FUNGI.id, FUNGI.title, { dataset: PDB, relevanceScore: 0.455, reason: 'Structures only.' }),
  ],
  totalSuggestions: 2,
  agentUsed: 'Offline catalogue search',
};

/** Answers the suggestion calls in turn (the last repeats) and counts them. */
function suggestApi(...answers: (() => Response)[]) {
  const calls: unknown[] = [];
  server.use(
    http.post(apiUrl('/v1/ideas/suggest-datasets'), async ({ request }) => {
      calls.push(await request.json());
      return answers[Math.min(calls.length - 1, answers.length - 1)]!();
    }),
  );
  return calls;
}

const ok = () => HttpResponse.json(ANSWER);
const failing =
  (status: number, message = 'boom') =>
  () =>
    HttpResponse.json(errorBody(message, 'error'), { status });

async function openDialog(ideas: { id: string; title: string }[] = [ROOTS, FUNGI]) {
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  renderRoutes([{ path: '/', element: <SuggestDatasetsButton ideas={ideas} /> }], '/');
  await user.click(screen.getByRole('button', { name: 'Suggest datasets' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Suggested datasets' }) };
}

describe('dataset suggestions', () => {
  it('groups the suggestions by idea with their relevance and reason, and attaches one', async () => {
    const calls = suggestApi(ok);
    let attached: unknown;
    server.use(
      http.post(apiUrl('/v1/ideas/:id/datasets'), async ({ request, params }) => {
        attached = { ideaId: params.id, ...((await request.json()) as object) };
        return HttpResponse.json(
          { ideaId: params.id, dataset: PDB, relevanceScore: 0.455, reason: '', attachedAt: '' },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('Ranked by: Offline catalogue search')).toBeInTheDocument();
    expect(calls).toEqual([{ ideaIds: [ROOTS.id, FUNGI.id] }]);
    const roots = within(dialog).getByRole('region', { name: `Datasets for ${ROOTS.title}` });
    expect(within(roots).getByRole('link', { name: 'UniProt Knowledgebase' })).toHaveAttribute(
      'href',
      '/datasets/uniprot',
    );
    expect(within(roots).getByText('82% relevant')).toBeInTheDocument();
    expect(within(roots).getByText('Open')).toBeInTheDocument();
    const fungi = within(dialog).getByRole('region', { name: `Datasets for ${FUNGI.title}` });
    expect(within(fungi).getByText('46% relevant')).toBeInTheDocument();
    expect(within(fungi).getByText('Structures only.')).toBeInTheDocument();
    expect(within(fungi).getByText('Registration')).toBeInTheDocument();

    await user.click(within(fungi).getByRole('button', { name: 'Attach to idea: Protein Data Bank' }));
    expect(await within(fungi).findByRole('button', { name: 'Attached: Protein Data Bank' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Still where the keyboard left it.
    expect(within(fungi).getByRole('button', { name: 'Attached: Protein Data Bank' })).toHaveFocus();
    expect(attached).toEqual({
      ideaId: FUNGI.id,
      datasetId: 'protein-data-bank',
      relevanceScore: 0.455,
      reason: 'Structures only.',
    });
    expect(within(roots).getByRole('button', { name: 'Attach to idea: UniProt Knowledgebase' })).toBeEnabled();
  });

  it('says in the dialog why a dataset was not attached, as the toast waits behind it', async () => {
    suggestApi(ok);
    const refusal = 'Only editors and owners of this workspace can do this. You are a viewer.';
    server.use(
      http.post(apiUrl('/v1/ideas/:id/datasets'), () =>
        HttpResponse.json(errorBody(refusal, 'insufficient_role'), { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog();
    const fungi = await within(dialog).findByRole('region', { name: `Datasets for ${FUNGI.title}` });
    await user.click(within(fungi).getByRole('button', { name: 'Attach to idea: Protein Data Bank' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`The dataset could not be attached${refusal}`);
    expect(within(fungi).getByRole('button', { name: 'Attach to idea: Protein Data Bank' })).toBeInTheDocument();
  });

  it('says what to search the catalogue for when nothing fits an idea well enough', async () => {
    suggestApi(() =>
      HttpResponse.json({
        ...ANSWER,
        suggestions: [ANSWER.suggestions[0]],
        totalSuggestions: 1,
        searchInstead: [{ ideaId: FUNGI.id, words: ['mycorrhiza', 'nutrient transfer'] }],
      }),
    );
    const { dialog } = await openDialog();
    const fungi = await within(dialog).findByRole('region', { name: `Datasets for ${FUNGI.title}` });
    expect(fungi).toHaveTextContent(
      'No dataset in the catalogue fits this idea yet. Search the catalogue for mycorrhiza or nutrient transfer, or upload your own data.',
    );
    expect(within(fungi).getByRole('link', { name: 'nutrient transfer' })).toHaveAttribute(
      'href',
      '/datasets?q=nutrient%20transfer',
    );
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it.each([
      [400, 'Invalid request - check idea IDs', 1],
      [404, 'Ideas not found or access denied', 1],
      [503, 'Dataset suggestion service unavailable', 2],
      [504, 'Dataset suggestion timed out - please try again', 2],
      [500, 'API request failed: boom', 2],
    ])('words a %i as the product says, after %i call(s)', async (status, message, expectedCalls) => {
      const calls = suggestApi(failing(status));
      const { dialog } = await openDialog();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(calls).toHaveLength(expectedCalls);
    });

    it('retries once, 2000 ms after a failure', async () => {
      const calls = suggestApi(failing(503), ok);
      const { dialog } = await openDialog();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(calls).toHaveLength(1);
      expect(within(dialog).getByRole('status')).toHaveTextContent('Finding datasets that fit…');
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(await within(dialog).findByText('Ranked by: Offline catalogue search')).toBeInTheDocument();
      expect(calls).toHaveLength(2);
    });
  });

  it('refuses a malformed idea id before any call, in the server words', async () => {
    const calls = suggestApi(ok);
    const { dialog } = await openDialog([{ id: 'nope', title: 'Broken' }]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid idea ID format: nope');
    expect(calls).toHaveLength(0);
  });

  it('is offered for one to five ideas, and says why not for more', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => ideaFixture(n));
    renderRoutes([{ path: '/', element: <SuggestDatasetsButton ideas={six} /> }], '/');
    const button = screen.getByRole('button', { name: 'Suggest datasets' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Datasets are suggested for 1 to 5 ideas at a time');
  });
});
