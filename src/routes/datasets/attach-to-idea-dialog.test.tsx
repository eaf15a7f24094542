import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Dataset } from '../../api/queries/datasets';
import type { SearchResult } from '../../api/queries/search';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import {
  attachedFixture,
  catalogueDatasetFixture,
  UPLOAD_ID,
  uploadFixture,
} from '../../../tests/support/ui/dataset-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DatasetPage } from './dataset-page';

// "Attach to an idea" on a dataset's page (docs/product.md, "Datasets"): the caller's ideas are
// searched by title, and the chosen one gets the dataset through the idea page's own call.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));

const WORKSPACE_ID = '0a000000-0000-4000-8000-000000000001';
const IDEA: SearchResult = {
  kind: 'idea',
  id: '0b000000-0000-4000-8000-000000000001',
  title: 'Rainfall thresholds for flood warnings',
  subtitle: 'Coastal lab',
  workspaceId: WORKSPACE_ID,
  sessionId: '0c000000-0000-4000-8000-000000000001',
  href: `/workspaces/${WORKSPACE_ID}/ideas/0b000000-0000-4000-8000-000000000001`,
  role: 'owner',
};
const WORKSPACE: SearchResult = {
  kind: 'workspace',
  id: WORKSPACE_ID,
  title: 'Flood lab',
  workspaceId: WORKSPACE_ID,
  href: `/workspaces/${WORKSPACE_ID}`,
  role: 'owner',
};

/** Answers the search with `results` and records each q asked. */
function searchApi(results: SearchResult[] | (() => Response)) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/v1/search'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return typeof results === 'function' ? results() : HttpResponse.json({ results });
    }),
  );
  return asked;
}

async function openPicker(dataset: Dataset) {
  const user = userEvent.setup({ delay: null });
  server.use(http.get(apiUrl('/v1/datasets/:id'), () => HttpResponse.json(dataset)));
  renderRoutes([{ path: '/datasets/:datasetId', element: <DatasetPage /> }], `/datasets/${dataset.id}`);
  await user.click(await screen.findByRole('button', { name: 'Attach to an idea' }));
  const dialog = screen.getByRole('dialog', { name: 'Attach to an idea' });
  return { user, dialog, search: within(dialog).getByRole('searchbox', { name: 'Find an idea' }) };
}

describe('attaching a dataset to an idea from its page', () => {
  it('finds the caller’s ideas by title and attaches the upload to the one chosen', async () => {
    const asked = searchApi([WORKSPACE, IDEA]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/v1/ideas/:id/datasets'), async ({ request, params }) => {
        bodies.push({ ideaId: params.id, body: await request.json() });
        return HttpResponse.json(attachedFixture(String(params.id)), { status: 201 });
      }),
    );
    const { user, dialog, search } = await openPicker(uploadFixture('ready'));
    await user.type(search, 'flood');
    const ideas = await within(dialog).findByRole('list', { name: 'Your ideas' });
    // Ideas only: the workspace that matched is not something to attach to.
    expect(within(ideas).getAllByRole('listitem')).toHaveLength(1);
    expect(asked.at(-1)).toBe('flood');
    await user.click(within(ideas).getByRole('button', { name: `Attach to ${IDEA.title}` }));

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent(`Attached to ${IDEA.title}.`);
    expect(within(done).getByRole('link', { name: IDEA.title })).toHaveAttribute('href', IDEA.href);
    expect(bodies).toEqual([{ ideaId: IDEA.id, body: { datasetId: UPLOAD_ID } }]);
    // A hang guard for a busy machine, not a speed check.
  }, 20_000);

  it('shuts Attach on an idea the caller only views, saying why, and offers it on one they edit', async () => {
    const viewed = {
      ...IDEA,
      id: '0b000000-0000-4000-8000-000000000002',
      title: 'Flood gauges',
      role: 'viewer' as const,
    };
    searchApi([IDEA, viewed]);
    const { user, dialog, search } = await openPicker(uploadFixture('ready'));
    await user.type(search, 'flood');
    const ideas = await within(dialog).findByRole('list', { name: 'Your ideas' });
    const shut = within(ideas).getByRole('button', { name: `Attach to ${viewed.title}` });
    expect(shut).toBeDisabled();
    expect(shut).toHaveAccessibleDescription(
      'Only editors and owners of this workspace can do this. You are a viewer.',
    );
    expect(within(ideas).getByRole('button', { name: `Attach to ${IDEA.title}` })).toBeEnabled();
  });

  it('says when no idea has the words in its title', async () => {
    searchApi([WORKSPACE]);
    const { user, dialog, search } = await openPicker(catalogueDatasetFixture());
    await user.type(search, 'zebrafish');
    expect(await within(dialog).findByText('No idea of yours has “zebrafish” in its title.')).toBeInTheDocument();
  });

  it('shows a refused attachment in the server’s words and keeps the search', async () => {
    searchApi([IDEA]);
    server.use(
      http.post(apiUrl('/v1/ideas/:id/datasets'), () =>
        HttpResponse.json({ detail: { error: { message: 'Idea not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    const { user, dialog, search } = await openPicker(catalogueDatasetFixture());
    await user.type(search, 'rain');
    await user.click(await within(dialog).findByRole('button', { name: `Attach to ${IDEA.title}` }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 6_000 });
    expect(alert).toHaveTextContent('Could not attach the dataset');
    expect(alert).toHaveTextContent('Idea not found');
    expect(search).toHaveValue('rain');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  }, 20_000);

  it('keeps what was typed when the search cannot reach the server', async () => {
    searchApi(() => HttpResponse.error());
    const { user, dialog, search } = await openPicker(catalogueDatasetFixture());
    await user.type(search, 'flood');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not search your ideas');
    expect(search).toHaveValue('flood');
  });
});
