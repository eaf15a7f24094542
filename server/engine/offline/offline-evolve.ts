import { seededRandom, type Random } from '../rng';
import type { EvolutionStrategy, IdeaDraft, IdeaView, ResearchPlan } from '../types';
import { methodById, type ResearchMethod } from './methods';
import { details, lowerFirst, rankMethods } from './offline-ideas';
import { topicOf } from './offline-plan';

// Offline evolution: a new idea from one or two parents by a named strategy, every choice drawn
// from a generator seeded by the goal and the parents, so the same parents evolve the same way.

interface Evolution {
  title: string;
  lead: string;
  methods: ResearchMethod[];
  steps: string[];
  scale: number;
}

interface EvolutionInput {
  topic: string;
  first: IdeaView;
  second: IdeaView | undefined;
  own: ResearchMethod[];
  main: ResearchMethod;
  ranked: ResearchMethod[];
  random: Random;
}

const parentMethods = (p: IdeaView) =>
  (p.details.methods ?? []).map((id) => methodById(id)).filter((m): m is ResearchMethod => !!m);

/** What each strategy makes of the parents: the methods, the new steps and the idea's words. */
function evolution(strategy: EvolutionStrategy, input: EvolutionInput): Evolution {
  const { topic, first, second, own, main, ranked, random } = input;
  switch (strategy) {
    case 'grounding':
      return {
        methods: [main, methodById('meta-analysis')!],
        title: `Evidence-first ${lowerFirst(main.name)} for ${topic}`,
        lead: `Grounds '${first.title}' in a systematic evidence review before the main study`,
        steps: [`Start with a systematic search so the ${lowerFirst(main.name)} targets an open question`],
        scale: 1,
      };
    case 'coherence':
      return {
        methods: [main, methodById('pilot')!],
        title: `A de-risked ${lowerFirst(main.name)} of ${topic}, staged behind a pilot`,
        lead: `Fixes the weakest link of '${first.title}': a pilot with go/no-go criteria comes first`,
        steps: ['Pre-register the analysis plan and the go/no-go thresholds'],
        scale: 0.85,
      };
    case 'combination': {
      const other = (second && parentMethods(second)[0]) ?? ranked[1];
      const partner = other.id === main.id ? ranked[2] : other;
      return {
        methods: [main, partner],
        title: `${main.name} meets ${lowerFirst(partner.name)} for ${topic}`,
        lead: `Combines the strongest parts of '${first.title}'${second ? ` and '${second.title}'` : ''}`,
        steps: [`Use the ${lowerFirst(partner.name)} to choose what the ${lowerFirst(main.name)} tests`],
        scale: 1,
      };
    }
    case 'simplification':
      return {
        methods: [main],
        title: `A minimal ${lowerFirst(main.name)} answering one question about ${topic}`,
        lead: `Strips '${first.title}' to its single most informative comparison`,
        steps: ['Drop every secondary endpoint; keep the one comparison that decides the question'],
        scale: 0.55,
      };
    case 'out_of_the_box':
      return outOfTheBox(topic, first, own, ranked, random);
  }
}

function outOfTheBox(
  topic: string,
  first: IdeaView,
  own: ResearchMethod[],
  ranked: ResearchMethod[],
  random: Random,
): Evolution {
  const families = new Set(own.map((m) => m.family));
  const far = [...ranked].reverse().filter((m) => !families.has(m.family));
  const borrowed = far[Math.floor(random() * Math.min(5, far.length))] ?? ranked.at(-1)!;
  return {
    methods: [borrowed],
    title: `What if ${topic} were studied with a ${lowerFirst(borrowed.name)}?`,
    lead: `Departs from '${first.title}' by borrowing a method from a distant field`,
    steps: [`Translate the core question of ${topic} into the terms of the new method`],
    scale: 1,
  };
}

export function offlineEvolve(plan: ResearchPlan, parents: IdeaView[], strategy: EvolutionStrategy): IdeaDraft {
  const random = seededRandom(`${plan.seed}:evolve:${strategy}:${parents.map((p) => p.title).join('|')}`);
  const topic = topicOf(plan.objective);
  const [first, second] = parents;
  const own = parentMethods(first);
  const ranked = rankMethods(plan);
  const main = own[0] ?? ranked[0];
  // Drawn before the details, in this order, so an evolved idea never changes between builds.
  const { title, lead, methods, steps, scale } = evolution(strategy, {
    topic,
    first,
    second,
    own,
    main,
    ranked,
    random,
  });
  const extraRisk: [string, number] | null =
    strategy === 'out_of_the_box' ? ['The borrowed method may not transfer to this domain', 0.35] : null;
  const d = details(plan, methods, steps, extraRisk, random, scale);
  if (strategy === 'simplification') d.methodology = [...d.methodology.slice(0, 2), ...steps];
  d.hypothesis = first.details.hypothesis || `The core claim of '${first.title}' holds.`;
  d.rationale = `${lead}. Evolved by ${strategy.replaceAll('_', ' ')}; the parent is kept unchanged.`;
  return { title, summary: `${lead}. ${d.methodology[0]}.`, details: d };
}
