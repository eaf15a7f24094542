import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eloUpdate } from '../../src/domain/elo';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { JUDGEMENT_MESSAGES } from '../../src/domain/researcher-judgement';
import { insufficientRoleMessage } from '../../src/domain/workspace-roles';
import { sessions } from '../../server/db/schema/coscientist';
import { matches } from '../../server/db/schema/ideas';
import { completedSessionIdeas } from '../support/api/conversion-support';
import { startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, uniqueEmail, type SignedIn, type TestApp } from '../support/api/harness';
import { addMember } from '../support/api/members';

// The researcher in the loop (docs/product.md, "Your review, your verdicts, your feedback"): a
// review written beside the agents', a verdict that moves Elo and the intervals as three agent
// matches, feedback kept with the goal; refusals in the researcher's words, a viewer's 403 and a
// stranger's 404.

let t: TestApp;
let ada: SignedIn;
let vic: SignedIn;
let ben: SignedIn;
let s: Awaited<ReturnType<typeof completedSessionIdeas>>;
let other: Awaited<ReturnType<typeof completedSessionIdeas>>;

type Who = SignedIn;
const send = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const idea = async (id: string) => (await send(ada, 'GET', `/v1/ideas/${id}?include_scoring_data=true`)).json();
const invalid = (message: string) => [400, errorOf(message, 'validation_error')];
const answer = (r: { statusCode: number; json: () => unknown }) => [r.statusCode, r.json()];

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, uniqueEmail('ada'), 'Ada Lovelace');
  [vic, ben] = [await signIn(t.app), await signIn(t.app)];
  s = await completedSessionIdeas(t.app, ada, 6);
  other = await completedSessionIdeas(t.app, ada, 4);
  await addMember(t.db, s.workspaceId, vic.user.id, 'viewer');
}, 120_000);
afterAll(() => t.close());

const REVIEW = { novelty: 4, correctness: 3, feasibility: 5, text: 'Clever, but the cohort is small.' };

describe('PUT /v1/ideas/{id}/my-review', () => {
  it("stores the researcher's review beside the agents', marked with their name, and replaces it when rewritten", async () => {
    const first = await send(ada, 'PUT', `/v1/ideas/${s.ideas[0].id}/my-review`, REVIEW);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(ada, 'PUT', `/v1/ideas/${s.ideas[0].id}/my-review`, {
      ...REVIEW,
      novelty: 2,
      text: 'On reflection, done before.',
    });
    expect(again.statusCode).toBe(200);
    const reviews = (await idea(s.ideas[0].id)).reviews as Array<Record<string, unknown>>;
    const mine = reviews.filter((r) => r.author === 'human');
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'researcher',
        authorName: 'Ada Lovelace',
        authorId: ada.user.id,
        text: 'On reflection, done before.',
        criteria: { novelty: 2, correctness: 3, feasibility: 5 },
        score: 3.3,
      }),
    ]);
    expect(reviews.filter((r) => r.author === 'agent').length).toBeGreaterThan(0);
    expect(reviews.at(-1)).toBe(mine[0]);
  });

  it('refuses scores that are not whole numbers from 1 to 5, and an empty or overlong text', async () => {
    const url = `/v1/ideas/${s.ideas[1].id}/my-review`;
    expect(answer(await send(ada, 'PUT', url, { ...REVIEW, novelty: 0 }))).toEqual(
      invalid('novelty: Novelty must be a whole number from 1 to 5'),
    );
    expect(answer(await send(ada, 'PUT', url, { ...REVIEW, feasibility: 2.5 }))).toEqual(
      invalid('feasibility: Feasibility must be a whole number from 1 to 5'),
    );
    expect(answer(await send(ada, 'PUT', url, { ...REVIEW, correctness: 6 }))).toEqual(
      invalid('correctness: Correctness must be a whole number from 1 to 5'),
    );
    expect(answer(await send(ada, 'PUT', url, { ...REVIEW, text: '   ' }))).toEqual(
      invalid(JUDGEMENT_MESSAGES.reviewTextRequired),
    );
    expect(answer(await send(ada, 'PUT', url, { ...REVIEW, text: 'x'.repeat(4001) }))).toEqual(
      invalid('text: A review can be at most 4000 characters'),
    );
    expect((await idea(s.ideas[1].id)).reviews.some((r: { author: string }) => r.author === 'human')).toBe(false);
  });

  it('tells a viewer who may review, and a stranger that the idea is not found', async () => {
    const url = `/v1/ideas/${s.ideas[1].id}/my-review`;
    expect(answer(await send(vic, 'PUT', url, REVIEW))).toEqual([
      403,
      errorOf(insufficientRoleMessage('edit', 'viewer'), 'insufficient_role'),
    ]);
    expect(answer(await send(ben, 'PUT', url, REVIEW))).toEqual([404, errorOf(NOT_FOUND_MESSAGES.idea, 'not_found')]);
  });
});

