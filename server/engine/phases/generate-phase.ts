import type { GenerationStrategy } from '../types';
import { insertIdeas } from './insert-ideas';
import { all, type Phase } from './phase';

// Round one: N ideas, the strategies taking turns. Literature-grounded exploration only where a
// literature source exists (the offline engine's is its methods library); expansion needs a
// meta-review and so opens later rounds, beside evolution.
export const generatePhase: Phase = async ({ agents, ctx, session, step, config }) => {
  const strategies: GenerationStrategy[] =
    agents.engine === 'offline' ? ['literature', 'debate', 'assumptions'] : ['debate', 'assumptions'];
  const plans = Array.from({ length: config.numberOfIdeas }, (_, index) => ({
    strategy: strategies[index % strategies.length],
    index,
  }));
  const drafts = await all(plans, (p) => agents.generate({ ...p, existing: [] }, ctx));
  return {
    write: (tx) =>
      insertIdeas(
        tx,
        session,
        step.round,
        drafts.map((draft, i) => ({ draft, strategy: plans[i].strategy })),
      ),
    message: `Round ${step.round}: generated ${drafts.length} ideas (${[...new Set(strategies)].join(', ')})`,
  };
};
