import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startSession, waitForSession } from '../support/api/engine-support';
import { call, createRun, logBatch, points } from '../support/api/run-support';

// How well the tournament predicted outcomes, on the workspace's Analytics (docs/product.md,
// "Workspace analytics"): four ideas of a finished session converted, runs logged on three of the
// experiments' primary metric, the fourth never run; the ranking compared against the idea list.

interface ListedIdea {
  id: string;
  title: string;
  status: string;
  eloRating: number;
}

let t: TestApp;
let ada: SignedIn;
let made: Awaited<ReturnType<typeof completedSessionIdeas>>;
let ranked: ListedIdea[];
const experimentOf = new Map<string, string>();
const bestRun = new Map<string, string>();

async function logRun(ideaId: string, startedAt: string, accuracy: number[]) {
  const created = await createRun(t.app, ada, experimentOf.get(ideaId)!, { name: `run ${startedAt}`, startedAt });
  const logged = await logBatch(t.app, ada, created.id, { batchId: 'all', metrics: points('accuracy', accuracy) });
  expect(logged.statusCode, logged.body).toBe(200);
  return created.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app);
  made = await completedSessionIdeas(t.app, ada, 8);
  const listed = (await call(t.app, ada, 'GET', `/v1/ideas/session/${made.sessionId}?pageSize=500`)).json();
  // Four ideas of distinct Elo, highest first, so the tournament's order among them is plain.
  const byElo = [...(listed.items as ListedIdea[])].sort((a, b) => b.eloRating - a.eloRating);
  ranked = byElo.filter((idea, i) => i === 0 || idea.eloRating !== byElo[i - 1].eloRating).slice(0, 4);
  expect(ranked).toHaveLength(4);
  for (const idea of ranked) await selectIdea(t.app, ada, idea);
  const results = (await convert(t.app, ada, { ideaIds: ranked.map((i) => i.id) })).json().conversionResults;
  for (const [i, idea] of ranked.entries()) experimentOf.set(idea.id, results[i].experimentId);
  for (const idea of ranked) {
    const url = `/v1/experiments/${experimentOf.get(idea.id)}`;
    const set = await call(t.app, ada, 'PATCH', url, { primaryMetric: { name: 'accuracy', direction: 'maximize' } });
    expect(set.statusCode, set.body).toBe(200);
  }
  // The tournament's first measures 0.8, its second 0.9 (the pair it got wrong), its third 0.6.
  const [first, second, third] = ranked;
  bestRun.set(first.id, await logRun(first.id, '2026-11-01T10:00:00.000Z', [0.5, 0.8]));
  await logRun(first.id, '2026-11-02T10:00:00.000Z', [0.7]);
  bestRun.set(second.id, await logRun(second.id, '2026-11-01T10:00:00.000Z', [0.9, 0.85]));
  bestRun.set(third.id, await logRun(third.id, '2026-11-01T10:00:00.000Z', [0.6]));
}, 120_000);
afterAll(() => t.close());

describe('how well the tournament predicted outcomes', () => {
  it('takes each converted idea’s best run value as its outcome, with its rank in the session', async () => {
    const { outcomes } = (await call(t.app, ada, 'GET', `/v1/workspaces/${made.workspaceId}/analytics`)).json();
    const listed: ListedIdea[] = (
      await call(t.app, ada, 'GET', `/v1/ideas/session/${made.sessionId}?pageSize=500`)
    ).json().items;
    const rankOf = (idea: ListedIdea) => 1 + listed.filter((other) => other.eloRating > idea.eloRating).length;
    const [first, second, third] = ranked;
    expect(outcomes.outcomes).toEqual(
      [
        [first, 0.8, 2],
        [second, 0.9, 1],
        [third, 0.6, 3],
      ].map(([idea, value, measuredRank]) => {
        const i = idea as ListedIdea;
        return {
          ideaId: i.id,
          title: i.title,
          sessionId: made.sessionId,
          sessionRank: rankOf(i),
          elo: i.eloRating,
          experimentId: experimentOf.get(i.id),
          metric: 'accuracy',
          direction: 'maximize',
          value,
          runId: bestRun.get(i.id),
          measuredRank,
          groupSize: 3,
        };
      }),
    );
  });

  it('answers Spearman’s ρ with n, no interval and a small-sample warning, and the pair it got wrong', async () => {
    const { outcomes } = (await call(t.app, ada, 'GET', `/v1/workspaces/${made.workspaceId}/analytics`)).json();
    const [first, second] = ranked;
    expect(outcomes).toMatchObject({
      ideasWithOutcomes: 3,
      n: 3,
      interval: null,
      enough: false,
      note: '3 ideas with outcomes: too few to say much.',
      pairsCompared: 3,
      wrongPairsTotal: 1,
    });
    expect(outcomes.rho).toBeCloseTo(0.5, 10);
    expect(outcomes.wrongPairs).toEqual([
      {
        sessionId: made.sessionId,
        metric: 'accuracy',
        direction: 'maximize',
        rankedHigher: expect.objectContaining({ ideaId: first.id, elo: first.eloRating, value: 0.8 }),
        measuredBetter: expect.objectContaining({ ideaId: second.id, elo: second.eloRating, value: 0.9 }),
      },
    ]);
  });

  it('leaves out a converted idea whose experiment has no run yet', async () => {
    const { outcomes } = (await call(t.app, ada, 'GET', `/v1/workspaces/${made.workspaceId}/analytics`)).json();
    expect(outcomes.outcomes.map((o: { ideaId: string }) => o.ideaId)).not.toContain(ranked[3].id);
  });

  it('is read by the goal’s next session, whose plan says what worked, what failed and what it favoured', async () => {
    const ids = { workspaceId: made.workspaceId, goalId: made.goalId };
    const next = await startSession(t.app, ada, ids, { numberOfIdeas: 3, rounds: 1 });
    const done = await waitForSession(t.app, ada, next.id, undefined, 60_000);
    expect(done.status).toBe('completed');
    const [first, second, third] = ranked;
    const measured = '(accuracy %s, higher is better)';
    expect((done.plan as { outcomes: unknown }).outcomes).toEqual([
      {
        text: `“${second.title}” ${measured.replace('%s', '0.9')} worked: 0.1 better than the median 0.8 of 3 ideas measured on it.`,
        applied: true,
        how: expect.stringMatching(/^Ideas using .+ are favoured, because this idea worked\.$/),
      },
      {
        text: `“${first.title}” ${measured.replace('%s', '0.8')} was at the median 0.8 of 3 ideas measured on it.`,
        applied: false,
        how: 'Nothing to learn from it yet: it is not better or worse than the others.',
      },
      {
        text: `“${third.title}” ${measured.replace('%s', '0.6')} failed: 0.2 worse than the median 0.8 of 3 ideas measured on it.`,
        applied: true,
        how: expect.stringMatching(/^Ideas using .+ come after the others, because this idea failed\.$/),
      },
    ]);
  }, 70_000);

  it('tells a workspace with nothing converted what to do', async () => {
    const other = await completedSessionIdeas(t.app, ada, 2);
    const { outcomes } = (await call(t.app, ada, 'GET', `/v1/workspaces/${other.workspaceId}/analytics`)).json();
    expect(outcomes).toMatchObject({ ideasWithOutcomes: 0, n: 0, rho: null, wrongPairs: [], outcomes: [] });
    expect(outcomes.note).toMatch(/^No converted idea has a run on its experiment’s primary metric yet\./);
  });
});