describe('POST /v1/sessions/{id}/verdicts', () => {
  it('stores a human match worth three agent matches: Elo moves as three wins in a row and the intervals are refitted', async () => {
    const [lower, upper] = [s.ideas.at(-1)!, s.ideas[0]];
    const [before1, before2] = [await idea(lower.id), await idea(upper.id)];
    const response = await send(ada, 'POST', `/v1/sessions/${s.sessionId}/verdicts`, {
      preferredId: lower.id,
      otherId: upper.id,
      reason: 'It can be run with the equipment we have.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const verdict = response.json();
    let expected: [number, number] = [before1.eloRating, before2.eloRating];
    for (let i = 0; i < 3; i++) expected = eloUpdate(...expected, 1);
    expect(verdict).toMatchObject({ weight: 3, reason: 'It can be run with the equipment we have.' });
    expect(verdict.preferred.eloBefore).toBeCloseTo(before1.eloRating, 1);
    expect(verdict.preferred.eloAfter).toBeCloseTo(expected[0], 0);
    expect(verdict.other.eloAfter).toBeCloseTo(expected[1], 0);
    const [after1, after2] = [await idea(lower.id), await idea(upper.id)];
    expect(after1.eloRating).toBeCloseTo(expected[0], 0);
    expect(after1.matchRecord.wins).toBe(before1.matchRecord.wins + 1);
    expect(after2.matchRecord.losses).toBe(before2.matchRecord.losses + 1);
    expect(after1.btRating).toBeGreaterThan(before1.btRating);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, verdict.matchId));
    expect(row).toMatchObject({
      judge: 'human',
      weight: 3,
      judgedBy: ada.user.id,
      winner: lower.id,
      reason: 'It can be run with the equipment we have.',
    });
  });

  it('takes a weight the researcher chooses', async () => {
    const response = await send(ada, 'POST', `/v1/sessions/${s.sessionId}/verdicts`, {
      preferredId: s.ideas[1].id,
      otherId: s.ideas[2].id,
      reason: 'Cheaper.',
      weight: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().weight).toBe(1);
  });

  it('refuses a pair that is one idea, ideas of another session, a weight out of range and an empty reason', async () => {
    const url = `/v1/sessions/${s.sessionId}/verdicts`;
    const pair = { preferredId: s.ideas[0].id, otherId: s.ideas[1].id, reason: 'Better.' };
    expect(answer(await send(ada, 'POST', url, { ...pair, otherId: pair.preferredId }))).toEqual(
      invalid(JUDGEMENT_MESSAGES.samePair),
    );
    expect(answer(await send(ada, 'POST', url, { ...pair, otherId: other.ideas[0].id }))).toEqual(
      invalid(JUDGEMENT_MESSAGES.notInSession),
    );
    for (const weight of [0, 11, 2.5])
      expect(answer(await send(ada, 'POST', url, { ...pair, weight }))).toEqual(
        invalid('weight: A verdict counts as a whole number of agent matches, from 1 to 10'),
      );
    expect(answer(await send(ada, 'POST', url, { ...pair, reason: ' ' }))).toEqual(
      invalid(JUDGEMENT_MESSAGES.reasonRequired),
    );
    expect(answer(await send(ada, 'POST', url, { ...pair, reason: 'x'.repeat(2001) }))).toEqual(
      invalid('reason: A reason can be at most 2000 characters'),
    );
    const human = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.sessionId, s.sessionId), eq(matches.judge, 'human')));
    expect(human).toHaveLength(2);
  });

  it('tells a viewer who may judge, and a stranger that the session is not found', async () => {
    const body = { preferredId: s.ideas[0].id, otherId: s.ideas[1].id, reason: 'Better.' };
    const url = `/v1/sessions/${s.sessionId}/verdicts`;
    expect(answer(await send(vic, 'POST', url, body))).toEqual([
      403,
      errorOf(insufficientRoleMessage('edit', 'viewer'), 'insufficient_role'),
    ]);
    expect(answer(await send(ben, 'POST', url, body))).toEqual([404, errorOf(NOT_FOUND_MESSAGES.session, 'not_found')]);
  });
});

