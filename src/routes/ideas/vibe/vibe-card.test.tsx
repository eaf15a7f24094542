import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { VibeStatus } from '../../../api/queries/vibe';
import { apiUrl, setupApiServer } from '../../../../tests/support/ui/api-server';
import { configFixture } from '../../../../tests/support/ui/fixtures';
import { LAZY_CHUNK, renderRoutes } from '../../../../tests/support/ui/render';
import {
  completedVibeSession,
  modifiedFileDiff,
  VIBE_IDEA_ID,
  VIBE_SESSION_ID,
  vibeFileDiffFixture,
  vibeSessionFixture,
  vibeSessionPage,
  vibeStatusFixture,
  vibeStatusOf,
} from '../../../../tests/support/ui/vibe-fixtures';
import { VibeCard } from './vibe-card';

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  // A finished session opens its first code file's diff on its own.
  http.get(apiUrl('/v1/vibe-sessions/:id/diff'), ({ request }) =>
    HttpResponse.json(vibeFileDiffFixture(new URL(request.url).searchParams.get('path') ?? '')),
  ),
);
const refusal = (status: number, message: string) =>
  HttpResponse.json({ detail: { error: { message, type: 'error' } } }, { status });

/**
 * The idea's latest session, in turn (the last one repeating): null is none, a Response a failure.
 * The session list (asked until a session is known) reads the current answer: an empty page for
 * none, the session for a status call to read next.
 */
function statusApi(...answers: Array<VibeStatus | null | Response>) {
  let calls = 0;
  const current = () => answers[Math.min(calls, answers.length - 1)];
  // A copy each time: a repeated answer (a retry) must not read a body already read.
  const failure = (answer: Response) => answer.clone();
  server.use(
    http.get(apiUrl('/v1/vibe-sessions'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('ideaId')).toBe(VIBE_IDEA_ID);
      const answer = current();
      // None and a failure are this call's answer; a session is the status call's to read.
      if (answer === null || answer instanceof Response) calls++;
      if (answer instanceof Response) return failure(answer);
      return HttpResponse.json(vibeSessionPage(answer?.session ?? null));
    }),
    http.get(apiUrl('/v1/ideas/:id/vibe/status'), () => {
      const answer = current();
      calls++;
      if (answer === null) return refusal(404, 'Vibe session not found');
      return answer instanceof Response ? failure(answer) : HttpResponse.json(answer);
    }),
  );
  return { calls: () => calls };
}

const renderCard = () =>
  renderRoutes(
    [{ path: '/ideas/:ideaId', element: <VibeCard ideaId={VIBE_IDEA_ID} pollIntervalMs={20} /> }],
    `/ideas/${VIBE_IDEA_ID}`,
  );

const stepper = () => screen.getByRole('list', { name: 'Coding session status' });
const currentStep = () =>
  within(stepper())
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

