import { http, HttpResponse } from 'msw';
import type { Dashboard, DashboardRun, DashboardSession } from '../../api/queries/dashboard';
import type { IdeaLeaderboardRow } from '../../api/queries/leaderboards';
import type { ActivityLog } from '../../api/queries/logs';
import { apiUrl } from '../../../tests/support/ui/api-server';
import { progressFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { USER, workspaceFixture } from '../../../tests/support/ui/fixtures';

// What the dashboard's tests serve: a user with something in every section, one with nothing,
// and a read that fails. `dashboardApi` answers its reads in turn and counts them.

export const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const WS = workspaceFixture(1, { name: 'Soil microbiome', description: 'Roots and microbes' });
const ws = { id: WS.id, name: WS.name };

export const EMPTY_DASHBOARD: Dashboard = {
  workspaces: [],
  workspacesTotal: 0,
  sessions: [],
  bestIdeas: [],
  runs: [],
  activity: [],
};

export function sessionRow(status: 'queued' | 'running', percent: number): DashboardSession {
  return {
    id: id(10),
    status,
    createdAt: '2026-11-02T10:00:00.000Z',
    goal: { id: id(20), title: 'Nitrogen fixation' },
    workspace: ws,
    progress: progressFixture(status, { sessionId: id(10), percent, round: 2, rounds: 3 }),
    role: 'owner',
  };
}

export const IDEA: IdeaLeaderboardRow = {
  rank: 1,
  idea: {
    id: id(30),
    title: 'Root exudate screening',
    status: 'reviewed',
    eloRating: 1432.4,
    userRating: null,
    userRatingElo: null,
    btRating: 1410,
    btInterval: [1380, 1440],
    matchRecord: { wins: 5, losses: 1, draws: 0 },
  },
  session: { id: id(10), name: 'Nitrogen fixation — 2026-11-18 09:00 UTC' },
  goal: { id: id(20), title: 'Nitrogen fixation' },
  workspace: ws,
  role: 'owner',
};

export const RUN: DashboardRun = {
  id: id(40),
  name: 'baseline',
  status: 'finished',
  startedAt: '2026-11-01T10:00:00.000Z',
  endedAt: '2026-11-01T11:00:00.000Z',
  experiment: { id: id(50), name: 'Exudate assay' },
  role: 'owner',
  workspace: ws,
  headline: { metric: 'accuracy', direction: 'maximize', value: 0.9123, step: 12 },
};

export const LOG: ActivityLog = {
  id: id(60),
  entityType: 'session',
  entityId: id(10),
  userId: USER.id,
  actor: { id: USER.id, name: USER.name },
  action: 'session.started',
  level: 'info',
  message: 'Session started on the offline engine',
  metadata: { workspaceId: WS.id },
  createdAt: '2026-11-02T10:00:05.000Z',
};

export const FULL_DASHBOARD: Dashboard = {
  workspaces: [WS],
  workspacesTotal: 3,
  sessions: [sessionRow('running', 45)],
  bestIdeas: [IDEA],
  runs: [RUN, { ...RUN, id: id(41), name: 'no-metric', status: 'running', endedAt: null, headline: null }],
  activity: [LOG, { ...LOG, id: id(61), level: 'warning', message: 'Literature source unavailable' }],
};

/** Serves the given dashboards one read each, the last one from then on; `reads()` counts. */
export function dashboardApi(...answers: Dashboard[]) {
  let reads = 0;
  const handler = http.get(apiUrl('/v1/dashboard'), () => {
    reads += 1;
    return HttpResponse.json(answers[Math.min(reads, answers.length) - 1]);
  });
  return { handler, reads: () => reads };
}

export const failingDashboard = (status = 500) =>
  http.get(apiUrl('/v1/dashboard'), () =>
    HttpResponse.json(
      { detail: { error: { message: 'An unexpected error occurred', type: 'internal_error' } } },
      { status },
    ),
  );
