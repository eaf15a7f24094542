import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createRun, logBatch, points } from '../support/api/run-support';

// GET /v1/workspaces/{id}/analytics, checked against what the public API says about the same
// ideas, sessions and runs: a completed offline session with two ideas converted and their
// experiments' runs logged, an empty workspace, and another user's workspace.

interface ListedIdea {
  id: string;
  title: string;
  status: string;
  eloRating: number;
  noveltyScore: number;
  feasibilityScore: number;
  correctnessScore: number;
  matchRecord: { wins: number; losses: number; draws: number };
}

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let made: Awaited<ReturnType<typeof completedSessionIdeas>>;
let handMade: string;
const experiment: Record<'accuracy' | 'loss', string> = { accuracy: '', loss: '' };
const run: Record<string, string> = {};

const get = async (url: string, who = ada) => {
  const response = await call(t.app, who, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const analyticsOf = (workspaceId: string) => get(`/v1/workspaces/${workspaceId}/analytics`);

async function loggedRun(name: string, experimentId: string, startedAt: string, metrics: Record<string, number[]>) {
  const created = await createRun(t.app, ada, experimentId, { name, startedAt });
  const batch = Object.entries(metrics).flatMap(([key, values]) => points(key, values));
  const response = await logBatch(t.app, ada, created.id, { batchId: 'all', metrics: batch });
  expect(response.statusCode, response.body).toBe(200);
  run[name] = created.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  made = await completedSessionIdeas(t.app, ada, 6);
  const [first, second] = made.ideas;
  for (const idea of [first, second]) await selectIdea(t.app, ada, idea);
  const converted = (await convert(t.app, ada, { ideaIds: [first.id, second.id] })).json().conversionResults;
  experiment.accuracy = converted[0].experimentId;
  experiment.loss = converted[1].experimentId;
  for (const [name, direction] of [
    ['accuracy', 'maximize'],
    ['loss', 'minimize'],
  ] as const) {
    const url = `/v1/experiments/${experiment[name]}`;
    const set = await call(t.app, ada, 'PATCH', url, { primaryMetric: { name, direction } });
    expect(set.statusCode, set.body).toBe(200);
  }
  expect(
    (await call(t.app, ada, 'PATCH', `/v1/experiments/${experiment.loss}`, { status: 'running' })).statusCode,
  ).toBe(200);
  await loggedRun('a1', experiment.accuracy, '2026-11-01T10:00:00.000Z', { accuracy: [0.5, 0.9, 0.7] });
  await loggedRun('a2', experiment.accuracy, '2026-11-02T10:00:00.000Z', { accuracy: [0.8], loss: [0.01] });
  await loggedRun('l1', experiment.loss, '2026-11-01T10:00:00.000Z', { loss: [0.9, 0.3, 0.4], accuracy: [0.99] });
  await loggedRun('l2', experiment.loss, '2026-11-02T10:00:00.000Z', { loss: [0.2] });
  // An idea of the user's own: never reviewed, never matched.
  const idea = { title: 'Nurse-led phone follow-up', summary: 'Calls in the first week' };
  handMade = (await call(t.app, ada, 'POST', `/v1/ideas/create-for-goal/${made.goalId}`, idea)).json().id;
}, 120_000);
afterAll(() => t.close());

describe('GET /v1/workspaces/{id}/analytics', () => {
  it('counts the funnel, the Elo ratings and each idea’s scores as the idea list shows them', async () => {
    const listed: ListedIdea[] = (await get(`/v1/ideas/session/${made.sessionId}?pageSize=500`)).items;
    const body = await analyticsOf(made.workspaceId);
    const statuses = ['generated', 'reviewed', 'selected', 'converted', 'archived'];
    expect(body.funnel).toEqual(
      statuses.map((status) => ({ status, count: listed.filter((i) => i.status === status).length })),
    );
    expect(body.funnel.find((row: { status: string }) => row.status === 'converted').count).toBe(2);
    expect(body.ideasTotal).toBe(listed.length);
    const played = (i: ListedIdea) => i.matchRecord.wins + i.matchRecord.losses + i.matchRecord.draws > 0;
    expect(body.elo.ratings).toEqual(
      listed
        .filter(played)
        .map((i) => i.eloRating)
        .sort((a, b) => a - b),
    );
    expect(body.elo.unrated).toBe(listed.filter((i) => !played(i)).length);
    expect(body.elo.unrated).toBeGreaterThanOrEqual(1);
    const reviewed = listed.filter((i) => i.id !== handMade);
    expect(body.ideas).toEqual(
      expect.arrayContaining(
        reviewed.map((i) => ({
          id: i.id,
          title: i.title,
          status: i.status,
          sessionId: made.sessionId,
          elo: i.eloRating,
          novelty: i.noveltyScore,
          feasibility: i.feasibilityScore,
          correctness: i.correctnessScore,
        })),
      ),
    );
    expect(body.ideas.find((i: { id: string }) => i.id === handMade)).toMatchObject({
      novelty: null,
      feasibility: null,
      correctness: null,
      elo: 1200,
    });
  });

  it('follows the top five ideas’ Elo over rounds to the rating they hold now', async () => {
    const listed: ListedIdea[] = (await get(`/v1/ideas/session/${made.sessionId}?pageSize=500`)).items;
    const top = [...listed].sort((a, b) => b.eloRating - a.eloRating || a.id.localeCompare(b.id)).slice(0, 5);
    const { eloOverRounds } = await analyticsOf(made.workspaceId);
    expect(eloOverRounds.map((line: { ideaId: string }) => line.ideaId)).toEqual(top.map((i) => i.id));
    for (const [index, line] of (eloOverRounds as Array<{ points: Array<{ round: number; elo: number }> }>).entries()) {
      const idea = top[index];
      if (idea.matchRecord.wins + idea.matchRecord.losses + idea.matchRecord.draws === 0) {
        expect(line.points).toEqual([]);
        continue;
      }
      expect(line.points.map((p) => p.round)).toEqual([1]);
      expect(line.points.at(-1)!.elo).toBe(idea.eloRating);
    }
  });

  it('counts the tournament’s matches and judge agreement, and each session’s usage', async () => {
    const session = await get(`/v1/sessions/${made.sessionId}?includeScoringData=true`);
    const progress = await get(
      `/v1/workspaces/${made.workspaceId}/goals/${made.goalId}/sessions/${made.sessionId}/progress`,
    );
    const body = await analyticsOf(made.workspaceId);
    expect(progress.counts.matches).toBeGreaterThan(0);
    expect(body.tournament).toEqual({
      matches: progress.counts.matches,
      judgedBothOrders: progress.counts.matches,
      agreement: session.metrics.judgeAgreement,
    });
    expect(body.sessions).toEqual([
      {
        id: made.sessionId,
        goalTitle: 'Reduce hospital readmissions for heart failure patients',
        status: 'completed',
        engine: 'offline',
        modelCalls: progress.modelCalls,
        tokens: progress.tokens,
        costUsd: null,
        startedAt: progress.startedAt,
      },
    ]);
  });

  it('prices a model session’s tokens at LLM_USD_PER_MILLION_TOKENS, and never the offline engine’s', async () => {
    const priced = await createTestApp({ env: { LLM_USD_PER_MILLION_TOKENS: '2.5' }, startWorkers: false });
    const other = await completedSessionIdeas(t.app, ada, 2);
    // The engine that ran is recorded per session; a model run is stood in for by its record.
    await t.db.execute(
      sql`UPDATE sessions SET engine = 'model', progress = jsonb_set(progress, '{tokens}', '400000')
          WHERE id = ${other.sessionId}`,
    );
    const response = await call(priced.app, ada, 'GET', `/v1/workspaces/${other.workspaceId}/analytics`);
    expect(response.json().sessions).toMatchObject([
      { id: other.sessionId, engine: 'model', tokens: 400_000, costUsd: 1 },
    ]);
    const offline = await call(priced.app, ada, 'GET', `/v1/workspaces/${made.workspaceId}/analytics`);
    expect(offline.json().sessions).toMatchObject([{ engine: 'offline', costUsd: null }]);
    await priced.close();
  });

  it('counts experiments by status and finds each one’s best run by its primary metric’s direction', async () => {
    const { experiments } = await analyticsOf(made.workspaceId);
    // The accuracy experiment was planned until its first run started it.
    expect(experiments.byStatus).toEqual([
      { status: 'planned', count: 0 },
      { status: 'running', count: 2 },
      { status: 'completed', count: 0 },
      { status: 'abandoned', count: 0 },
    ]);
    const best = Object.fromEntries(experiments.best.map((row: { experimentId: string }) => [row.experimentId, row]));
    expect(best[experiment.accuracy]).toMatchObject({
      status: 'running',
      metric: 'accuracy',
      direction: 'maximize',
      value: 0.9,
      runId: run.a1,
    });
    expect(best[experiment.loss]).toMatchObject({
      status: 'running',
      metric: 'loss',
      direction: 'minimize',
      value: 0.2,
      runId: run.l2,
    });
  });

  it('answers zeros and empty lists for a workspace with nothing in it yet', async () => {
    const workspace = (await call(t.app, ada, 'POST', '/v1/workspaces', { name: 'Empty lab' })).json();
    expect(await analyticsOf(workspace.id)).toEqual({
      funnel: ['generated', 'reviewed', 'selected', 'converted', 'archived'].map((status) => ({ status, count: 0 })),
      elo: { ratings: [], unrated: 0 },
      ideas: [],
      ideasTotal: 0,
      eloOverRounds: [],
      tournament: { matches: 0, judgedBothOrders: 0, agreement: null },
      sessions: [],
      experiments: {
        byStatus: ['planned', 'running', 'completed', 'abandoned'].map((status) => ({ status, count: 0 })),
        best: [],
      },
      outcomes: {
        ideasWithOutcomes: 0,
        n: 0,
        rho: null,
        interval: null,
        enough: false,
        note: 'No converted idea has a run on its experiment’s primary metric yet. Log runs to see how the ranking held up.',
        pairsCompared: 0,
        wrongPairs: [],
        wrongPairsTotal: 0,
        outcomes: [],
      },
    });
  });

  it("answers 404 for another user's workspace, 400 for a malformed id and 401 without sign-in", async () => {
    const url = `/v1/workspaces/${made.workspaceId}/analytics`;
    const theirs = await call(t.app, bob, 'GET', url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(errorOf('Workspace not found', 'not_found'));
    const malformed = await call(t.app, ada, 'GET', '/v1/workspaces/not-a-uuid/analytics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorOf('id: must be a valid UUID', 'validation_error'));
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});
