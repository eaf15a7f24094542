import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../llm/chat-model';
import { offlinePlan } from '../offline/offline-plan';
import type { AgentContext, IdeaView, WorkView } from '../types';
import type { ModelCall } from './model-call';
import { modelCompare, modelMetaReview, modelReview } from './model-judges';
import { modelEvolve, modelGenerate } from './model-writers';

// The model agents against a stand-in model that answers what we script: what they show of
// published work is only what the literature sources returned; the rest is dropped and counted.

const goal = { title: 'Protect coral reefs from bleaching', description: '', parameters: {} };
const ctx: AgentContext = {
  signal: new AbortController().signal,
  plan: offlinePlan(goal),
  goal,
  round: 1,
  metaReview: null,
  onUsage: () => {},
  onWarning: () => {},
};

const W1: WorkView = {
  key: 'W1',
  title: 'Global warming and recurrent mass bleaching of corals',
  authors: ['Terry P. Hughes', 'James T. Kerry', 'Mariana Álvarez-Noriega', 'Jorge G. Álvarez-Romero'],
  year: 2017,
  venue: 'Nature',
  doi: '10.1038/nature21707',
  url: 'https://doi.org/10.1038/nature21707',
  abstract: `In 2016 the Great Barrier Reef suffered the most extreme mass bleaching on record. ${'Heat stress. '.repeat(60)}`,
};
const W2: WorkView = {
  key: 'W2',
  title: 'Marine heatwaves under global warming',
  authors: ['Thomas L. Frölicher', 'Erich M. Fischer'],
  year: 2018,
  venue: 'Nature',
  doi: '10.1038/s41586-018-0383-9',
  url: 'https://doi.org/10.1038/s41586-018-0383-9',
  abstract: null,
};

const details = {
  hypothesis: 'Shading cools reefs enough to prevent bleaching',
  rationale: 'Bleaching follows heat stress (Hughes et al., 2017).',
  methodology: ['Shade plots', 'Measure bleaching'],
  expectedOutcomes: ['Less bleaching'],
  resources: [{ name: 'Shade cloth', type: 'equipment', cost: 1000 }],
  timeline: { totalDuration: 90 },
  risks: [{ risk: 'Storms', probability: 0.2 }],
  feasibilityAnalysis: { overall: 0.7 },
};
const idea: IdeaView = {
  key: 'i1',
  title: 'Reef shading',
  summary: 'Shade cloth over reef flats.',
  details,
  strategy: 'debate',
};
const other: IdeaView = { ...idea, key: 'i2', title: 'Coral probiotics' };

/** A stand-in model: answers `answer` (validated by the agent's schema) and keeps the prompts. */
function standIn(answer: unknown) {
  const prompts: ChatMessage[][] = [];
  const call: ModelCall = async (_role, _ctx, _name, messages, schema) => {
    prompts.push(messages);
    return schema.parse(answer);
  };
  return { call, prompts, lastPrompt: () => prompts.at(-1)!.at(-1)!.content };
}

const reviewAnswer = (fields: Record<string, unknown>) => ({
  reviews: [
    { type: 'full', score: 3, text: 'Extends mass bleaching records [W1] with shading [W9].' },
    { type: 'deep_verification', score: 3, text: 'Smith et al. (2020) found shading fails; heat drives it [W2].' },
  ],
  novelty: 0.6,
  correctness: 0.7,
  feasibility: 0.5,
  overlapsWith: null,
  ...fields,
});
const judgement = (key: string, closeness: number, relation = 'extends') => ({
  key,
  closeness,
  relation,
  whyClose: 'Both study bleaching under heat stress.',
  beyond: 'Tests shading in the field.',
});
const DEEP = ['full', 'deep_verification'] as const;

