import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { sessions } from '../../server/db/schema/coscientist';
import { datasets } from '../../server/db/schema/datasets';
import { ideas as ideaRows } from '../../server/db/schema/ideas';
import { PARAPHRASES } from '../../server/assistant/intent-paraphrases.test-support';
import { INTENT_IDS, type IntentId } from '../../server/assistant/intent-recognition';
import { escapeMarkdown } from '../../src/domain/text-escape';
import { parseFrames } from '../support/api/assistant-support';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// The offline assistant answers researchers' most common questions from their own session: a
// real offline session on an enzyme goal, then each question asked three ways, on the page of
// that session, through the stream the SPA reads (docs/architecture.md, "The research assistant").

const ENZYME = {
  title:
    'Thermostable enzymes for plastic degradation: keep PET hydrolases active above 70 °C for industrial depolymerisation',
  description: 'We have a crystal structure of the parent cutinase and a plate assay for PET film hydrolysis.',
};

interface IdeaRow {
  id: string;
  title: string;
  eloRating: number;
  noveltyScore: number;
  feasibilityScore: number;
}

let t: TestApp;
let ada: SignedIn;
let workspaceId: string;
let goalId: string;
let sessionId: string;
let ideas: IdeaRow[];
let chatId: string;
let metaReview: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ASSISTANT_OFFLINE_WORD_MS: '0' } });
  ada = await signIn(t.app);
  const ids = await createGoal(t.app, ada, ENZYME);
  workspaceId = ids.workspaceId;
  goalId = ids.goalId;
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 6, rounds: 1 })).id;
  expect((await waitForSession(t.app, ada, sessionId, undefined, 60_000)).status).toBe('completed');
  const listed = await t.app.inject({
    method: 'GET',
    url: `/v1/ideas/session/${sessionId}?limit=100`,
    headers: ada.headers,
  });
  ideas = listed.json().items;
  const session = await t.app.inject({
    method: 'GET',
    url: `/v1/sessions/${sessionId}?includeEnhancedDetails=true`,
    headers: ada.headers,
  });
  metaReview = session.json().metaReview;
  const chat = await t.app.inject({
    method: 'POST',
    url: '/v1/maxwell/sessions',
    headers: ada.headers,
    payload: { workspaceId },
  });
  chatId = chat.json().sessionId;
}, 90_000);
afterAll(() => t.close());

async function ask(query: string, page = `/workspaces/${workspaceId}/session/${sessionId}`) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/maxwell/sessions/${chatId}/stream`,
    headers: ada.headers,
    payload: { query, context: { page } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const final = parseFrames(response.body).find((f) => f.event === 'final_response');
  return final!.data!.data.response as string;
}

const best = (score: (i: IdeaRow) => number) => [...ideas].sort((a, b) => score(b) - score(a))[0];
const linkTo = (idea: IdeaRow) => `](/workspaces/${workspaceId}/ideas/${idea.id})`;

/** What an answer to each question must show, computed from the session's own rows. */
const EXPECTED: Record<IntentId, () => string[]> = {
  'best-ideas': () => ['Best ideas by tournament Elo', linkTo(best((i) => i.eloRating))],
  'most-novel': () => ['Most novel ideas', linkTo(best((i) => i.noveltyScore))],
  'most-feasible': () => ['Most feasible ideas', linkTo(best((i) => i.feasibilityScore))],
  riskiest: () => ['Riskiest ideas', 'main risk: '],
  'compare-ideas': () => ['**Comparing**', '| | First | Second |', '| Feasibility |'],
  // The first sentence under the meta-review's first heading (one round: that it is the first).
  'meta-review': () => ['**Meta-review**', metaReview.split('\n')[1].split('. ')[0]],
  'next-steps': () => ['**Next steps for**', 'De-risk first'],
  'datasets-for-idea': () => ['**Datasets that fit**', 'Protein and enzyme engineering', '](/datasets/'],
  'configure-model': () => ['**To use a language model**, your administrator', 'Running a model'],
};

describe('the offline assistant answers from the user’s data', () => {
  it.each(INTENT_IDS.flatMap((id) => PARAPHRASES[id].map((query) => [id, query] as const)))(
    '%s: "%s"',
    async (id, query) => {
      const answer = await ask(query);
      for (const part of EXPECTED[id]()) expect(answer).toContain(part);
    },
  );

  it('answers both halves of "which is most feasible, and what dataset would test it?" about the same idea', async () => {
    const answer = await ask('Which of my ideas is most feasible, and what dataset would test it?');
    const feasible = best((i) => i.feasibilityScore);
    expect(answer.indexOf('Most feasible ideas')).toBeLessThan(answer.indexOf('**Datasets that fit**'));
    expect(answer).toContain(`**Datasets that fit** [${escapeMarkdown(feasible.title)}]`);
    expect(answer).toMatch(/FireProtDB|Protein Data Bank|BRENDA|ProteinGym|UniProt/);
    expect(answer).not.toContain('found no variable');
  });

  it('names only datasets the product can open, each of the enzyme idea’s field, never a Gini index', async () => {
    const answer = await ask('What dataset would test the best idea?');
    const linked = [...answer.matchAll(/\]\(\/datasets\/([^)]+)\)/g)].map((m) => decodeURIComponent(m[1]));
    expect(linked.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(datasets).where(inArray(datasets.id, linked));
    expect(rows.map((r) => r.id).sort()).toEqual([...new Set(linked)].sort());
    for (const row of rows) expect(row.fields, row.name).toContain('protein-enzyme-engineering');
    expect(answer).not.toMatch(/Gini|physical inactivity|climate projection/i);
  });

  it('answers from scores and Elo when an idea’s details or its session’s plan do not parse', async () => {
    const [session] = await t.db
      .insert(sessions)
      .values({
        goalId: goalId,
        workspaceId,
        userId: ada.user.id,
        engine: 'offline',
        status: 'completed',
        plan: { broken: true },
      })
      .returning();
    const [idea] = await t.db
      .insert(ideaRows)
      .values({
        sessionId: session.id,
        userId: ada.user.id,
        title: 'Hand-written idea',
        engine: 'offline',
        strategy: 'user',
        eloRating: 1333,
        wins: 2,
        details: {},
      })
      .returning();
    const answer = await ask('Which ideas came out on top?', `/workspaces/${workspaceId}/session/${session.id}`);
    expect(answer).toContain(
      `[Hand-written idea](/workspaces/${workspaceId}/ideas/${idea.id}): Elo 1333 after 2 matches`,
    );
  });

  it('says plainly what it cannot do offline, and how to connect a model', async () => {
    const answer = await ask('Write a grant abstract in the style of Nature');
    expect(answer).toContain('needs reasoning I cannot do without a model');
    expect(answer).toContain('your administrator can connect one (see the "Running a model" section of the README)');
    expect(answer).not.toMatch(/LLM_/);
  });
});
