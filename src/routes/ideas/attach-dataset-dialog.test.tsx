import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DatasetSummary } from '../../api/queries/datasets';
import type { AttachedDataset } from '../../api/queries/idea-datasets';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import {
  attachedFixture,
  datasetSummaryFixture,
  searchResultFixture,
  UPLOAD_ID,
  uploadFixture,
} from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { IdeaPage } from './idea-page';

// "Attach a dataset" on an idea's page (docs/product.md, "Datasets"): the caller's uploads come
// first and say they are private, the catalogue is searched by words, an attached dataset is
// marked and not offered again, and a refusal keeps the picker open with what was typed.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const IDEA = ideaFixture(1, { title: 'Thermostable PETase variants' });
const BUOYS = uploadFixture('ready');
const UNIPROT = datasetSummaryFixture();
const PDB = datasetSummaryFixture({ id: 'protein-data-bank', name: 'Protein Data Bank', publisher: 'wwPDB' });
const BY_ID = new Map<string, DatasetSummary>([BUOYS, UNIPROT, PDB].map((dataset) => [dataset.id, dataset]));

interface Asked {
  searches: URLSearchParams[];
  attached: unknown[];
}

/**
 * The idea, its attachments (kept in memory, so attaching changes the list) and a dataset search
 * answering the uploads for scope=mine and `catalogue` for scope=catalogue.
 */
function pickerApi({
  attached = [],
  catalogue = [UNIPROT, PDB],
  uploads = [BUOYS],
  attach,
  search,
}: {
  attached?: AttachedDataset[];
  catalogue?: DatasetSummary[];
  uploads?: DatasetSummary[];
  attach?: () => Response;
  search?: () => Response;
} = {}): Asked {
  const asked: Asked = { searches: [], attached: [] };
  let items = [...attached];
  server.use(
    ...coscientistApi({ ideas: [IDEA] }).handlers,
    http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items })),
    http.get(apiUrl('/v1/datasets'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.searches.push(params);
      if (search) return search();
      return HttpResponse.json(searchResultFixture(params.get('scope') === 'mine' ? uploads : catalogue));
    }),
    http.post(apiUrl('/v1/ideas/:id/datasets'), async ({ request }) => {
      const body = (await request.json()) as { datasetId: string };
      asked.attached.push(body);
      if (attach) return attach();
      const added = attachedFixture(IDEA.id, {
        dataset: BY_ID.get(body.datasetId)!,
        relevanceScore: null,
        reason: null,
      });
      items = [added, ...items];
      return HttpResponse.json(added, { status: 201 });
    }),
  );
  return asked;
}

async function openPicker() {
  const user = userEvent.setup({ delay: null });
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );
  const heading = await screen.findByRole('heading', { level: 2, name: 'Datasets' });
  const section = heading.closest('div.rounded-ui') as HTMLElement;
  await user.click(within(section).getByRole('button', { name: 'Attach a dataset' }));
  const dialog = screen.getByRole('dialog', { name: 'Attach a dataset' });
  return { user, section, dialog, search: within(dialog).getByRole('searchbox', { name: 'Find a dataset' }) };
}

const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