describe('a model review against published work', () => {
  it('removes and counts invented references and verdicts on works it was not given', async () => {
    const model = standIn(
      reviewAnswer({ relatedWork: [judgement('W2', 0.2), judgement('W7', 0.9), judgement('W1', 1.4)] }),
    );
    const result = await modelReview(model.call)({ idea, others: [other], types: [...DEEP], related: [W1, W2] }, ctx);
    expect(result.reviews.map((r) => r.text)).toEqual([
      'Extends mass bleaching records (Hughes et al., 2017) with shading.',
      'Earlier work found shading fails; heat drives it (Frölicher and Fischer, 2018).',
    ]);
    expect(result.relatedWork!.map((j) => [j.key, j.closeness, j.relation])).toEqual([
      ['W1', 1, 'extends'],
      ['W2', 0.2, 'extends'],
    ]);
    // [W9], Smith et al. (2020) and the verdict on W7.
    expect(result.citationsDropped).toBe(3);
    expect(result.overlapsWithWork).toBeNull();
  });

  it('drops and counts an overlapping work it was not given', async () => {
    const model = standIn(reviewAnswer({ overlapsWithWork: 'W5', overlapsWith: 'A paper from memory' }));
    const result = await modelReview(model.call)({ idea, others: [other], types: [...DEEP], related: [W1, W2] }, ctx);
    // W5, besides the [W9] and Smith et al. (2020) of the review texts.
    expect(result).toMatchObject({ overlapsWithWork: null, overlapsWith: null, citationsDropped: 3 });
  });

  it('names the overlapping work in the full review: title, authors, year and DOI link', async () => {
    const model = standIn(
      reviewAnswer({ relatedWork: [judgement('W2', 0.9), judgement('W1', 0.3)], overlapsWithWork: 'W2' }),
    );
    const result = await modelReview(model.call)({ idea, others: [other], types: [...DEEP], related: [W1, W2] }, ctx);
    expect(result.overlapsWithWork).toBe('W2');
    expect(result.relatedWork![0]).toMatchObject({ key: 'W2', relation: 'overlaps', beyond: null });
    expect(result.reviews[0].text).toBe(
      'Extends mass bleaching records (Hughes et al., 2017) with shading. Prior work: Marine heatwaves under global warming (Frölicher and Fischer, 2018, https://doi.org/10.1038/s41586-018-0383-9).',
    );
  });

  it('reads an overlap named by title, or by a verdict of overlap, as that work', async () => {
    const text = `Not novel: ${W1.title} [W1] already reports shading.`;
    const byTitle = standIn({
      ...reviewAnswer({ overlapsWith: W1.title }),
      reviews: [{ type: 'full', score: 1, text }],
    });
    const titled = await modelReview(byTitle.call)({ idea, others: [], types: [...DEEP], related: [W1, W2] }, ctx);
    expect(titled).toMatchObject({ overlapsWithWork: 'W1', overlapsWith: null });
    // The text already names the work: nothing is appended.
    expect(titled.reviews[0].text).toBe(`Not novel: ${W1.title} (Hughes et al., 2017) already reports shading.`);
    const byVerdict = standIn(reviewAnswer({ relatedWork: [judgement('W2', 0.8, 'overlaps')] }));
    const judged = await modelReview(byVerdict.call)({ idea, others: [], types: [...DEEP], related: [W1, W2] }, ctx);
    expect(judged.overlapsWithWork).toBe('W2');
  });

  it('lists the works by key with trimmed abstracts and asks for verdicts and a check of assumptions', async () => {
    const model = standIn(reviewAnswer({}));
    await modelReview(model.call)({ idea, others: [other], types: [...DEEP], related: [W1, W2] }, ctx);
    const prompt = model.lastPrompt();
    expect(prompt).toContain(
      '[W1] Global warming and recurrent mass bleaching of corals. Terry P. Hughes, James T. Kerry, Mariana Álvarez-Noriega et al. (2017). Nature.',
    );
    expect(prompt).toContain(
      '[W2] Marine heatwaves under global warming. Thomas L. Frölicher, Erich M. Fischer (2018).',
    );
    expect(prompt.split('\n').find((l) => l.startsWith('Abstract:'))!.length).toBeLessThanOrEqual(610);
    expect(prompt).toMatch(/relatedWork[\s\S]*overlapsWithWork[\s\S]*check each of the hypothesis's assumptions/);
  });

  it('judges no published work in the initial screen: none shown, any cited is dropped', async () => {
    const model = standIn({
      ...reviewAnswer({ relatedWork: [judgement('W1', 0.5)] }),
      reviews: [{ type: 'initial', score: 4, text: 'Plausible, as heat drives bleaching [W1].' }],
    });
    const result = await modelReview(model.call)({ idea, others: [], types: ['initial'], related: [W1] }, ctx);
    expect(model.lastPrompt()).not.toContain('[W1] Global');
    expect(result.reviews[0].text).toBe('Plausible, as heat drives bleaching.');
    expect(result).not.toHaveProperty('relatedWork');
    expect(result.citationsDropped).toBe(2);
  });

  it('keeps a review that cites nothing as the model wrote it', async () => {
    const model = standIn({ ...reviewAnswer({}), reviews: [{ type: 'full', score: 4, text: 'A sound design.' }] });
    const result = await modelReview(model.call)({ idea, others: [], types: ['full'] }, ctx);
    expect(result).toMatchObject({ reviews: [{ text: 'A sound design.' }], citationsDropped: 0, overlapsWith: null });
  });
});

const ideaAnswer = (rationale: string) => ({
  title: 'Shade the reef flats',
  summary: 'Shade cloth cuts heat stress [P1].',
  hypothesis: 'Shading prevents bleaching',
  rationale,
  methodology: ['Shade plots', 'Measure bleaching (Smith, 2021)'],
  expectedOutcomes: ['Less bleaching'],
  resources: [{ name: 'Shade cloth', type: 'equipment', cost: 1000 }],
  totalDurationDays: 90,
  risks: [{ risk: 'Storms', probability: 0.2 }],
  feasibility: 0.7,
});

describe('a model idea grounded in prior work', () => {
  const prior = [W1, W2].map((w, i) => ({ ...w, key: `P${i + 1}` }));

  it('lists the prior work, rewrites its markers and drops invented references', async () => {
    const model = standIn(ideaAnswer('Builds on [P2] and [P3]; see Smith and Jones (2019).'));
    const draft = await modelGenerate(model.call)(
      { strategy: 'literature', index: 0, existing: [], priorWork: prior },
      ctx,
    );
    expect(model.lastPrompt()).toContain('[P1] Global warming and recurrent mass bleaching of corals.');
    expect(model.lastPrompt()).toContain('Cite published work only by these keys, e.g. [P1]');
    expect(draft.summary).toBe('Shade cloth cuts heat stress (Hughes et al., 2017).');
    expect(draft.details.rationale).toBe('Builds on (Frölicher and Fischer, 2018) and; see earlier work.');
    expect(draft.details.methodology[1]).toBe('Measure bleaching');
    expect(draft.citationsDropped).toBe(3);
  });

  it('with no prior work, every reference the model makes is dropped', async () => {
    const model = standIn(ideaAnswer('Heat drives bleaching.'));
    const draft = await modelGenerate(model.call)({ strategy: 'debate', index: 0, existing: [], priorWork: [] }, ctx);
    expect(draft.summary).toBe('Shade cloth cuts heat stress.');
    expect(draft.citationsDropped).toBe(2);
  });

  it('lets an evolved idea keep what its parents cite, and nothing else', async () => {
    const model = standIn(ideaAnswer('As the parent said (Hughes et al., 2017), and (Oliver et al., 2018).'));
    const child = await modelEvolve(model.call)({ parents: [idea], strategy: 'grounding' }, ctx);
    expect(child.details.rationale).toBe('As the parent said (Hughes et al., 2017), and.');
    expect(child.citationsDropped).toBe(3);
  });
});

describe('model debates and meta-reviews', () => {
  it('keep the citations the ideas carry, and drop and count the rest', async () => {
    const judge = standIn({
      turns: [{ speaker: 'Judge', text: 'Heat drives bleaching (Hughes et al., 2017), not shade (Lee, 2022).' }],
      winner: 'first',
      rationale: 'As Lee and Park (2020) showed, shading works.',
    });
    const verdict = await modelCompare(judge.call)({ first: idea, second: other, turns: 1 }, ctx);
    expect(verdict.turns[0].text).toBe('Heat drives bleaching (Hughes et al., 2017), not shade.');
    expect(verdict.rationale).toBe('As earlier work showed, shading works.');
    expect(verdict.citationsDropped).toBe(2);

    const meta = standIn({
      metaReview: 'Shading recurs [W1] as a theme.',
      overview: 'Shading leads (Hughes et al., 2017; Wu, 2023).',
      recurringIssues: ['cost (Lee, 2022)'],
    });
    const ranked = [{ ...idea, elo: 1210, wins: 1, losses: 0, draws: 0, round: 1 }];
    const digest = {
      round: 1,
      workspaceId: 'w1',
      ranked,
      weakReviews: [],
      matchRationales: [],
      previousMetaReview: null,
      previous: null,
    };
    expect(await modelMetaReview(meta.call)(digest, ctx)).toEqual({
      metaReview: 'Shading recurs as a theme.',
      overview: 'Shading leads (Hughes et al., 2017).',
      recurringIssues: ['cost'],
      citationsDropped: 3,
    });
  });
});
