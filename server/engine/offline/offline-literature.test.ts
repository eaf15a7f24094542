import { describe, expect, it } from 'vitest';
import { verifyCitations } from '../citations';
import type { AgentContext, IdeaView, ReviewType, WorkView } from '../types';
import { createOfflineAgents } from './offline-agents';
import { offlinePlan } from './offline-plan';

// The offline agents reading published work: a work that says what an idea says makes it not
// novel and is named; other works are ones the idea goes beyond; the deep verification quotes the
// abstract bearing on the hypothesis; literature ideas name the prior work they build on.

const goal = {
  title: 'Improve sleep quality in night-shift nurses',
  description: 'Must cost under $50k. We prefer interventions nurses can adopt themselves.',
  parameters: {},
};
const ctx: AgentContext = {
  signal: new AbortController().signal,
  plan: offlinePlan(goal),
  goal,
  round: 1,
  metaReview: null,
  onUsage: () => {},
  onWarning: () => {},
};
const agents = createOfflineAgents();
const REVIEWS: ReviewType[] = ['full', 'deep_verification', 'observation', 'simulation'];

const work = (key: string, fields: Partial<WorkView>): WorkView => ({
  key,
  title: 'Untitled',
  authors: ['Ana Rivera', 'Ben Okafor', 'Chen Wei'],
  year: 2021,
  venue: 'Journal of Tests',
  doi: null,
  url: `https://example.org/${key}`,
  abstract: null,
  ...fields,
});
const glacier = work('W2', {
  title: 'Glacier retreat in the Andes from satellite imagery',
  authors: ['Dana Quispe'],
  abstract: 'Andean glaciers lost a fifth of their area between 1990 and 2020. Meltwater supply peaks then falls.',
});

async function session(): Promise<IdeaView[]> {
  const strategies = ['literature', 'debate', 'assumptions'] as const;
  const drafts = await Promise.all(
    [0, 1, 2, 3].map((index) =>
      agents.generate({ strategy: strategies[index % 3], index, existing: [], priorWork: [] }, ctx),
    ),
  );
  return drafts.map((d, i) => ({ key: `k${i}`, strategy: strategies[i % 3], ...d }));
}

const review = (ideas: IdeaView[], at: number, related?: WorkView[]) =>
  agents.review({ idea: ideas[at], others: ideas.filter((_, i) => i !== at), types: REVIEWS, related }, ctx);

describe('the offline full review against published work', () => {
  it('names a work that says what the idea says as prior work, and lowers novelty', async () => {
    const ideas = await session();
    const twin = work('W1', {
      title: ideas[1].title,
      abstract: ideas[1].summary,
      authors: ['Terry P. Hughes', 'James T. Kerry', 'Mariana Álvarez-Noriega'],
      year: 2017,
      doi: '10.1038/nature21707',
    });
    const alone = await review(ideas, 1);
    const against = await review(ideas, 1, [glacier, twin]);
    expect(against.overlapsWithWork).toBe('W1');
    expect(against.relatedWork?.map((j) => [j.key, j.relation, j.beyond])).toEqual([
      ['W1', 'overlaps', null],
      ['W2', 'extends', expect.any(String)],
    ]);
    expect(against.relatedWork![0].closeness).toBeGreaterThanOrEqual(0.5);
    expect(against.scores!.novelty).toBeLessThan(alone.scores!.novelty);
    const full = against.reviews.find((r) => r.type === 'full')!;
    expect(full.score).toBeLessThan(alone.reviews.find((r) => r.type === 'full')!.score);
    expect(full.text).toContain(
      `Not novel: ${ideas[1].title} (Hughes et al., 2017, https://doi.org/10.1038/nature21707) already covers`,
    );
  });

  it('says what the idea adds beyond an unrelated work and why the work came close', async () => {
    const ideas = await session();
    const result = await review(ideas, 0, [glacier]);
    const [judgement] = result.relatedWork!;
    expect(judgement).toMatchObject({ key: 'W2', relation: 'extends' });
    expect(judgement.closeness).toBeLessThan(0.1);
    expect(ideas[0].details.methodology).toContain(judgement.beyond);
    expect(judgement.whyClose).toMatch(/^Shares (no informative terms|.+) with the idea$/);
    expect(result.overlapsWithWork).toBeNull();
    const full = result.reviews.find((r) => r.type === 'full')!.text;
    expect(full).toContain(
      'Closest of 1 published work: Glacier retreat in the Andes from satellite imagery (Quispe, 2021',
    );
    expect(full).toContain(`the idea goes beyond it: ${judgement.beyond!.charAt(0).toLowerCase()}`);
  });

  it('explains closeness by the informative terms both share', async () => {
    const ideas = await session();
    const near = work('W1', {
      title: 'Sleep quality of night-shift nurses on rotating rosters',
      abstract: 'Night-shift nurses slept worse than day staff.',
    });
    const [judgement] = (await review(ideas, 0, [near])).relatedWork!;
    expect(judgement.whyClose).toMatch(/^Shares .*(sleep quality|night-shift).* with the idea$/);
  });
});