describe('VibeCard', () => {
  it('shows Queued and the Send button when the idea has no session, with no failed request', async () => {
    statusApi(null);
    const answered: string[] = [];
    const record = ({ request, response }: { request: Request; response: Response }) =>
      answered.push(`${response.status} ${new URL(request.url).pathname}`);
    server.events.on('response:mocked', record);
    renderCard();
    expect(await screen.findByRole('button', { name: 'Send to coding agent' })).toBeInTheDocument();
    server.events.removeListener('response:mocked', record);
    expect(screen.getByRole('heading', { level: 2, name: 'Coding agent' })).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // "None yet" is an empty list, not a 404 the browser would log.
    expect(answered).toEqual(['200 /v1/vibe-sessions']);
  });

  it('sends the instructions typed, then polls through the statuses and stops at completed', async () => {
    const user = userEvent.setup({ delay: null });
    // A session keeps the instructions it was started with in every answer, as the server's do.
    const asked = { customInstructions: 'Write it in JavaScript' };
    const status = statusApi(
      null,
      vibeStatusOf('planning', asked),
      vibeStatusOf('coding', {
        ...asked,
        activities: [{ at: '2026-11-20T10:00:02.000Z', kind: 'plan', message: 'Plan written' }],
      }),
      vibeStatusOf('testing', asked),
      vibeStatusFixture(completedVibeSession(asked)),
    );
    let body: unknown;
    server.use(
      http.post(apiUrl('/v1/ideas/:id/vibe'), async ({ request, params }) => {
        expect(params.id).toBe(VIBE_IDEA_ID);
        body = await request.json();
        return HttpResponse.json(vibeStatusOf('queued', asked));
      }),
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Send to coding agent' }));
    const box = screen.getByRole('textbox', { name: 'Instructions for the coding agent (optional)' });
    expect(box).toHaveAttribute('maxLength', '10000');
    await user.type(box, 'Write it in JavaScript');
    expect(screen.getByText('22 / 10,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start coding session' }));

    await waitFor(() => expect(body).toEqual({ customInstructions: 'Write it in JavaScript' }));
    expect(await screen.findByText('Write it in JavaScript')).toBeInTheDocument();
    expect(screen.getByText('Offline engine')).toBeInTheDocument();
    const seen = new Set<string | undefined>();
    await waitFor(() => {
      seen.add(currentStep());
      expect(screen.queryByRole('button', { name: 'Cancel coding session' })).not.toBeInTheDocument();
    });
    expect(seen.has('Queued') || seen.has('Planning') || seen.has('Coding')).toBe(true);
    expect(
      within(stepper())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Queued', 'Planning', 'Coding', 'Testing', 'Completed']);
    expect(currentStep()).toBe('Completed');
    expect(screen.getByText(/^Took/)).toBeInTheDocument();
    // Polling has stopped: every answer was read once, the completed one last.
    expect(status.calls()).toBe(5);
    // Another session can be started.
    expect(screen.getByRole('button', { name: 'Send to coding agent' })).toBeInTheDocument();
  });

  it('shows the spec’s message when the trigger fails, and keeps the instructions', async () => {
    const user = userEvent.setup({ delay: null });
    statusApi(null);
    server.use(http.post(apiUrl('/v1/ideas/:id/vibe'), () => refusal(503, 'The job queue is not running')));
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Send to coding agent' }));
    await user.type(screen.getByRole('textbox', { name: /Instructions/ }), 'Use R');
    await user.click(screen.getByRole('button', { name: 'Start coding session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to trigger vibe (POST /v1/ideas/{id}/vibe): The job queue is not running',
    );
    expect(screen.getByRole('textbox', { name: /Instructions/ })).toHaveValue('Use R');
    expect(screen.getByText('Queued')).toBeInTheDocument();
  });

  it('shows the spec’s message when the status call fails', async () => {
    statusApi(vibeStatusOf('coding'), refusal(500, 'An unexpected error occurred'));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to get vibe status (GET /v1/ideas/{id}/vibe/status): An unexpected error occurred',
    );
    expect(currentStep()).toBe('Coding');
  });

  it('names the session list when asking whether a session exists fails', async () => {
    statusApi(refusal(500, 'An unexpected error occurred'));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to get vibe status (GET /v1/vibe-sessions): An unexpected error occurred',
    );
  });

  it('cancels a running session', async () => {
    const user = userEvent.setup({ delay: null });
    statusApi(vibeStatusOf('coding', { startedAt: '2026-11-20T10:00:01.000Z' }));
    let cancelled = '';
    server.use(
      http.post(apiUrl('/v1/vibe-sessions/:id/cancel'), ({ params }) => {
        cancelled = String(params.id);
        return HttpResponse.json(vibeSessionFixture({ status: 'cancelled', finishedAt: '2026-11-20T10:00:09.000Z' }));
      }),
    );
    renderCard();
    await waitFor(() => expect(currentStep()).toBe('Coding'));
    expect(screen.getByText(/^Running for/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel coding session' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(cancelled).toBe(VIBE_SESSION_ID);
    expect(screen.queryByRole('button', { name: 'Cancel coding session' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to coding agent' })).toBeInTheDocument();
  });

  it('shows a failed session’s error', async () => {
    statusApi(vibeStatusOf('failed', { error: 'The remote refused the push: permission denied' }));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coding session failed');
    expect(alert).toHaveTextContent('The remote refused the push: permission denied');
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});

describe('a finished session', () => {
  it('shows its timeline, its checks (failures open) and its pull request', async () => {
    const session = completedVibeSession({
      pullRequest: { ...completedVibeSession().pullRequest!, url: 'https://git.example/pulls/7', state: 'draft' },
      remote: { configured: true, pushed: true, url: 'https://git.example/lab/repo.git', error: null },
    });
    statusApi(vibeStatusFixture(session));
    renderCard();
    const timeline = await screen.findByRole('list', { name: 'Coding agent activity' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('time + span')?.textContent),
    ).toEqual(['Plan written: 3 files', 'Wrote src/experiment/main.py', 'Checks run: 1 passed, 1 failed, 1 skipped']);
    expect(within(timeline).getAllByRole('listitem')[0].querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T10:00:02.000Z',
    );

    const checks = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(checks.map((c) => within(c).getAllByText(/^(Passed|Failed|Skipped)$/)[0].textContent)).toEqual([
      'Passed',
      'Failed',
      'Skipped',
    ]);
    expect(within(checks[0]).getByText('Output of Python compiles').closest('details')).not.toHaveAttribute('open');
    expect(within(checks[1]).getByText('Output of Tests').closest('details')).toHaveAttribute('open');
    expect(within(checks[1]).getByText('FAILED tests/test_main.py::test_run')).toBeVisible();
    expect(within(checks[2]).getByText('ruff is not installed')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: 'Pull request' })).toBeInTheDocument();
    expect(screen.getByText('Experiment: Drought-primed root microbes')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    // The description is Markdown, its headings under the card's h3.
    expect(screen.getByRole('heading', { level: 4, name: 'What was built' })).toBeInTheDocument();
    expect(screen.getByText('runnable').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Open the pull request on the git host' })).toHaveAttribute(
      'href',
      'https://git.example/pulls/7',
    );
    expect(screen.getByText('https://git.example/lab/repo.git').parentElement).toHaveTextContent('Pushed to');
  });

  it('says why the push was refused', async () => {
    const remote = { configured: true, pushed: false, url: 'file:///srv/repo.git', error: 'pre-receive hook declined' };
    statusApi(vibeStatusFixture(completedVibeSession({ remote })));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The push to file:///srv/repo.git was refused');
    expect(alert).toHaveTextContent('pre-receive hook declined');
  });

  it('opens the first code file, then any file from the tree, with its highlighted diff, unified or split', async () => {
    const user = userEvent.setup({ delay: null });
    statusApi(vibeStatusFixture(completedVibeSession()));
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/v1/vibe-sessions/:id/diff'), ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        asked.push(path);
        return HttpResponse.json(path === 'README.md' ? modifiedFileDiff() : vibeFileDiffFixture(path));
      }),
    );
    renderCard();
    const tree = await screen.findByRole('navigation', { name: 'Changed files' });
    // Folders first, then files, each by name.
    expect(
      within(tree)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'src',
      'experiment',
      'main.py+40 −0Added',
      'tests',
      'test_main.py+18 −0Added',
      'README.md+12 −1Modified',
    ]);
    await user.click(within(tree).getByRole('button', { name: 'experiment' }));
    expect(within(tree).getByRole('button', { name: 'experiment' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('button', { name: /^main\.py/ })).not.toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'experiment' }));

    // The first code file is open before any click; the README is prose.
    const region = await screen.findByRole('region', { name: 'Diff of src/experiment/main.py' }, LAZY_CHUNK);
    await waitFor(() => expect(region.querySelector('table.diff')).not.toBeNull(), LAZY_CHUNK);
    expect(asked).toEqual(['src/experiment/main.py']);
    expect(within(tree).getByRole('button', { name: /^main\.py/ })).toHaveAttribute('aria-current', 'true');
    // refractor's tokens: Python's def is a keyword, the docstring a string.
    const keywords = [...region.querySelectorAll('.token.keyword')].map((t) => t.textContent);
    expect(keywords).toContain('def');
    expect(region.querySelector('.token.triple-quoted-string, .token.string')).not.toBeNull();
    expect(region.querySelectorAll('tr.diff-line')).toHaveLength(14);

    const layout = screen.getByRole('group', { name: 'Diff layout' });
    expect(within(layout).getByRole('button', { name: 'Unified' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(layout).getByRole('button', { name: 'Split' }));
    expect(within(layout).getByRole('button', { name: 'Split' })).toHaveAttribute('aria-pressed', 'true');
    expect(region.querySelector('table.diff')).toHaveClass('diff-split');

    await user.click(within(tree).getByRole('button', { name: /README\.md/ }));
    const readme = await screen.findByRole('region', { name: 'Diff of README.md' });
    await waitFor(() => expect(readme.querySelectorAll('.diff-code-delete')).not.toHaveLength(0));
    expect(readme).toHaveTextContent('Nothing here yet.');
    expect(readme).toHaveTextContent('Run `python -m experiment` to start.');
    expect(asked).toEqual(['src/experiment/main.py', 'README.md']);
  });

  it('downloads the repository as a git bundle or a tarball', async () => {
    const user = userEvent.setup({ delay: null });
    statusApi(vibeStatusFixture(completedVibeSession()));
    const formats: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/v1/vibe-sessions/:id/download'), ({ request, params }) => {
        expect(params.id).toBe(VIBE_SESSION_ID);
        formats.push(new URL(request.url).searchParams.get('format'));
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:repo', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Download git bundle' }));
    await waitFor(() => expect(saved).toEqual(['vibe-drought-primed-root-microbes-0e00.bundle']));
    await user.click(screen.getByRole('button', { name: 'Download .tar.gz' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('vibe-drought-primed-root-microbes-0e00.tar.gz');
    expect(formats).toEqual(['bundle', 'tar.gz']);
  });
});
