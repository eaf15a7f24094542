import { onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { progressFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { matchApi, matchFixture } from '../../../tests/support/ui/match-api';
import { stubNarrowScreen } from '../../../tests/support/ui/narrow-screen';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { TournamentMatch } from '../../api/queries/matches';
import { SessionMatches } from './session-matches';

const server = setupApiServer();
const SESSION = '00000000-0000-4000-8000-0000000000aa';

const DEBATE = matchFixture(1, {
  round: 2,
  format: 'debate',
  agreement: 'split',
  winner: null,
  readings: [
    {
      order: 'ab',
      verdict: 'a',
      reason: 'Calls are **cheaper**. <img src="https://tracker.example/x.png" alt="pixel">',
      turns: [
        { speaker: 'Advocate for the first idea', text: 'Calls need only a nurse.' },
        { speaker: 'Advocate for the second idea', text: 'Sensors catch decline <em>earlier</em>.' },
      ],
    },
    { order: 'ba', verdict: 'b', reason: 'Sensors win on reach.', turns: [] },
  ],
});
const HUMAN = matchFixture(2, { judge: 'human', weight: 3, readings: [], reason: 'Needs no animal work.' });
const MANY = [DEBATE, HUMAN, ...Array.from({ length: 23 }, (_, i) => matchFixture(i + 3))];
const IDEAS = [MANY[0].ideaA, MANY[0].ideaB];
const PROGRESS = progressFixture('completed', { rounds: 3 });

function renderMatches(matches: TournamentMatch[] = MANY) {
  const api = matchApi(matches);
  server.use(...api.handlers);
  const user = userEvent.setup({ delay: null });
  renderRoutes(
    [
      {
        path: '/workspaces/:workspaceId/sessions/:sessionId',
        element: <SessionMatches sessionId={SESSION} workspaceId={WORKSPACE.id} progress={PROGRESS} ideas={IDEAS} />,
      },
    ],
    `/workspaces/${WORKSPACE.id}/sessions/${SESSION}`,
  );
  return { api, user };
}

const table = () => screen.findByRole('table', { name: 'Matches' });

describe('the Matches card of a session', () => {
  it('lists each match: the pair with ranks, the outcome, who judged and Elo before and after', async () => {
    renderMatches();
    const rows = within(await table()).getAllByRole('row');
    const debate = rows[1];
    expect(within(debate).getByRole('rowheader')).toHaveTextContent(
      'Nurse-led discharge calls #1vsHome telemonitoring #2',
    );
    expect(within(debate).getByRole('link', { name: 'Nurse-led discharge calls' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas/${DEBATE.ideaA.id}`,
    );
    expect(debate).toHaveTextContent('Round 2, batch 1');
    expect(debate).toHaveTextContent('Draw: the two orders disagreed');
    expect(debate).toHaveTextContent('Orders disagreed');
    expect(debate).toHaveTextContent('A 1200 → 1216 (+16)');
    expect(debate).toHaveTextContent('B 1200 → 1184 (-16)');
    expect(rows[2]).toHaveTextContent('Researcher, counts as 3 matches');
    expect(screen.getByText('25 matches')).toBeInTheDocument();
  });

  it("opens a match to both orders' readings, the debate's turns and the judge's reasons, safely", async () => {
    const { user } = renderMatches();
    await table();
    const [open] = screen.getAllByRole('button', { name: /^Show readings: Nurse-led discharge calls vs Home/ });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('region', { name: 'A read first: prefers A' });
    const turns = within(first).getByRole('list', { name: 'Debate turns' });
    expect(
      within(turns)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Advocate for the first ideaCalls need only a nurse.',
      'Advocate for the second ideaSensors catch decline <em>earlier</em>.',
    ]);
    expect(within(first).getByText('cheaper').tagName).toBe('STRONG');
    // Model text never loads an image.
    expect(first.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'B read first: prefers B' })).toHaveTextContent('Sensors win on reach.');
    await user.click(screen.getAllByRole('button', { name: /^Show readings/ })[0]);
    expect(screen.getByText('Needs no animal work.')).toBeInTheDocument();
    await user.click(open);
    expect(screen.queryByRole('region', { name: 'A read first: prefers A' })).not.toBeInTheDocument();
  });

  it('filters by round, idea, agreement and judge, and says when nothing fits', async () => {
    const { api, user } = renderMatches();
    await table();
    await user.selectOptions(screen.getByLabelText('Round'), 'Round 2');
    await user.selectOptions(screen.getByLabelText('Idea'), 'Home telemonitoring');
    await user.selectOptions(screen.getByLabelText('Agreement'), 'Orders disagreed');
    await waitFor(() => expect(screen.getByText('1 match')).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Judge'), 'Researchers');
    expect(await screen.findByText('No match fits these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls.at(-1)!)).toMatchObject({
      round: '2',
      ideaId: DEBATE.ideaB.id,
      agreement: 'split',
      judge: 'human',
      page: '1',
    });
  });

  it('pages through the matches', async () => {
    const { user } = renderMatches();
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Matches' })).getAllByRole('row')).toHaveLength(6),
    );
  });

  it('says so before the tournament has played', async () => {
    renderMatches([]);
    expect(
      await screen.findByText('No matches yet: the tournament starts after the first reviews.'),
    ).toBeInTheDocument();
  });

  it('downloads the filtered matches as CSV and JSON under the server’s file name', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/v1/sessions/:id/matches/export'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('format')} ${query.get('agreement') ?? ''}`);
        return new HttpResponse('round\r\n', {
          headers: { 'content-disposition': `attachment; filename="matches-session-0000.${query.get('format')}"` },
        });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:matches', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderMatches();
    await table();
    await user.selectOptions(screen.getByLabelText('Agreement'), 'Both orders agreed');
    for (const name of ['Download CSV', 'Download JSON']) {
      const button = screen.getByRole('button', { name });
      await user.click(button);
      await waitFor(() => expect(button).toBeEnabled());
    }
    expect(asked).toEqual(['csv agreed', 'json agreed']);
    expect(saved).toEqual(['matches-session-0000.csv', 'matches-session-0000.json']);
  });

  it('says in words when a download fails', async () => {
    server.use(
      http.get(apiUrl('/v1/sessions/:id/matches/export'), () =>
        HttpResponse.json({ detail: { error: { message: 'Session not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    const { user } = renderMatches();
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The matches could not be downloaded')).toBeInTheDocument();
  });

  it('shows each match as a card on a phone', async () => {
    stubNarrowScreen();
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user } = renderMatches();
    const cards = await screen.findByRole('list', { name: 'Matches' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Draw: the two orders disagreed');
    await user.click(within(first).getByRole('button', { name: /^Show readings/ }));
    expect(within(first).getByRole('region', { name: 'A read first: prefers A' })).toBeInTheDocument();
  });
});

function RunningSession() {
  const [matches, setMatches] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setMatches(2)}>
        Play a match
      </button>
      <SessionMatches
        sessionId={SESSION}
        workspaceId={WORKSPACE.id}
        progress={progressFixture('running', { counts: { ideas: 8, reviews: 16, matches } })}
        ideas={IDEAS}
      />
    </>
  );
}

describe('the Matches card while the session runs', () => {
  it('reads the list again when the progress counts a new match', async () => {
    const played = [matchFixture(1)];
    server.use(...matchApi(played).handlers);
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/', element: <RunningSession /> }], '/');
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    played.unshift(matchFixture(2, { round: 2 }));
    await user.click(screen.getByRole('button', { name: 'Play a match' }));
    expect(await screen.findByText('2 matches')).toBeInTheDocument();
  });
});
