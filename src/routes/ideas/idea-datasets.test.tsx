import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AttachedDataset } from '../../api/queries/idea-datasets';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { attachedFixture, datasetSummaryFixture, suggestionFixture } from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { IdeaPage } from './idea-page';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const IDEA = ideaFixture(1, { title: 'Drought-primed root microbes' });
const PDB = datasetSummaryFixture({ id: 'protein-data-bank', name: 'Protein Data Bank' });

/** The idea's attachments, kept in memory so attach and detach change what the list reads. */
function attachmentsApi(initial: AttachedDataset[]) {
  let items = [...initial];
  server.use(
    ...coscientistApi({ ideas: [IDEA] }).handlers,
    http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items })),
    http.post(apiUrl('/v1/ideas/:id/datasets'), async ({ request }) => {
      const body = (await request.json()) as { datasetId: string; relevanceScore: number; reason: string };
      const added = attachedFixture(IDEA.id, {
        dataset: PDB,
        relevanceScore: body.relevanceScore,
        reason: body.reason,
      });
      items = [added, ...items];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete(apiUrl('/v1/ideas/:id/datasets/:datasetId'), ({ params }) => {
      items = items.filter((a) => a.dataset.id !== params.datasetId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const renderIdea = () =>
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );

const datasetsSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Datasets' })).closest('div.rounded-ui') as HTMLElement;

describe('the Datasets section of an idea', () => {
  it('lists what is attached, with relevance and reason, and detaches one', async () => {
    const user = userEvent.setup({ delay: null });
    attachmentsApi([attachedFixture(IDEA.id)]);
    renderIdea();
    const section = await datasetsSection();
    expect(within(section).getByText('Attached datasets are used when this idea is converted.')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Attached datasets' });
    expect(within(list).getByRole('link', { name: 'UniProt Knowledgebase' })).toHaveAttribute(
      'href',
      '/datasets/uniprot',
    );
    expect(within(list).getByText('82% relevant')).toBeInTheDocument();
    expect(within(list).getByText('It records protein function across organisms.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Detach UniProt Knowledgebase' }));
    expect(await within(section).findByText('No datasets attached yet.')).toBeInTheDocument();
  });

  it('suggests datasets for this idea, and one attached there appears in the list', async () => {
    const user = userEvent.setup({ delay: null });
    attachmentsApi([]);
    let asked: unknown;
    server.use(
      http.post(apiUrl('/v1/ideas/suggest-datasets'), async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({
          suggestions: [suggestionFixture(IDEA.id, IDEA.title, { dataset: PDB, reason: 'Structures of the enzymes.' })],
          totalSuggestions: 1,
          agentUsed: 'Offline catalogue search',
        });
      }),
    );
    renderIdea();
    const section = await datasetsSection();
    expect(await within(section).findByText('No datasets attached yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Suggest datasets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested datasets' });
    await user.click(await within(dialog).findByRole('button', { name: 'Attach to idea: Protein Data Bank' }));
    expect(await within(dialog).findByRole('button', { name: 'Attached: Protein Data Bank' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(asked).toEqual({ ideaIds: [IDEA.id] });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const list = await within(section).findByRole('list', { name: 'Attached datasets' });
    expect(within(list).getByText('Structures of the enzymes.')).toBeInTheDocument();
  });
});
