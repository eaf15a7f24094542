import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import {
  goalFixture,
  ideaFixture,
  progressFixture,
  sessionFixture,
  WORKSPACE,
} from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { literatureFixture, literatureSourceFixture } from '../../../tests/support/ui/literature-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Session } from '../../api/types';
import { SessionPage } from './session-page';

// The session page's Literature card: what the literature search did, or why novelty was judged
// within the session only.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const HOW_TO =
  'Your administrator can connect OpenAlex, Crossref, Semantic Scholar, arXiv or Europe PMC to compare ideas with published work (see the "Configuration" section of the README).';

function renderSession(story: Partial<Session>) {
  const session = sessionFixture(1, { status: 'completed', progress: progressFixture('completed'), ...story });
  server.use(...coscientistApi({ goals: [goalFixture(1)], sessions: [session], ideas: [ideaFixture(1)] }).handlers);
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage /> }],
    `/workspaces/${WORKSPACE.id}/session/${session.id}`,
  );
}

const literatureCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Literature' })).closest('div.rounded-ui') as HTMLElement;

describe('the Literature card of a session', () => {
  it('lists each source with its searches, works and failures, the works read and references dropped', async () => {
    const sources = [
      literatureSourceFixture(),
      literatureSourceFixture({
        id: 'crossref',
        name: 'Crossref',
        requests: 5,
        works: 1,
        failures: [{ reason: 'timed out', count: 2 }],
      }),
    ];
    renderSession({ literature: literatureFixture('used', { sources, worksRead: 37, citationsDropped: 2 }) });
    const card = await literatureCard();
    const rows = within(within(card).getByRole('list', { name: 'Literature sources' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OpenAlex: 12 searches · 48 works returned',
      'Crossref: 5 searches · 1 work returned · 2 failed: timed out',
    ]);
    expect(card).toHaveTextContent('37 works read · 2 unverified references dropped');
    expect(card).not.toHaveTextContent('judged within this session only');
  });

  it('leaves out dropped references when there were none', async () => {
    renderSession({ literature: literatureFixture('used', { worksRead: 1, citationsDropped: 0 }) });
    const card = await literatureCard();
    expect(within(card).getByText('1 work read')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('dropped');
  });

  it('says novelty was judged within the session when no source is configured, and how to add one', async () => {
    renderSession({ literature: literatureFixture('not_configured') });
    const card = await literatureCard();
    expect(
      within(card).getByText('Novelty was judged within this session only: no literature source is configured.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(HOW_TO)).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when every source failed, naming each failure', async () => {
    renderSession({ literature: literatureFixture('unavailable') });
    const card = await literatureCard();
    expect(
      within(card).getByText('Novelty was judged within this session only: every literature source failed.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('OpenAlex: HTTP 503 (3×); Crossref: timed out (1×)')).toBeInTheDocument();
    expect(within(card).getByText(HOW_TO)).toBeInTheDocument();
  });

  it('says the literature is still to be searched early in the session', async () => {
    renderSession({ literature: literatureFixture('pending') });
    const card = await literatureCard();
    expect(within(card).getByText('The literature has not been searched yet.')).toBeInTheDocument();
  });

  it('sits after the meta-reviews and before the overview', async () => {
    const metaReviews = [{ round: 1, text: 'Round 1 meta-review.', recurringIssues: [] }];
    renderSession({ metaReviews, overview: 'The overview.', literature: literatureFixture('used') });
    await literatureCard();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(h2s.indexOf('Meta-reviews'), h2s.indexOf('Meta-reviews') + 3)).toEqual([
      'Meta-reviews',
      'Literature',
      'Research overview',
    ]);
  });

  it('is absent when the server sends no literature report', async () => {
    renderSession({ overview: 'The overview.' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Research overview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Literature' })).not.toBeInTheDocument();
  });

  it('exports the session’s related work, and says so when the export fails', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/v1/sessions/:id/related-work/export'), ({ request, params }) => {
        expect(params.id).toBe(sessionFixture(1).id);
        const format = new URL(request.url).searchParams.get('format');
        asked.push(format);
        if (format === 'ris') {
          return HttpResponse.json(
            { detail: { error: { message: 'Session not found', type: 'not_found' } } },
            { status: 404 },
          );
        }
        return new HttpResponse('[]\n', {
          headers: {
            'Content-Type': 'application/vnd.citationstyles.csl+json; charset=utf-8',
            'Content-Disposition': 'attachment; filename="related-work-session-0001.json"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:citations', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderSession({ literature: literatureFixture('used') });
    const group = within(await literatureCard()).getByRole('group', { name: 'Export citations' });
    await user.click(within(group).getByRole('button', { name: 'Export the session’s related work as CSL-JSON' }));
    await waitFor(() => expect(saved).toEqual(['related-work-session-0001.json']));
    await user.click(within(group).getByRole('button', { name: 'Export the session’s related work as RIS' }));
    expect(await screen.findByText('The citations could not be exported')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(asked).toEqual(['csl-json', 'ris']);
  });

  it('offers no export when no literature source answered', async () => {
    renderSession({ literature: literatureFixture('not_configured') });
    await literatureCard();
    expect(screen.queryByRole('group', { name: 'Export citations' })).not.toBeInTheDocument();
  });
});
