import { EVOLUTION_STRATEGIES, type GenerationStrategy, type IdeaDraft, type IdeaView } from '../types';
import { offlineEvolve } from './offline-evolve';
import { offlineGenerate } from './offline-generate';
import { offlinePlan } from './offline-plan';

// One offline session as the pipeline runs it (generate-phase.ts, evolve-phase.ts): eight ideas
// with the strategies taking turns, then two later rounds of evolved children of the top three
// and one expansion idea each. The ranking is taken as the generation order, which is what
// matters here: the words the ideas are written in, not the tournament.

export interface SimulatedIdea extends IdeaDraft {
  strategy: string;
}

const NUMBER_OF_IDEAS = 8;
const ROUNDS = 3;

const view = (d: SimulatedIdea, i: number): IdeaView => ({
  key: String(i),
  title: d.title,
  summary: d.summary,
  details: d.details,
  strategy: d.strategy,
});

export function simulateSession(goal: { title: string; description: string }): SimulatedIdea[] {
  const plan = offlinePlan({ ...goal, parameters: {} });
  const strategies: GenerationStrategy[] = ['literature', 'debate', 'assumptions'];
  const ideas: SimulatedIdea[] = Array.from({ length: NUMBER_OF_IDEAS }, (_, index) => {
    const strategy = strategies[index % strategies.length];
    return { ...offlineGenerate(plan, strategy, index, 1, null), strategy };
  });
  for (let round = 2; round <= ROUNDS; round++) {
    const top = ideas.slice(0, 3);
    // Evolution and expansion see the session as the round found it, as evolve-phase.ts runs them.
    const existing = ideas.map(view);
    const count = Math.max(2, Math.ceil(NUMBER_OF_IDEAS / 4));
    for (let j = 0; j < count; j++) {
      const strategy = EVOLUTION_STRATEGIES[(j + round) % EVOLUTION_STRATEGIES.length];
      const parents = strategy === 'combination' ? [top[0], top[1]] : [top[j % top.length]];
      const draft = offlineEvolve(
        plan,
        parents.map((p) => view(p, ideas.indexOf(p))),
        strategy,
        round,
        existing,
      );
      ideas.push({ ...draft, strategy: `evolve_${strategy}` });
    }
    const expansion = offlineGenerate(plan, 'expansion', NUMBER_OF_IDEAS + round, round, null, [], existing);
    ideas.push({ ...expansion, strategy: 'expansion' });
  }
  return ideas;
}
