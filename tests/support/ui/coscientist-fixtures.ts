// Goals, sessions and ideas shaped like the contract's, for page tests.
import type { Idea, ResearchGoal, Session, SessionProgress, SessionSummary } from '../../../src/api/types';
import { USER, workspaceFixture } from './fixtures';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const WORKSPACE = workspaceFixture(1, { name: 'Soil lab' });

export function goalFixture(n: number, overrides: Partial<ResearchGoal> = {}): ResearchGoal {
  return {
    id: uuid('00000000', 100 + n),
    title: `Goal ${n}`,
    description: `What goal ${n} wants to find out`,
    workspaceId: WORKSPACE.id,
    userId: USER.id,
    status: 'draft',
    parameters: { numberOfIdeas: 8, rounds: 3 },
    currentSessionId: null,
    sessionId: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function sessionFixture(n: number, overrides: Partial<Session> = {}): Session {
  const id = uuid('00000000', 200 + n);
  return {
    id,
    status: 'running',
    goalId: goalFixture(1).id,
    workspaceId: WORKSPACE.id,
    engine: 'offline',
    sessionFullPath: `workspaces/${WORKSPACE.id}/goals/${goalFixture(1).id}/sessions/${id}`,
    instanceFullPath: `instances/co-scientist/sessions/${id}`,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

export function sessionSummaryFixture(session: Session, overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: session.id,
    sessionName: `Session of ${(session.createdAt ?? '').slice(0, 10)}`,
    status: session.status,
    goalId: session.goalId,
    createdAt: session.createdAt ?? '2026-11-21T10:00:00Z',
    stats: { numIdeas: 3, avgEloRating: 1200 },
    ...overrides,
  };
}

export function progressFixture(
  status: SessionProgress['status'],
  overrides: Partial<SessionProgress> = {},
): SessionProgress {
  return {
    sessionId: sessionFixture(1).id,
    status,
    phase: status === 'completed' ? 'completed' : 'ranking',
    round: 2,
    rounds: 3,
    activity: status === 'completed' ? 'Done' : 'Judging match 12 of 20',
    percent: status === 'completed' ? 100 : 45,
    counts: { ideas: 8, reviews: 16, matches: 12 },
    engine: 'offline',
    ...overrides,
  };
}

export function ideaFixture(n: number, overrides: Partial<Idea> = {}): Idea {
  const session = sessionFixture(1);
  return {
    id: uuid('00000000', 1000 + n),
    title: `Idea ${n}`,
    summary: `Summary of idea ${n}`,
    status: 'generated',
    sessionId: session.id,
    ideaFullPath: `${session.sessionFullPath}/ideas/${n}`,
    noveltyScore: 0.5,
    correctnessScore: 0.5,
    feasibilityScore: 0.5,
    eloRating: 1200,
    engine: 'offline',
    userRating: null,
    userRatingElo: null,
    createdAt: '2026-11-21T12:00:00Z',
    updatedAt: '2026-11-21T12:00:00Z',
    ...overrides,
  };
}
