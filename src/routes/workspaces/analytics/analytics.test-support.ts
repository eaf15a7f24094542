import { http, HttpResponse } from 'msw';
import type { WorkspaceAnalytics } from '../../../api/queries/analytics';
import { apiUrl } from '../../../../tests/support/ui/api-server';

// What the Analytics tab's tests serve: a workspace with a finished session, three experiments
// and a model session, and one with nothing in it yet.

const id = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const EXPERIMENT = id(101);
export const RUN = id(201);

const idea = (n: number, status: 'generated' | 'reviewed' | 'selected', elo: number, reviewed = true) => ({
  id: id(n),
  title: `Idea ${n}`,
  status,
  novelty: reviewed ? 0.1 * n : null,
  feasibility: reviewed ? 1 - 0.1 * n : null,
  correctness: reviewed ? 0.5 : null,
  elo,
  sessionId: id(50),
});

const outcome = (n: number, sessionRank: number, elo: number, value: number, measuredRank: number) => ({
  ideaId: id(n),
  title: `Idea ${n}`,
  sessionId: id(50),
  sessionRank,
  elo,
  experimentId: id(110 + n),
  metric: 'accuracy',
  direction: 'maximize' as const,
  value,
  runId: id(210 + n),
  measuredRank,
  groupSize: 3,
});

export const FULL: WorkspaceAnalytics = {
  funnel: [
    { status: 'generated', count: 1 },
    { status: 'reviewed', count: 2 },
    { status: 'selected', count: 1 },
    { status: 'converted', count: 0 },
    { status: 'archived', count: 0 },
  ],
  elo: { ratings: [1184, 1216, 1232], unrated: 1 },
  ideas: [
    idea(1, 'selected', 1232),
    idea(2, 'reviewed', 1216),
    idea(3, 'reviewed', 1184),
    idea(4, 'generated', 1200, false),
  ],
  ideasTotal: 4,
  eloOverRounds: [
    {
      ideaId: id(1),
      title: 'Idea 1',
      points: [
        { round: 1, elo: 1216 },
        { round: 2, elo: 1232 },
      ],
    },
    { ideaId: id(4), title: 'Idea 4', points: [] },
  ],
  tournament: { matches: 8, judgedBothOrders: 8, agreement: 0.75 },
  sessions: [
    {
      id: id(51),
      goalTitle: 'Model goal',
      status: 'running',
      engine: 'model',
      modelCalls: 1234,
      tokens: 56789,
      costUsd: null,
      startedAt: '2026-11-02T10:00:00.000Z',
    },
    {
      id: id(50),
      goalTitle: 'Offline goal',
      status: 'completed',
      engine: 'offline',
      modelCalls: 40,
      tokens: 0,
      costUsd: null,
      startedAt: null,
    },
  ],
  experiments: {
    byStatus: [
      { status: 'planned', count: 1 },
      { status: 'running', count: 1 },
      { status: 'completed', count: 0 },
      { status: 'abandoned', count: 0 },
    ],
    best: [
      {
        experimentId: EXPERIMENT,
        name: 'Warm restarts',
        status: 'running',
        metric: 'loss',
        direction: 'minimize',
        value: 0.2,
        runId: RUN,
      },
      {
        experimentId: id(102),
        name: 'Label smoothing',
        status: 'planned',
        metric: 'accuracy',
        direction: 'maximize',
        value: null,
        runId: null,
      },
    ],
  },
  outcomes: {
    ideasWithOutcomes: 3,
    n: 3,
    rho: 0.5,
    interval: null,
    enough: false,
    note: '3 ideas with outcomes: too few to say much.',
    pairsCompared: 3,
    wrongPairs: [
      {
        sessionId: id(50),
        metric: 'accuracy',
        direction: 'maximize',
        rankedHigher: { ideaId: id(1), title: 'Idea 1', sessionRank: 1, elo: 1232, value: 0.8 },
        measuredBetter: { ideaId: id(2), title: 'Idea 2', sessionRank: 2, elo: 1216, value: 0.9 },
      },
    ],
    wrongPairsTotal: 1,
    outcomes: [outcome(1, 1, 1232, 0.8, 2), outcome(2, 2, 1216, 0.9, 1), outcome(3, 3, 1184, 0.6, 3)],
  },
};

export const EMPTY: WorkspaceAnalytics = {
  funnel: FULL.funnel.map((row) => ({ ...row, count: 0 })),
  elo: { ratings: [], unrated: 0 },
  ideas: [],
  ideasTotal: 0,
  eloOverRounds: [],
  tournament: { matches: 0, judgedBothOrders: 0, agreement: null },
  sessions: [],
  experiments: { byStatus: FULL.experiments.byStatus.map((row) => ({ ...row, count: 0 })), best: [] },
  outcomes: {
    ...FULL.outcomes,
    ideasWithOutcomes: 0,
    n: 0,
    rho: null,
    note: 'No converted idea has a run on its experiment’s primary metric yet. Log runs to see how the ranking held up.',
    pairsCompared: 0,
    wrongPairs: [],
    wrongPairsTotal: 0,
    outcomes: [],
  },
};

export const analyticsHandler = (answer: WorkspaceAnalytics | { status: number; message: string; type: string }) =>
  http.get(apiUrl('/v1/workspaces/:id/analytics'), () =>
    'funnel' in answer
      ? HttpResponse.json(answer)
      : HttpResponse.json(
          { detail: { error: { message: answer.message, type: answer.type } } },
          { status: answer.status },
        ),
  );
