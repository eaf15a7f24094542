// An in-memory goals, sessions and ideas API for msw: just enough of the contract for page tests.
import { http, HttpResponse } from 'msw';
import type { IdeaRelatedWork } from '../../../src/api/queries/related-work';
import type { Idea, ResearchGoal, Session, SessionProgress, SessionSummary } from '../../../src/api/types';
import { toPaged } from '../../../src/domain/paging';
import { apiUrl } from './api-server';
import { progressFixture, sessionFixture, sessionSummaryFixture, WORKSPACE } from './coscientist-fixtures';
import { USER } from './fixtures';
import { NOT_SEARCHED } from './literature-fixtures';
import { matchApi } from './match-api';

const notFound = (what: string) =>
  HttpResponse.json({ detail: { error: { message: `${what} not found`, type: 'not_found' } } }, { status: 404 });

export interface CoscientistStore {
  goals: ResearchGoal[];
  sessions: Session[];
  ideas: Idea[];
  /** Answers for successive progress polls; the last one repeats. */
  progress: SessionProgress[];
  /** Each idea's related work, by idea id; an idea not listed has not been searched yet. */
  relatedWork: Record<string, IdeaRelatedWork>;
  calls: { ideas: number; progress: number; starts: unknown[] };
}

export function coscientistApi(initial: Partial<Omit<CoscientistStore, 'calls'>> = {}) {
  const store: CoscientistStore = {
    goals: [],
    sessions: [],
    ideas: [],
    progress: [],
    relatedWork: {},
    ...initial,
    calls: { ideas: 0, progress: 0, starts: [] },
  };
  const summary = (s: Session): SessionSummary =>
    sessionSummaryFixture(s, {
      stats: { numIdeas: store.ideas.filter((i) => i.sessionId === s.id).length, avgEloRating: 1200 },
    });
  const handlers = [
    // The pages' breadcrumbs name the workspace: the fixtures' one.
    http.get(apiUrl('/v1/workspaces/:id'), ({ params }) =>
      params.id === WORKSPACE.id ? HttpResponse.json(WORKSPACE) : notFound('Workspace'),
    ),
    http.get(apiUrl('/v1/workspaces/:id/goals'), ({ params, request }) => {
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const mine = store.goals.filter((g) => g.workspaceId === params.id);
      return HttpResponse.json(toPaged(mine.slice(skip, skip + limit), mine.length, skip, limit));
    }),
    http.post(apiUrl('/v1/workspaces/:id/goals'), async ({ params, request }) => {
      const body = (await request.json()) as Pick<ResearchGoal, 'title' | 'description' | 'parameters'>;
      const now = new Date().toISOString();
      const goal: ResearchGoal = {
        id: crypto.randomUUID(),
        title: body.title,
        description: body.description ?? '',
        workspaceId: String(params.id),
        userId: USER.id,
        status: 'draft',
        parameters: body.parameters ?? {},
        currentSessionId: null,
        sessionId: null,
        createdAt: now,
        updatedAt: now,
      };
      store.goals.unshift(goal);
      return HttpResponse.json(goal, { status: 201 });
    }),
    http.get(apiUrl('/v1/workspaces/:id/goals/:goalId'), ({ params }) => {
      const goal = store.goals.find((g) => g.id === params.goalId && g.workspaceId === params.id);
      return goal ? HttpResponse.json(goal) : notFound('Goal');
    }),
    http.post(apiUrl('/v1/workspaces/:id/goals/:goalId/start'), async ({ params, request }) => {
      const goal = store.goals.find((g) => g.id === params.goalId);
      if (!goal) return notFound('Goal');
      store.calls.starts.push(await request.json());
      const session = sessionFixture(store.sessions.length + 1, {
        id: crypto.randomUUID(),
        goalId: goal.id,
        workspaceId: goal.workspaceId,
        status: 'queued',
      });
      Object.assign(goal, { status: 'generating_ideas', currentSessionId: session.id, sessionId: session.id });
      store.sessions.unshift(session);
      return HttpResponse.json(session);
    }),
    http.get(apiUrl('/v1/sessions/:id'), ({ params }) => {
      const session = store.sessions.find((s) => s.id === params.id);
      return session ? HttpResponse.json(session) : notFound('Session');
    }),
    http.get(apiUrl('/v1/workspaces/:id/goals/:goalId/sessions/:sessionId/progress'), ({ params }) => {
      store.calls.progress += 1;
      const next =
        store.progress.length > 1 ? store.progress.shift()! : (store.progress[0] ?? progressFixture('running'));
      const session = store.sessions.find((s) => s.id === params.sessionId);
      if (session) session.status = next.status;
      return HttpResponse.json({ ...next, sessionId: String(params.sessionId) });
    }),
    http.post(apiUrl('/v1/sessions/:id/cancel'), ({ params }) => {
      const session = store.sessions.find((s) => s.id === params.id);
      if (!session) return notFound('Session');
      session.status = 'cancelled';
      return HttpResponse.json(session);
    }),
    http.get(apiUrl('/v1/workspaces/:id/sessions'), ({ params }) => {
      const mine = store.sessions.filter((s) => s.workspaceId === params.id).map(summary);
      return HttpResponse.json(toPaged(mine, mine.length, 0, Math.max(20, mine.length)));
    }),
    http.get(apiUrl('/v1/ideas/session/:sessionId'), ({ params, request }) => {
      store.calls.ideas += 1;
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 20);
      const mine = store.ideas.filter((i) => i.sessionId === params.sessionId);
      return HttpResponse.json(
        toPaged(mine.slice((page - 1) * size, page * size), mine.length, (page - 1) * size, size),
      );
    }),
    // An idea's comments: none, unless a test answers its own (src/ui/comments/).
    http.get(apiUrl('/v1/comments'), () => HttpResponse.json({ role: 'owner', items: [] })),
    http.get(apiUrl('/v1/workspaces/:id/members'), () => HttpResponse.json({ role: 'owner', items: [] })),
    http.get(apiUrl('/v1/ideas/:id'), ({ params }) => {
      const idea = store.ideas.find((i) => i.id === params.id);
      return idea ? HttpResponse.json(idea) : notFound('Idea');
    }),
    http.get(apiUrl('/v1/ideas/:id/related-work'), ({ params }) => {
      const idea = store.ideas.find((i) => i.id === params.id);
      return idea ? HttpResponse.json(store.relatedWork[idea.id] ?? NOT_SEARCHED) : notFound('Idea');
    }),
    // The session's and the idea's Matches sections: none played (session-matches.test.tsx tests them).
    ...matchApi().handlers,
    // The session's feedback card: none given (session-feedback.test.tsx tests it).
    http.get(apiUrl('/v1/sessions/:id/feedback'), () => HttpResponse.json({ items: [] })),
    // The idea page's Coding agent section: no session yet (vibe-card.test.tsx tests the rest).
    http.get(apiUrl('/v1/vibe-sessions'), () => HttpResponse.json(toPaged([], 0, 0, 1))),
    http.post(apiUrl('/v1/ideas/:id/refresh'), ({ params }) => {
      const idea = store.ideas.find((i) => i.id === params.id);
      if (!idea) return notFound('Idea');
      idea.updatedAt = new Date().toISOString();
      return HttpResponse.json(idea);
    }),
    http.patch(apiUrl('/v1/ideas/:id/select'), async ({ params, request }) => {
      const idea = store.ideas.find((i) => i.id === params.id);
      if (!idea) return notFound('Idea');
      const body = (await request.json()) as { status?: Idea['status'] };
      idea.status = body.status ?? 'selected';
      return HttpResponse.json(idea);
    }),
  ];
  return { store, handlers };
}