describe('the offline deep verification against abstracts', () => {
  it('quotes the abstract sentence that bears on the hypothesis and names its work', async () => {
    const ideas = await session();
    const sentence = `Applying ${ideas[0].details.hypothesis.split(' ').slice(1, 8).join(' ')} changed little.`;
    const bearing = work('W1', { title: 'A bearing study', abstract: `Nurses were surveyed twice. ${sentence}` });
    const deep = (await review(ideas, 0, [glacier, bearing])).reviews.find((r) => r.type === 'deep_verification')!;
    expect(deep.text).toContain(`Against the literature, A bearing study (Rivera et al., 2021) reports: "${sentence}"`);
  });

  it('says so when no abstract speaks to the hypothesis', async () => {
    const ideas = await session();
    const deep = (await review(ideas, 0, [glacier, work('W3', {})])).reviews.find(
      (r) => r.type === 'deep_verification',
    )!;
    expect(deep.text).toContain('No abstract among the 2 related works speaks to assumption 1.');
  });
});

describe('the offline review without published work', () => {
  it('is the same review as before: no related field, or an empty one', async () => {
    const ideas = await session();
    const without = await review(ideas, 0);
    expect(await review(ideas, 0, [])).toEqual(without);
    expect(without).not.toHaveProperty('relatedWork');
    expect(without).not.toHaveProperty('overlapsWithWork');
  });

  it('is deterministic with published work', async () => {
    const ideas = await session();
    expect(await review(ideas, 2, [glacier])).toEqual(await review(ideas, 2, [glacier]));
  });
});

describe('offline generation with prior work', () => {
  const prior = [
    glacier,
    work('P2', {
      title: 'Rotating night shifts and sleep quality in hospital nurses',
      authors: ['Lena Berg', 'Omar Haddad'],
      year: 2019,
      doi: '10.1000/sleep.2019',
      abstract:
        'Nurses on rotating rosters were followed for a year. Sleep quality fell after each block of night shifts and recovered slowly.',
    }),
  ].map((w, i) => ({ ...w, key: `P${i + 1}` }));

  it('grounds a literature idea in the closest prior work and names nothing else', async () => {
    const draft = await agents.generate({ strategy: 'literature', index: 0, existing: [], priorWork: prior }, ctx);
    expect(draft.details.rationale).toMatch(
      /^Builds on Rotating night shifts and sleep quality in hospital nurses \(Berg and Haddad, 2019\), which reports: "Sleep quality fell after each block of night shifts and recovered slowly"; this idea applies /,
    );
    expect(draft.details.rationale).not.toContain('Glacier');
    expect(verifyCitations(draft.details.rationale, [prior[1]])).toEqual({ text: draft.details.rationale, dropped: 0 });
  });

  it('names the venue when the prior work has no abstract', async () => {
    const bare = [{ ...prior[1], abstract: null }];
    const draft = await agents.generate({ strategy: 'literature', index: 0, existing: [], priorWork: bare }, ctx);
    expect(draft.details.rationale).toMatch(/\(Berg and Haddad, 2019\), published in Journal of Tests; this idea/);
  });

  it('leaves other strategies, and a literature idea without prior work, as they were', async () => {
    for (const strategy of ['debate', 'assumptions'] as const) {
      const request = { strategy, index: 1, existing: [] };
      expect(await agents.generate({ ...request, priorWork: prior }, ctx)).toEqual(
        await agents.generate({ ...request, priorWork: [] }, ctx),
      );
    }
    const plain = await agents.generate({ strategy: 'literature', index: 0, existing: [], priorWork: [] }, ctx);
    expect(plain.details.rationale).toMatch(/^Building on what the field has published/);
  });
});