describe('/v1/sessions/{id}/feedback', () => {
  it("keeps feedback with the goal, with its author, and lists it to the workspace's members", async () => {
    const given = await send(ada, 'POST', `/v1/sessions/${s.sessionId}/feedback`, {
      text: '  Drop approaches that need animal work ',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      text: 'Drop approaches that need animal work',
      authorName: 'Ada Lovelace',
      sessionId: s.sessionId,
    });
    const listed = await send(vic, 'GET', `/v1/sessions/${s.sessionId}/feedback`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((f: { text: string }) => f.text)).toEqual(['Drop approaches that need animal work']);
    expect((await send(ada, 'GET', `/v1/sessions/${other.sessionId}/feedback`)).json().items).toEqual([]);
  });

  it("is read by the goal's next session, whose plan says what the engine did with it", async () => {
    const next = await startSession(
      t.app,
      ada,
      { workspaceId: s.workspaceId, goalId: s.goalId },
      { numberOfIdeas: 3, rounds: 1 },
    );
    const done = await waitForSession(t.app, ada, next.id, undefined, 60_000);
    expect(done.status).toBe('completed');
    expect((done.plan as { feedback: unknown }).feedback).toEqual([
      {
        text: 'Drop approaches that need animal work',
        applied: true,
        how: 'No method of this field needs animal subjects, so there was nothing to drop.',
      },
    ]);
  }, 70_000);

  it('refuses empty or overlong feedback, and feedback on a session still waiting for a worker', async () => {
    const url = `/v1/sessions/${s.sessionId}/feedback`;
    expect(answer(await send(ada, 'POST', url, { text: '' }))).toEqual(invalid(JUDGEMENT_MESSAGES.feedbackRequired));
    expect(answer(await send(ada, 'POST', url, { text: 'x'.repeat(1001) }))).toEqual(
      invalid('text: Feedback can be at most 1000 characters'),
    );
    const [queued] = await t.db
      .insert(sessions)
      .values({
        goalId: s.goalId,
        workspaceId: s.workspaceId,
        userId: ada.user.id,
        engine: 'offline',
        status: 'queued',
      })
      .returning();
    expect(answer(await send(ada, 'POST', `/v1/sessions/${queued.id}/feedback`, { text: 'Focus on enzymes' }))).toEqual(
      [409, errorOf(JUDGEMENT_MESSAGES.sessionNotStarted, 'conflict')],
    );
  });

  it('tells a viewer who may give feedback, and a stranger that the session is not found', async () => {
    const url = `/v1/sessions/${s.sessionId}/feedback`;
    expect(answer(await send(vic, 'POST', url, { text: 'More.' }))).toEqual([
      403,
      errorOf(insufficientRoleMessage('edit', 'viewer'), 'insufficient_role'),
    ]);
    expect(answer(await send(ben, 'POST', url, { text: 'More.' }))).toEqual([
      404,
      errorOf(NOT_FOUND_MESSAGES.session, 'not_found'),
    ]);
    expect(answer(await send(ben, 'GET', url))).toEqual([404, errorOf(NOT_FOUND_MESSAGES.session, 'not_found')]);
  });
});
