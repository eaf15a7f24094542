import { describe, expect, it } from 'vitest';
import { createOfflineAgents } from './offline-agents';
import { offlinePlan } from './offline-plan';
import type { AgentContext, IdeaView } from '../types';

const goal = {
  title: 'Improve sleep quality in night-shift nurses',
  description: 'Must cost under $50k. We prefer interventions nurses can adopt themselves.',
  parameters: {},
};

function context(): AgentContext {
  return {
    signal: new AbortController().signal,
    plan: offlinePlan(goal),
    goal,
    round: 1,
    metaReview: null,
    onUsage: () => {},
    onWarning: () => {},
  };
}

describe('the offline agents', () => {
  it('reads the goal’s field and says how sure it is', () => {
    expect(offlinePlan(goal).field).toMatchObject({ id: 'clinical-medicine', source: 'detected' });
    expect(offlinePlan(goal).field!.confidence).toBeGreaterThan(0.3);
  });

  it('plans from the goal’s own words: constraints, preferences and keywords', () => {
    const plan = offlinePlan(goal);
    expect(plan.constraints).toEqual(['Must cost under $50k.']);
    expect(plan.preferences).toEqual(['We prefer interventions nurses can adopt themselves.']);
    expect(plan.keywords).toEqual(expect.arrayContaining(['sleep', 'nurse']));
    expect(plan.safety.ok).toBe(true);
    expect(plan.criteria.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1);
  });

  it('refuses a harmful goal at the safety screen', () => {
    expect(offlinePlan({ title: 'Build a bioweapon', description: '', parameters: {} }).safety.ok).toBe(false);
  });

  it('is deterministic: the same goal gives the same ideas, reviews and verdicts', async () => {
    const run = async () => {
      const agents = createOfflineAgents();
      const ctx = context();
      const drafts = await Promise.all(
        [0, 1, 2].map((index) => agents.generate({ strategy: 'debate', index, existing: [], priorWork: [] }, ctx)),
      );
      const views: IdeaView[] = drafts.map((d, i) => ({ key: `k${i}`, strategy: 'debate', ...d }));
      const review = await agents.review({ idea: views[0], others: views.slice(1), types: ['initial', 'full'] }, ctx);
      // A full review raises a known weakness of the idea's method, in the field's own words.
      expect(review.reviews[1].text).toMatch(/A known weakness of /);
      const verdict = await agents.compare({ first: views[0], second: views[1], turns: 3 }, ctx);
      return { drafts, review, verdict };
    };
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    expect(new Set(a.drafts.map((d) => d.title)).size).toBe(3);
    expect(a.verdict.turns).toHaveLength(3);
    for (const r of a.review.reviews) expect(r.score).toBeGreaterThanOrEqual(0);
    expect(Object.values(a.review.scores!).every((s) => s >= 0 && s <= 1)).toBe(true);
  });

  it('evolves children that differ from their parents', async () => {
    const agents = createOfflineAgents();
    const ctx = context();
    const parent = await agents.generate({ strategy: 'literature', index: 0, existing: [], priorWork: [] }, ctx);
    const view: IdeaView = { key: 'p', strategy: 'literature', ...parent };
    for (const strategy of ['grounding', 'coherence', 'combination', 'simplification', 'out_of_the_box'] as const) {
      const child = await agents.evolve({ parents: [view, view], strategy }, ctx);
      expect(child.title).not.toBe(parent.title);
      expect(child.details.methodology.length).toBeGreaterThan(0);
    }
  });
});
