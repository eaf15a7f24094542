import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { ideaFixture, sessionFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { GoalFeedback } from '../../api/queries/researcher-judgement';
import { IdeaCompareDialog } from '../shared/idea-compare-dialog';
import { ClosePairPrompt } from './close-pair-prompt';
import { PlanFeedbackList } from './plan-feedback';
import { SessionFeedback } from './session-feedback';

// The session page's part of the researcher in the loop: the prompt to judge the pair the
// tournament is least sure about, the feedback card, and the plan saying what it applied.

const SESSION = sessionFixture(1);
const A = ideaFixture(1, { title: 'Root exudate priming', eloRating: 1260, btInterval: [1200, 1320] });
const B = ideaFixture(2, { title: 'Mycorrhizal relay', eloRating: 1250, btInterval: [1190, 1310] });
const C = ideaFixture(3, { title: 'Leaf wax screen', eloRating: 1100, btInterval: [1080, 1120] });
const error = (message: string, status = 400) =>
  HttpResponse.json({ detail: { error: { message, type: 'validation_error' } } }, { status });

const server = setupApiServer();
const render = (element: React.ReactNode) => renderRoutes([{ path: '/', element }], '/');

describe('the closest pair on the session page', { timeout: 15_000 }, () => {
  it('asks which of the two closest ideas is stronger, says what a verdict is worth, and shows how Elo moved', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/v1/sessions/:id/verdicts'), async ({ request }) => {
        sent.push(await request.json());
        const side = (i: typeof A, before: number, after: number) => ({
          id: i.id,
          title: i.title,
          eloBefore: before,
          eloAfter: after,
        });
        return HttpResponse.json(
          {
            matchId: crypto.randomUUID(),
            weight: 3,
            reason: 'Cheaper',
            round: 2,
            preferred: side(B, 1250, 1293.7),
            other: side(A, 1260, 1216.3),
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<ClosePairPrompt sessionId={SESSION.id} ideas={[C, A, B]} />);
    const form = screen.getByRole('form', { name: 'Judge the closest pair' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['I prefer “Root exudate priming”', 'I prefer “Mycorrhizal relay”']);
    expect(form).toHaveTextContent('Counts as 3 agent matches in the ranking and its intervals.');
    await user.click(within(form).getByRole('button', { name: 'Record your verdict' }));
    expect(within(form).getByText('Choose the idea you prefer.')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'I prefer “Mycorrhizal relay”' }));
    await user.type(within(form).getByRole('textbox', { name: 'Because' }), 'Cheaper');
    await user.click(within(form).getByRole('button', { name: 'Record your verdict' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recorded: “Mycorrhizal relay” 1250 → 1294 Elo, “Root exudate priming” 1260 → 1216 Elo.',
    );
    expect(sent).toEqual([{ preferredId: B.id, otherId: A.id, reason: 'Cheaper' }]);
  });

  it('shows the server’s words when a verdict is refused', async () => {
    server.use(
      http.post(apiUrl('/v1/sessions/:id/verdicts'), () =>
        error('reason: Say in a few words why you prefer this idea'),
      ),
    );
    const user = userEvent.setup();
    render(<ClosePairPrompt sessionId={SESSION.id} ideas={[A, B]} />);
    await user.click(screen.getByRole('radio', { name: 'I prefer “Root exudate priming”' }));
    await user.click(screen.getByRole('button', { name: 'Record your verdict' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('reason: Say in a few words why you prefer this idea');
  });

  it('is not shown with fewer than two ideas', () => {
    render(<ClosePairPrompt sessionId={SESSION.id} ideas={[A]} />);
    expect(screen.queryByRole('heading', { name: 'Which is stronger?' })).not.toBeInTheDocument();
  });
});

describe('judging a pair from the compare dialog', { timeout: 15_000 }, () => {
  const compare = (ideas: (typeof A)[]) =>
    render(<IdeaCompareDialog open ideas={ideas} ranks={new Map()} titles={new Map()} onClose={() => {}} />);

  it('offers a verdict on two ideas of one session, and none on three', async () => {
    server.use(
      http.get(apiUrl('/v1/ideas/:id'), ({ params }) => HttpResponse.json([A, B, C].find((i) => i.id === params.id))),
    );
    const { unmount } = compare([A, B]);
    const form = await screen.findByRole('form', { name: 'Judge this pair' });
    expect(within(form).getByRole('radio', { name: 'I prefer “Mycorrhizal relay”' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Counts as 3 agent matches');
    unmount();
    compare([A, B, C]);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('form', { name: 'Judge this pair' })).not.toBeInTheDocument();
  });
});

describe('feedback on the session', { timeout: 15_000 }, () => {
  it('lists the goal’s feedback, sends new feedback and lists it', async () => {
    const items: GoalFeedback[] = [
      {
        id: crypto.randomUUID(),
        text: 'Focus on sandy soils',
        authorName: 'Grace Hopper',
        sessionId: crypto.randomUUID(),
        createdAt: '2026-11-01T10:00:00Z',
      },
    ];
    server.use(
      http.get(apiUrl('/v1/sessions/:id/feedback'), () => HttpResponse.json({ items })),
      http.post(apiUrl('/v1/sessions/:id/feedback'), async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        const given = {
          id: crypto.randomUUID(),
          text,
          authorName: 'Ada Lovelace',
          sessionId: SESSION.id,
          createdAt: '2026-11-02T10:00:00Z',
        };
        items.push(given);
        return HttpResponse.json(given, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<SessionFeedback sessionId={SESSION.id} status="completed" />);
    const list = await screen.findByRole('list', { name: 'Feedback on this goal' });
    expect(list).toHaveTextContent('“Focus on sandy soils”Grace Hopper');
    expect(list).toHaveTextContent('on an earlier session');
    const box = screen.getByRole('textbox', { name: 'Feedback for the next round' });
    await user.type(box, 'Drop approaches that need animal work');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await within(list).findByText('“Drop approaches that need animal work”')).toBeInTheDocument();
    expect(list).toHaveTextContent('on this session');
    expect(box).toHaveValue('');
  });

  it('shows the server’s words when feedback is refused, and asks a queued session to wait', async () => {
    server.use(
      http.get(apiUrl('/v1/sessions/:id/feedback'), () => HttpResponse.json({ items: [] })),
      http.post(apiUrl('/v1/sessions/:id/feedback'), () =>
        error('text: Write the feedback the next round should read'),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = render(<SessionFeedback sessionId={SESSION.id} status="running" />);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text: Write the feedback the next round should read');
    unmount();
    render(<SessionFeedback sessionId={SESSION.id} status="queued" />);
    expect(screen.getByText('Feedback can be given once the session has started.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it('the plan says which feedback the engine applied and which it could not check', () => {
    render(
      <PlanFeedbackList
        feedback={[
          {
            text: 'Drop approaches that need animal work',
            applied: true,
            how: 'Ideas using methods with animal subjects are not generated.',
          },
          {
            text: 'Be bolder',
            applied: false,
            how: 'Could not check: the offline engine reads only methods or subjects to drop.',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Researcher feedback this session read' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(
      '“Drop approaches that need animal work”AppliedIdeas using methods with animal subjects are not generated.',
    );
    expect(items[1]).toHaveTextContent('“Be bolder”Could not checkCould not check: the offline engine');
  });
});
