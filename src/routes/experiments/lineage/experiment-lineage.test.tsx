import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExperimentLineage as Lineage } from '../../../api/queries/research-objects';
import { apiUrl, setupApiServer } from '../../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../../tests/support/ui/render';
import { ExperimentLineage } from './experiment-lineage';

// The experiment page's lineage (docs/product.md, "Research objects out"): each link of the
// chain, in order, with a link to where it lives; what is missing said in words; and the crate
// downloaded under the experiment's name, or the server's refusal shown.

const EXPERIMENT = {
  id: '0e000000-0000-4000-8000-000000000001',
  name: 'Nurse-led telemonitoring trial',
  primaryMetric: { name: 'accuracy' },
};
const WORKSPACE = '0e000000-0000-4000-8000-0000000000aa';
const IDEA = '0e000000-0000-4000-8000-0000000000bb';
const RUN = (n: number) => `0e000000-0000-4000-8000-00000000010${n}`;

const FULL: Lineage = {
  experimentId: EXPERIMENT.id,
  workspaceId: WORKSPACE,
  idea: { id: IDEA, title: 'Telemonitoring after discharge', sessionId: '0e000000-0000-4000-8000-0000000000cc' },
  literature: [1, 2, 3, 4].map((n) => ({
    title: `Telemonitoring study ${n}`,
    url: `https://doi.org/10.1/${n}`,
    year: 2020 + n,
  })),
  reviews: { count: 6, byResearchers: 1, meanScore: 3.4666 },
  matches: { count: 4, byResearchers: 1, wins: 3, losses: 1, draws: 0 },
  workflow: { id: '0e000000-0000-4000-8000-0000000000f1', name: 'Workflow: telemonitoring' },
  datasets: [
    { id: 'era5', name: 'ERA5 reanalysis', kind: 'catalogue', url: 'https://example.org/era5', licence: 'CC-BY-4.0' },
    { id: null, name: 'Count_Person', kind: 'named', url: null, licence: null },
  ],
  code: {
    id: '0e000000-0000-4000-8000-0000000000f2',
    name: 'vibe/telemonitoring',
    language: 'python',
    pullRequestUrl: 'https://github.com/lab/repo/pull/7',
  },
  runs: [1, 2, 3, 4].map((n) => ({ id: RUN(n), name: `run-${n}`, status: 'finished' as const, value: n / 10 })),
  runTotal: 4,
  result: { runId: RUN(4), runName: 'run-4', metric: 'accuracy', direction: 'maximize', value: 0.4 },
};

const EMPTY: Lineage = {
  ...FULL,
  idea: null,
  literature: [],
  reviews: { count: 0, byResearchers: 0, meanScore: null },
  matches: { count: 0, byResearchers: 0, wins: 0, losses: 0, draws: 0 },
  workflow: null,
  datasets: [],
  code: null,
  runs: [],
  runTotal: 0,
  result: null,
};

const server = setupApiServer();

function renderLineage(lineage: Lineage) {
  server.use(http.get(apiUrl('/v1/experiments/:id/lineage'), () => HttpResponse.json(lineage)));
  renderRoutes([{ path: '/x', element: <ExperimentLineage experiment={EXPERIMENT} /> }], '/x');
}

/** The chain's links: the list's own items, not those of the lists inside them. */
const steps = async () => [...(await screen.findByRole('list', { name: `Lineage of ${EXPERIMENT.name}` })).children];

const step = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: new RegExp(`${title}$`) });
  return heading.closest('li')!;
};

describe('ExperimentLineage', () => {
  it('draws the chain in order, idea to result, each link pointing where it lives', async () => {
    renderLineage(FULL);
    await screen.findByRole('list', { name: `Lineage of ${EXPERIMENT.name}` });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['1Idea', '2Reviews and matches', '3Workflow', '4Datasets', '5Code', '6Runs', '7Result']);
    expect(within(await step('Idea')).getByRole('link', { name: FULL.idea!.title })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/ideas/${IDEA}`,
    );
    const judged = await step('Reviews and matches');
    expect(judged).toHaveTextContent(
      '6 reviews, 1 by a researcher, 3.5 / 5 on average. 4 matches, 1 judged by a researcher: 3 won, 1 lost, 0 drawn.',
    );
    const works = within(judged).getByRole('list', { name: 'Literature' });
    expect(within(works).getByRole('link', { name: 'Telemonitoring study 1' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1/1',
    );
    expect(works).toHaveTextContent('and 1 more');
    expect(within(await step('Workflow')).getByRole('link')).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/workflows/${FULL.workflow!.id}/graph`,
    );
    const data = await step('Datasets');
    expect(within(data).getByRole('link', { name: 'ERA5 reanalysis' })).toHaveAttribute('href', '/datasets/era5');
    expect(within(data).getByRole('link', { name: 'Landing page' })).toHaveAttribute(
      'href',
      'https://example.org/era5',
    );
    expect(data).toHaveTextContent('Catalogue · Licence: CC-BY-4.0');
    expect(data).toHaveTextContent('Count_PersonNamed in the plan, nothing attached');
    expect(within(await step('Code')).getByRole('link', { name: 'Pull request' })).toHaveAttribute(
      'href',
      FULL.code!.pullRequestUrl,
    );
    const runs = await step('Runs');
    expect(
      within(runs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['run-1', 'run-2', 'run-3']);
    expect(runs).toHaveTextContent('4 runs in all');
    const result = await step('Result');
    expect(result).toHaveTextContent('The highest accuracy, 0.4, in run run-4');
    expect(within(result).getByRole('link', { name: 'run-4' })).toHaveAttribute(
      'href',
      `/workspaces/experiments/${EXPERIMENT.id}/runs/${RUN(4)}`,
    );
  });

  it('says which links are missing for an experiment with nothing yet', async () => {
    renderLineage(EMPTY);
    expect(await steps()).toHaveLength(7);
    for (const words of [
      'The idea has since been deleted with its goal.',
      'No published work was read.',
      'No workflow is linked to this experiment.',
      'No datasets: the study collects its own data.',
      'No code has been written for this idea yet.',
      'No runs yet.',
      'No run has logged the primary metric yet.',
    ]) {
      expect(screen.getByText(words)).toBeInTheDocument();
    }
  });

  it('downloads the RO-Crate under the experiment’s name', async () => {
    const user = userEvent.setup({ delay: null });
    let asked = 0;
    server.use(
      http.get(apiUrl('/v1/experiments/:id/ro-crate'), () => {
        asked++;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), { headers: { 'Content-Type': 'application/zip' } });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:crate', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderLineage(FULL);
    const button = await screen.findByRole('button', { name: 'Download as RO-Crate' });
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['nurse-led-telemonitoring-trial-ro-crate.zip']));
    expect(asked).toBe(1);
  });

  it('shows the server’s words when the crate is too large to download', async () => {
    const user = userEvent.setup({ delay: null });
    const words =
      "This experiment's files come to 1.2 GB, more than the 1 GB an RO-Crate download may hold. Download its largest run artifacts from their runs instead.";
    server.use(
      http.get(apiUrl('/v1/experiments/:id/ro-crate'), () =>
        HttpResponse.json({ detail: { error: { message: words, type: 'conflict' } } }, { status: 409 }),
      ),
    );
    renderLineage(FULL);
    await user.click(await screen.findByRole('button', { name: 'Download as RO-Crate' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByText('The RO-Crate could not be downloaded')).toBeInTheDocument();
  });
});
