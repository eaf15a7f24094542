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
import { renderRoutes } from '../../../tests/support/ui/render';
import { SessionPage } from './session-page';

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1);
const GOAL = goalFixture(1, {
  title: 'Drought-tolerant soil microbes',
  status: 'generating_ideas',
  currentSessionId: SESSION.id,
});

function renderSession(progress = [progressFixture('running'), progressFixture('completed')]) {
  const api = coscientistApi({
    goals: [GOAL],
    sessions: [{ ...SESSION }],
    ideas: [ideaFixture(1, { title: 'First idea', eloRating: 1300 })],
    progress,
  });
  server.use(...api.handlers);
  const utils = renderRoutes(
    [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage pollIntervalMs={POLL_MS} /> }],
    `/workspaces/${WORKSPACE.id}/session/${SESSION.id}`,
  );
  return { ...api, ...utils };
}

/** Every page test ends with the ideas shown: a fetch landing after the test would update outside act. */
const ideasShown = () => screen.findByRole('table', { name: 'Ideas' });

// The machine's own tests prove the 5 s interval with fake timers; the page polls faster here so
// real timers (and msw) can run: fake ones would let fetches land outside act.
const POLL_MS = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SessionPage', { timeout: 15_000 }, () => {
  it('shows live progress, then on completion refetches and shows the ideas', async () => {
    const { store } = renderSession([progressFixture('running')]);
    expect(await screen.findByRole('heading', { name: 'Drought-tolerant soil microbes' })).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Session progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    expect(bar).toHaveAccessibleDescription('Running');
    expect(screen.getByText('Judging match 12 of 20')).toBeInTheDocument();
    expect(screen.getByText('Phase').parentElement).toHaveTextContent('Ranking');
    expect(screen.getByText('Round', { selector: 'dt' }).parentElement).toHaveTextContent('2 of 3');
    expect(screen.getByText('Offline engine')).toBeInTheDocument();
    await ideasShown();
    expect(screen.getAllByRole('link', { name: 'First idea' })).toHaveLength(2);
    const ideaCalls = store.calls.ideas;

    // The session writes another idea, then completes: the completion callback refetches the ideas.
    store.ideas.push(ideaFixture(2, { title: 'Second idea', eloRating: 1500 }));
    store.progress.push(progressFixture('completed'));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(bar).toHaveAccessibleDescription('Completed');
    expect(await screen.findAllByRole('link', { name: 'Second idea' })).toHaveLength(2);
    expect(store.calls.ideas).toBe(ideaCalls + 1);
    expect(
      within(screen.getByRole('list', { name: 'Top-rated ideas' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Second idea', 'First idea']);
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();

    // Polling has stopped.
    const polls = store.calls.progress;
    await pause(POLL_MS * 5);
    expect(store.calls.progress).toBe(polls);
  });

  it('cancels after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    renderSession([progressFixture('running')]);
    await ideasShown();
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Session progress' })).toHaveAccessibleDescription('Cancelled');
  });

  it('says why a failed session failed', async () => {
    renderSession([progressFixture('failed', { error: 'The model server refused every call' })]);
    await ideasShown();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The session failed');
    expect(alert).toHaveTextContent('The model server refused every call');
  });

  it('shows a failed poll and recovers on the next tick', async () => {
    const { store, unmount } = renderSession([progressFixture('running')]);
    await screen.findByText('Judging match 12 of 20');
    await ideasShown();
    let down = true;
    server.use(
      http.get(apiUrl('/v1/workspaces/:id/goals/:goalId/sessions/:sessionId/progress'), () =>
        down
          ? HttpResponse.json({ detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } }, { status: 502 })
          : undefined,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not refresh progress');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad gateway');
    // The last progress stays on screen while the poll fails.
    expect(screen.getByText('Judging match 12 of 20')).toBeInTheDocument();
    const polls = store.calls.progress;
    down = false;
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(store.calls.progress).toBeGreaterThan(polls);
    expect(screen.getByText('Judging match 12 of 20')).toBeInTheDocument();
    // Still polling: stop it here, so no answer lands after the test.
    unmount();
  });

  it('shows a finished session with the progress it came with, without polling', async () => {
    const done = { ...SESSION, status: 'completed' as const, progress: progressFixture('completed', { round: 3 }) };
    const api = coscientistApi({ goals: [GOAL], sessions: [done], ideas: [ideaFixture(1)] });
    server.use(...api.handlers);
    renderRoutes(
      [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage pollIntervalMs={POLL_MS} /> }],
      `/workspaces/${WORKSPACE.id}/session/${SESSION.id}`,
    );
    await ideasShown();
    expect(screen.getByRole('progressbar', { name: 'Session progress' })).toHaveAccessibleDescription('Completed');
    expect(screen.getByText('Round', { selector: 'dt' }).parentElement).toHaveTextContent('3 of 3');
    await pause(POLL_MS * 3);
    expect(api.store.calls.progress).toBe(0);
  });

  it('says so when the session does not exist', async () => {
    server.use(...coscientistApi().handlers);
    renderRoutes(
      [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage /> }],
      `/workspaces/${WORKSPACE.id}/session/${SESSION.id}`,
    );
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });
});
