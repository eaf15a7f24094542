import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { literatureFixture, relatedWorkFixture } from '../../../tests/support/ui/literature-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../tests/support/ui/render';
import type { IdeaRelatedWork } from '../../api/queries/related-work';
import type { ExportFile } from '../../domain/activity-export';
import { IdeaPage } from './idea-page';
import { ProposalPage } from './proposal-page';

const saved = vi.hoisted(() => [] as ExportFile[]);
vi.mock('../../ui/download-file', () => ({
  downloadFile: (file: ExportFile) => saved.push(file),
  saveBlob: () => undefined,
}));

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
);

const IDEA = ideaFixture(1, {
  title: 'Drought-primed [root] microbes',
  reviews: [],
  details: {
    hypothesis: 'Primed seedlings keep more water.',
    rationale: 'Droughted soils select helpful microbes.',
    methodology: ['Collect soil.', 'Isolate microbes.', 'Run a greenhouse trial.'],
    expectedOutcomes: ['A consortium that raises water retention'],
    risks: [{ risk: 'Microbes fail to colonise roots', probability: 0.3 }],
  },
});
const WORKS: IdeaRelatedWork = {
  items: [
    relatedWorkFixture(1, {
      title: 'Root microbiomes under drought',
      authors: ['A. Alpha', 'B. Beta'],
      year: 2021,
      venue: 'Nature Microbiology',
      doi: '10.1038/s41564-021-1',
      url: 'https://doi.org/10.1038/s41564-021-1',
      relation: 'overlaps',
      whyClose: 'It inoculates seedlings with drought-adapted microbes.',
      beyond: null,
    }),
  ],
  literature: literatureFixture('used'),
  references: 0,
};
const PROPOSAL = `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}/proposal`;

function renderProposal(path = PROPOSAL, relatedWork: Record<string, IdeaRelatedWork> = { [IDEA.id]: WORKS }) {
  server.use(
    ...coscientistApi({ ideas: [IDEA], sessions: [sessionFixture(1, { status: 'completed' })], relatedWork }).handlers,
  );
  return renderRoutes(
    [
      { path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> },
      { path: '/workspaces/:workspaceId/ideas/:ideaId/proposal', element: <ProposalPage /> },
    ],
    path,
    createTestQueryClient(),
  );
}

const document = () => screen.findByRole('article', { name: 'Proposal' }, { timeout: 5000 });

beforeEach(() => {
  saved.length = 0;
});

describe('the proposal page of an idea', () => {
  it('shows every section of the Specific Aims layout, with the related work cited', async () => {
    renderProposal();
    const page = await document();
    expect(within(page).getByRole('heading', { level: 2, name: 'Drought-primed [root] microbes' })).toBeInTheDocument();
    const sections = within(page)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(sections).toEqual([
      'Background',
      'Hypothesis',
      'Specific aims',
      'Approach',
      'Expected outcomes',
      'Risks and alternatives',
      'References',
    ]);
    const background = within(page).getByRole('region', { name: 'Background' });
    expect(background).toHaveTextContent(
      'Droughted soils select helpful microbes. Alpha et al. (2021) already address part of this, in “Root microbiomes under drought”. [1]',
    );
    expect(within(background).getByRole('link', { name: '[1]' })).toHaveAttribute('href', '#reference-1');
    expect(within(page).getByRole('region', { name: 'Hypothesis' })).toHaveTextContent(
      'Primed seedlings keep more water.',
    );
    const aims = within(page).getByRole('list', { name: 'Specific aims' });
    expect(
      within(aims)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Aim 1. Collect soil.', 'Aim 2. Isolate microbes.', 'Aim 3. Run a greenhouse trial.']);
    expect(within(page).getByRole('list', { name: 'Risks' })).toHaveTextContent(
      'Microbes fail to colonise roots (probability 30%)',
    );
    const references = within(page).getByRole('list', { name: 'References' });
    expect(references).toHaveTextContent(
      '[1] A. Alpha, B. Beta (2021). Root microbiomes under drought. Nature Microbiology. doi:10.1038/s41564-021-1',
    );
    expect(within(references).getByRole('link', { name: 'doi:10.1038/s41564-021-1' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1038/s41564-021-1',
    );
  });

  it('says no published work was cited when the related work is empty', async () => {
    renderProposal(PROPOSAL, {});
    const page = await document();
    expect(within(page).getByRole('region', { name: 'References' })).toHaveTextContent('No published work was cited.');
    expect(within(page).queryByRole('list', { name: 'References' })).not.toBeInTheDocument();
  });

  it('downloads the proposal as Markdown named after the idea, and prints the page', async () => {
    const user = userEvent.setup({ delay: null });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderProposal();
    await document();
    await user.click(screen.getByRole('button', { name: 'Download as Markdown' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].fileName).toBe('drought-primed-root-microbes-proposal.md');
    expect(saved[0].mimeType).toBe('text/markdown;charset=utf-8');
    expect(saved[0].content).toMatch(/^# Drought-primed \\\[root\\\] microbes\n\n## Background\n/);
    expect(saved[0].content).toContain(
      '1. A. Alpha, B. Beta (2021). Root microbiomes under drought. Nature Microbiology. [doi:10.1038/s41564-021-1](https://doi.org/10.1038/s41564-021-1)',
    );
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says the related work could not be loaded, and retries', async () => {
    let fail = true;
    renderProposal();
    server.use(
      http.get(apiUrl('/v1/ideas/:id/related-work'), () =>
        fail
          ? HttpResponse.json({ detail: { error: { message: 'Boom', type: 'internal' } } }, { status: 500 })
          : HttpResponse.json(WORKS),
      ),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.queryByRole('article', { name: 'Proposal' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(retry);
    expect(await document()).toHaveTextContent('Root microbiomes under drought');
  });

  it('shows the not-found page for an idea that does not exist', async () => {
    renderProposal(`/workspaces/${WORKSPACE.id}/ideas/00000000-0000-4000-8000-00000000dead/proposal`);
    expect(await screen.findByText('Idea not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to ideas' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas`,
    );
  });

  it('is opened from the idea page, and leads back to it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderProposal(`/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`);
    await user.click(await screen.findByRole('link', { name: 'Open as a proposal' }, { timeout: 5000 }));
    await document();
    expect(router.state.location.pathname).toBe(PROPOSAL);
    await user.click(screen.getByRole('link', { name: 'Back to the idea' }));
    expect(router.state.location.pathname).toBe(`/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`);
  });
});
