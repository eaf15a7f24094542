import { priorWorkForGoal, workViews } from '../literature-lookups';
import type { GenerationStrategy } from '../types';
import { citedWorkIds, insertIdeas } from './insert-ideas';
import { all, type Phase } from './phase';

// Round one: N ideas, the strategies taking turns. Literature-grounded exploration only where a
// literature source exists: the offline engine always has its methods library, a model has the
// published work the configured sources return for the goal. Expansion needs a meta-review and
// so opens later rounds, beside evolution.
export const generatePhase: Phase = async ({ agents, ctx, session, step, config, literature }) => {
  const prior = await priorWorkForGoal(literature, ctx.goal, ctx.plan, ctx.signal);
  const priorWork = workViews(prior.works, 'P');
  const strategies: GenerationStrategy[] =
    agents.engine === 'offline' || priorWork.length > 0
      ? ['literature', 'debate', 'assumptions']
      : ['debate', 'assumptions'];
  const plans = Array.from({ length: config.numberOfIdeas }, (_, index) => ({
    strategy: strategies[index % strategies.length],
    index,
  }));
  const drafts = await all(plans, (p) => agents.generate({ ...p, existing: [], priorWork }, ctx));
  const read = priorWork.length ? `, grounded in ${priorWork.length} published works` : '';
  return {
    write: (tx) =>
      insertIdeas(
        tx,
        session,
        step.round,
        drafts.map((draft, i) => ({
          draft,
          strategy: plans[i].strategy,
          referenceIds: citedWorkIds(draft, prior.works),
        })),
      ),
    message: `Round ${step.round}: generated ${drafts.length} ideas (${[...new Set(strategies)].join(', ')})${read}`,
    literature: {
      sources: literature.sources,
      searches: [prior.outcomes],
      workIds: prior.works.map((w) => w.id),
      goalWorkIds: prior.works.map((w) => w.id),
      citationsDropped: drafts.reduce((n, d) => n + (d.citationsDropped ?? 0), 0),
    },
  };
};
