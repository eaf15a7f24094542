import { seededRandom, type Random } from '../rng';
import type { EvolutionStrategy, IdeaDraft, IdeaView, ResearchPlan } from '../types';
import { methodById, type LibraryMethod } from './fields/field-library';
import { details, lowerFirst, rankMethods, rivalOf, titleFor, topicFor } from './offline-ideas';

// Offline evolution: a new idea from one or two parents by a named strategy, every choice drawn
// from a generator seeded by the goal and the parents, so the same parents evolve the same way.
// Every method an evolved idea uses comes from the goal's field, as generated ones do.

interface Evolution {
  title: (focus: string) => string;
  lead: string;
  methods: LibraryMethod[];
  steps: string[];
  scale: number;
}

interface EvolutionInput {
  topic: string;
  first: IdeaView;
  second: IdeaView | undefined;
  own: LibraryMethod[];
  main: LibraryMethod;
  ranked: LibraryMethod[];
  random: Random;
}

const parentMethods = (p: IdeaView) =>
  (p.details.methods ?? []).map((id) => methodById(id)).filter((m): m is LibraryMethod => !!m);

/** What each strategy makes of the parents: the methods, the new steps and the idea's words. */
function evolution(strategy: EvolutionStrategy, input: EvolutionInput): Evolution {
  const { topic, first, second, own, main, ranked, random } = input;
  switch (strategy) {
    case 'grounding':
      return {
        methods: [main],
        title: (focus) => `Evidence-first ${lowerFirst(main.name)} for ${focus}`,
        lead: `Grounds '${first.title}' in a systematic review of published results before the main work`,
        steps: [`Start with a systematic search so the ${lowerFirst(main.name)} targets an open question`],
        scale: 1,
      };
    case 'coherence':
      return {
        methods: [main],
        title: (focus) => `A de-risked ${lowerFirst(main.name)} for ${focus}, staged behind a pilot`,
        lead: `Fixes the weakest link of '${first.title}' (${lowerFirst(main.weaknesses[0])}): a small pilot with go/no-go thresholds comes first`,
        steps: [`Pilot the first two steps at small scale and set go/no-go thresholds on ${main.measure}`],
        scale: 0.85,
      };
    case 'combination': {
      const other = (second && parentMethods(second)[0]) ?? rivalOf(main, ranked, 0);
      const partner = other.id === main.id ? rivalOf(main, ranked, 1) : other;
      return {
        methods: [main, partner],
        title: (focus) => `${main.name} meets ${lowerFirst(partner.name)} for ${focus}`,
        lead: `Combines the strongest parts of '${first.title}'${second ? ` and '${second.title}'` : ''}`,
        steps: [`Use the ${lowerFirst(partner.name)} to choose what the ${lowerFirst(main.name)} tests`],
        scale: 1,
      };
    }
    case 'simplification':
      return {
        methods: [main],
        title: (focus) => `A minimal ${lowerFirst(main.name)} answering one question about ${focus}`,
        lead: `Strips '${first.title}' to its single most informative comparison`,
        steps: [`Drop every secondary measurement; keep the one comparison that decides the question: ${main.measure}`],
        scale: 0.55,
      };
    case 'out_of_the_box':
      return outOfTheBox(topic, first, own, ranked, random);
  }
}

/** The field's route least like the parent's: a method of another family, picked from the far end. */
function outOfTheBox(
  topic: string,
  first: IdeaView,
  own: LibraryMethod[],
  ranked: LibraryMethod[],
  random: Random,
): Evolution {
  const families = new Set(own.map((m) => m.family));
  const ids = new Set(own.map((m) => m.id));
  const far = [...ranked].reverse().filter((m) => !families.has(m.family));
  const pool = far.length ? far : [...ranked].reverse().filter((m) => !ids.has(m.id));
  const borrowed = pool[Math.floor(random() * Math.min(3, pool.length))] ?? ranked.at(-1)!;
  return {
    methods: [borrowed],
    title: (focus) => `What if ${focus} were approached by ${lowerFirst(borrowed.name)}?`,
    lead: `Departs from '${first.title}' by taking the route of the field least like it: ${borrowed.mechanism}`,
    steps: [`Translate the core question of ${topic} into the terms of the ${lowerFirst(borrowed.name)}`],
    scale: 1,
  };
}

export function offlineEvolve(plan: ResearchPlan, parents: IdeaView[], strategy: EvolutionStrategy): IdeaDraft {
  const random = seededRandom(`${plan.seed}:evolve:${strategy}:${parents.map((p) => p.title).join('|')}`);
  const topic = topicFor(plan);
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
    strategy === 'out_of_the_box'
      ? [`The ${lowerFirst(methods[0].name)} may not answer the parent's question`, 0.35]
      : null;
  const d = details(plan, methods, steps, extraRisk, random, scale);
  if (strategy === 'simplification') d.methodology = [...d.methodology.slice(0, 2), ...steps];
  d.hypothesis = first.details.hypothesis || `The core claim of '${first.title}' holds.`;
  d.rationale = `${lead}. Evolved by ${strategy.replaceAll('_', ' ')}; the parent is kept unchanged.`;
  const variant = parents.map((p) => p.title.length).reduce((a, b) => a + b, 0);
  return {
    title: titleFor(plan, title, variant),
    summary: `${lead}. ${d.methodology[0]}. Success is measured as ${methods[0].measure}.`,
    details: d,
  };
}
