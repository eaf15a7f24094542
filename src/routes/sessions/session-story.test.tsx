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
import type { Session, SessionProgress } from '../../api/types';
import { SessionPage } from './session-page';

// The session's story: the plan, the tournament, each round's meta-review and the overview; the
// time it has taken and should still take; and the tab that carries its progress.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const GOAL = goalFixture(1, { title: 'Heart failure readmissions' });

const STORY: Partial<Session> = {
  plan: {
    objective: 'Reduce readmissions',
    keywords: ['readmission', 'discharge'],
    preferences: ['Prefer nurse-led programmes.'],
    constraints: ['Must fit clinic staffing.'],
    criteria: [
      { name: 'alignment', weight: 0.4 },
      { name: 'novelty', weight: 0.6 },
    ],
  },
  metaReviews: [
    { round: 1, text: 'Round 1 meta-review of 8 ideas.', recurringIssues: ['overlap with other ideas'] },
    {
      round: 2,
      text: `## Since round 1\n- **New leader:** [Nurse calls](/workspaces/${WORKSPACE.id}/ideas/i9) took the lead.\n\n## Recurring issues\n- cost`,
      recurringIssues: ['cost'],
    },
  ],
  overview: [
    '## Where the session stands',
    'After round 2, 10 ideas stand ranked.',
    '## Leading ideas',
    `1. [Nurse calls](/workspaces/${WORKSPACE.id}/ideas/i9) (Elo 1250)\n2. [Pill boxes](/workspaces/${WORKSPACE.id}/ideas/i8) (Elo 1230)`,
    '## Open questions',
    '- cost',
  ].join('\n\n'),
  metrics: {
    eloByRound: [{ round: 1, topEloRating: 1260, avgEloRating: 1200 }],
    dedupRate: 0,
    judgeAgreement: 0.75,
    costPerIdea: { modelCalls: 3, tokens: 0 },
  },
};

function renderSession(status: 'running' | 'completed', progress: SessionProgress[], story: Partial<Session> = {}) {
  const session = sessionFixture(1, { status, progress: progress.at(-1), ...STORY, ...story });
  const api = coscientistApi({
    goals: [GOAL],
    sessions: [session],
    ideas: [
      ideaFixture(1, { eloRating: 1250, matchRecord: { wins: 1, losses: 0, draws: 0 } }),
      ideaFixture(2, { title: 'Unplayed', eloRating: 1200, matchRecord: { wins: 0, losses: 0, draws: 0 } }),
    ],
    progress,
  });
  server.use(...api.handlers);
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage pollIntervalMs={40} /> }],
    `/workspaces/${WORKSPACE.id}/session/${session.id}`,
  );
  return api;
}

/** The card a section heading titles (heading, its header row, the card). */
const cardOf = (heading: HTMLElement) => heading.parentElement!.parentElement!;

const RUNNING = progressFixture('running', {
  startedAt: '2026-11-21T10:00:00Z',
  elapsedSeconds: 192,
  remainingSeconds: 61,
});
const DONE = progressFixture('completed', {
  startedAt: '2026-11-21T10:00:00Z',
  finishedAt: '2026-11-21T10:07:00Z',
  elapsedSeconds: 420,
  remainingSeconds: null,
});

describe('the session’s story', { timeout: 15_000 }, () => {
  it('tells the plan, the tournament, each round’s meta-review and the overview', async () => {
    renderSession('completed', [DONE]);
    const plan = (await screen.findByRole('heading', { name: 'Research plan' })).closest('section') ?? document.body;
    expect(within(plan as HTMLElement).getByText('Key terms').nextSibling).toHaveTextContent('readmission, discharge');
    expect(within(plan as HTMLElement).getByText('Criteria').nextSibling).toHaveTextContent(
      'alignment 40%, novelty 60%',
    );
    expect(screen.getByText('Matches played').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Judge agreement').nextSibling).toHaveTextContent(
      '75% of matches gave the same verdict in both orders',
    );
    expect(screen.getByRole('list', { name: 'Elo after each round' })).toHaveTextContent(
      'Round 1: top Elo 1260, average 1200',
    );
    const reviews = [...screen.getByRole('list', { name: 'Meta-review of each round' }).children] as HTMLElement[];
    expect(reviews.map((r) => within(r).getAllByRole('heading', { level: 3 })[0].textContent)).toEqual([
      'Round 2',
      'Round 1',
    ]);
    // The newer meta-review in sections, the idea it names a link to its page; the older one as it was.
    expect(within(reviews[0]).getByRole('heading', { level: 4, name: 'Since round 1' })).toBeInTheDocument();
    expect(within(reviews[0]).getByRole('link', { name: 'Nurse calls' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE.id}/ideas/i9`,
    );
    expect(reviews[0]).not.toHaveTextContent('Recurring weaknesses');
    expect(reviews[1]).toHaveTextContent('Round 1 meta-review of 8 ideas.');
    expect(reviews[1]).toHaveTextContent('Recurring weaknesses: overlap with other ideas');
    const overview = cardOf(screen.getByRole('heading', { level: 2, name: 'Research overview' }));
    for (const name of ['Where the session stands', 'Leading ideas', 'Open questions'])
      expect(within(overview).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    const leaders = within(overview).getAllByRole('list')[0];
    expect(
      within(leaders)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/workspaces/${WORKSPACE.id}/ideas/i9`, `/workspaces/${WORKSPACE.id}/ideas/i8`]);
    expect(screen.getByText('Took')).toBeInTheDocument();
    expect(screen.getByText('7 min 00 s')).toBeInTheDocument();
    // Only ideas that have played are ranked.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Top-rated ideas' })).getAllByRole('link')).toHaveLength(1),
    );
    expect(document.title).toBe('Completed · Co-Scientist session · Labforge');
  });

  it('still shows an older session’s plain overview line by line', async () => {
    renderSession('completed', [DONE], {
      overview: 'Research overview: Reduce readmissions\n\nLeading directions:\n1. Nurse calls',
    });
    const overview = cardOf(await screen.findByRole('heading', { level: 2, name: 'Research overview' }));
    expect(within(overview).getByText(/Research overview: Reduce readmissions/)).toBeInTheDocument();
    expect(within(overview).getByText(/Leading directions:/)).toBeInTheDocument();
    expect(within(overview).getByRole('listitem')).toHaveTextContent('Nurse calls');
  });

  it('shows time so far and the estimate while it runs, and its percent in the tab', async () => {
    renderSession('running', [RUNNING]);
    expect(await screen.findByText('3 min 12 s')).toBeInTheDocument();
    expect(screen.getByText('about 2 min')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('45% · Co-Scientist session · Labforge'));
  });

  it('asks for the browser’s permission to notify when the session ends', async () => {
    const requestPermission = vi.fn().mockResolvedValue('granted');
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    const user = userEvent.setup();
    renderSession('running', [RUNNING]);
    await user.click(await screen.findByRole('button', { name: 'Notify me when it ends' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText('You will get a browser notification when it ends.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