describe('attaching any dataset from an idea’s page', () => {
  it('offers the caller’s uploads first, searches the catalogue, marks what is attached and attaches the one chosen', async () => {
    const asked = pickerApi({ attached: [attachedFixture(IDEA.id)] });
    const { user, section, dialog, search } = await openPicker();

    // Before any words: the uploads, labelled Private, and how to reach the catalogue.
    const uploads = await within(dialog).findByRole('list', { name: 'Your uploads' });
    expect(within(uploads).getByText('buoys')).toBeInTheDocument();
    expect(within(uploads).getByText('Private')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Catalogue' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Type words to search the catalogue.')).toBeInTheDocument();

    await user.type(search, 'protein');
    const catalogue = await within(dialog).findByRole('list', { name: 'Catalogue' });
    const lists = within(dialog).getAllByRole('list');
    expect(lists.indexOf(within(dialog).getByRole('list', { name: 'Your uploads' }))).toBeLessThan(
      lists.indexOf(catalogue),
    );
    const catalogueAsk = asked.searches.find((params) => params.get('scope') === 'catalogue')!;
    expect(catalogueAsk.get('q')).toBe('protein');
    // Live sources' results cannot be attached, so they are not asked.
    expect(catalogueAsk.get('live')).toBe('false');

    // UniProt is attached already: marked, with nothing to press.
    expect(within(catalogue).getByRole('button', { name: 'Already attached: UniProt Knowledgebase' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(catalogue).queryByRole('button', { name: 'Attach UniProt Knowledgebase' })).not.toBeInTheDocument();

    await user.click(within(catalogue).getByRole('button', { name: 'Attach Protein Data Bank' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Attached Protein Data Bank to this idea.');
    expect(within(catalogue).getByRole('button', { name: 'Already attached: Protein Data Bank' })).toBeInTheDocument();
    expect(asked.attached).toEqual([{ datasetId: PDB.id }]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const list = await within(section).findByRole('list', { name: 'Attached datasets' });
    expect(await within(list).findByRole('link', { name: 'Protein Data Bank' })).toHaveAttribute(
      'href',
      '/datasets/protein-data-bank',
    );
    // A hang guard for a busy machine, not a speed check.
  }, 20_000);

  it('attaches one of the caller’s uploads', async () => {
    const asked = pickerApi();
    const { user, section, dialog } = await openPicker();
    const uploads = await within(dialog).findByRole('list', { name: 'Your uploads' });
    await user.click(within(uploads).getByRole('button', { name: 'Attach buoys' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Attached buoys to this idea.');
    expect(asked.attached).toEqual([{ datasetId: UPLOAD_ID }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByRole('link', { name: 'buoys' })).toHaveAttribute(
      'href',
      `/datasets/${UPLOAD_ID}`,
    );
  }, 20_000);

  it('says when the caller has no uploads, and when nothing has the words', async () => {
    pickerApi({ uploads: [], catalogue: [] });
    const { user, dialog, search } = await openPicker();
    expect(
      await within(dialog).findByText('You have no uploads yet. Type words to search the catalogue.'),
    ).toBeInTheDocument();
    await user.type(search, 'zebrafish');
    expect(await within(dialog).findByText('No dataset has “zebrafish” in it.')).toBeInTheDocument();
  });

  it('says when only the first of many uploads are listed, and how to find the others', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      uploadFixture('ready', { id: `upload-${i}`, name: `Buoy log ${i}` }),
    );
    const asked = pickerApi({ uploads: many });
    server.use(
      http.get(apiUrl('/v1/datasets'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.searches.push(params);
        const total = params.get('q') ? 31 : 45;
        return HttpResponse.json(searchResultFixture(params.get('scope') === 'mine' ? many : [], { total }));
      }),
    );
    const { user, dialog, search } = await openPicker();
    expect(
      await within(dialog).findByText(
        'Showing 20 of your 45 uploads. Type words to find the others and to search the catalogue.',
      ),
    ).toBeInTheDocument();
    await user.type(search, 'buoy');
    expect(
      await within(dialog).findByText('Showing 20 of 31 uploads with these words. Type more words to narrow them.'),
    ).toBeInTheDocument();
  });

  it.each([
    [400, 'datasetId: must match pattern', 'validation_error'],
    [404, 'Dataset not found', 'not_found'],
  ])(
    'shows a %i refusal in the server’s words and keeps the picker and the words',
    async (status, message, type) => {
      pickerApi({ attach: () => HttpResponse.json(errorBody(message, type), { status }) });
      const { user, dialog, search } = await openPicker();
      await user.type(search, 'protein');
      const catalogue = await within(dialog).findByRole('list', { name: 'Catalogue' });
      await user.click(within(catalogue).getByRole('button', { name: 'Attach Protein Data Bank' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Could not attach the dataset');
      expect(alert).toHaveTextContent(message);
      expect(search).toHaveValue('protein');
      expect(within(catalogue).getByRole('button', { name: 'Attach Protein Data Bank' })).toBeEnabled();
      expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    },
    20_000,
  );

  it('keeps the picker and the words when the attachment cannot reach the server', async () => {
    pickerApi({ attach: () => HttpResponse.error() });
    const { user, dialog, search } = await openPicker();
    await user.type(search, 'protein');
    const catalogue = await within(dialog).findByRole('list', { name: 'Catalogue' });
    await user.click(within(catalogue).getByRole('button', { name: 'Attach Protein Data Bank' }));
    // A lost connection is tried again twice (1 s, then 2 s) before it is shown.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Could not attach the dataset');
    expect(search).toHaveValue('protein');
    expect(screen.getByRole('dialog', { name: 'Attach a dataset' })).toBeInTheDocument();
  }, 20_000);

  it('keeps what was typed when the search cannot reach the server', async () => {
    pickerApi({ search: () => HttpResponse.error() });
    const { user, dialog, search } = await openPicker();
    await user.type(search, 'protein');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not search the datasets');
    expect(search).toHaveValue('protein');
  });
});
