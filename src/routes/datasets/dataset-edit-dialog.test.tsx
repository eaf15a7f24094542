import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Dataset } from '../../api/queries/datasets';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { catalogueDatasetFixture, UPLOAD_ID, uploadFixture } from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DatasetPage } from './dataset-page';

// The owner describes an upload from its page (docs/product.md, "Datasets"): only what changed is
// sent, the page shows the answer, and a refusal or a lost connection keeps what was typed.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));

const failure = (status: number, message: string, type: string) =>
  HttpResponse.json({ detail: { error: { message, type } } }, { status });

function datasetApi(dataset: Dataset) {
  server.use(http.get(apiUrl('/v1/datasets/:id'), () => HttpResponse.json(dataset)));
}

/** Records each PATCH body and answers with `answer(body)`. */
function patchApi(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch(apiUrl('/v1/datasets/:id'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openEditor(dataset: Dataset) {
  const user = userEvent.setup({ delay: null });
  datasetApi(dataset);
  renderRoutes([{ path: '/datasets/:datasetId', element: <DatasetPage /> }], `/datasets/${dataset.id}`);
  await user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit dataset details' });
  return { user, dialog };
}

describe('editing an upload’s details', () => {
  it('is offered on an upload only: a catalogue entry is its publisher’s', async () => {
    datasetApi(catalogueDatasetFixture());
    renderRoutes([{ path: '/datasets/:datasetId', element: <DatasetPage /> }], '/datasets/uniprot');
    expect(await screen.findByRole('button', { name: 'Attach to an idea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('reads Private access for an upload, with what that means', async () => {
    datasetApi(uploadFixture('ready'));
    renderRoutes([{ path: '/datasets/:datasetId', element: <DatasetPage /> }], `/datasets/${UPLOAD_ID}`);
    const badges = await screen.findAllByText('Private');
    expect(badges[0]).toHaveAttribute('title', 'Only you can see it');
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
  });

  it('sends only what changed, variables picked from the columns, and the page shows the answer', async () => {
    const dataset = uploadFixture('ready');
    const bodies = patchApi((body) => HttpResponse.json({ ...dataset, ...body }));
    const { user, dialog } = await openEditor(dataset);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.paste('North Sea buoys');
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('Hourly sea temperature.');
    await user.click(within(dialog).getByRole('combobox', { name: /Licence/ }));
    await user.paste('CC-BY-4.0');
    await user.click(within(dialog).getByRole('textbox', { name: /Topics/ }));
    await user.paste('oceanography, , sea temperature');
    const variables = within(dialog).getByRole('group', { name: 'Variables' });
    expect(within(variables).getByRole('checkbox', { name: 'station' })).toBeChecked();
    await user.click(within(variables).getByRole('checkbox', { name: 'station' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: 'North Sea buoys',
        description: 'Hourly sea temperature.',
        licence: 'CC-BY-4.0',
        topics: ['oceanography', 'sea temperature'],
        variables: ['temperature_c'],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'North Sea buoys' })).toBeInTheDocument();
    expect(screen.getByText('Dataset details saved')).toBeInTheDocument();
    // A hang guard for a busy machine, not a speed check.
  }, 20_000);

  it('checks the name before any call', async () => {
    const bodies = patchApi(() => HttpResponse.json(uploadFixture('ready')));
    const { user, dialog } = await openEditor(uploadFixture('ready'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('says variables wait for the profile while it is being made', async () => {
    const { dialog } = await openEditor(uploadFixture('pending'));
    expect(within(dialog).getByText(/Variables can be picked from the file’s columns once/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Variables' })).not.toBeInTheDocument();
  });

  it.each([
    ['a 400', () => failure(400, "variables: 'depth' is not a column of this dataset", 'validation_error')],
    ['a 404', () => failure(404, 'Dataset not found', 'not_found')],
  ])('shows %s in the server’s words and keeps what was typed', async (_, answer) => {
    patchApi(answer);
    const { user, dialog } = await openEditor(uploadFixture('ready'));
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('Kept after the refusal');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save the dataset’s details');
    expect(alert).toHaveTextContent(answer().status === 400 ? "'depth' is not a column" : 'Dataset not found');
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Kept after the refusal');
  });

  it('keeps what was typed when the connection fails (after the mutation’s own retries)', async () => {
    const bodies = patchApi(() => HttpResponse.error());
    const { user, dialog } = await openEditor(uploadFixture('ready'));
    await user.type(within(dialog).getByRole('textbox', { name: /Topics/ }), 'buoys');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 6_000 });
    expect(alert).toHaveTextContent('Could not save the dataset’s details');
    expect(bodies).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: /Topics/ })).toHaveValue('buoys');
    // Two retries, 1 s and 2 s apart, then the failure: a hang guard above that.
  }, 20_000);
});
