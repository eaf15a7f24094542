import { seededRandom, type Random } from '../rng';
import type { EvolutionStrategy, IdeaDraft, IdeaView, ResearchPlan } from '../types';
import { methodById, type LibraryMethod } from './fields/field-library';
import {
  details,
  leastUsedMethod,
  lowerFirst,
  methodUses,
  rankMethods,
  rivalOf,
  titleFor,
  topicFor,
} from './offline-ideas';
import { repeatedWords } from './goal-focus';
import { shortMeasure, shortMethodName } from './title-words';

// Offline evolution: a new idea from one or two parents by a named strategy, every choice drawn
// from a generator seeded by the goal and the parents, so the same parents evolve the same way.
// Every method an evolved idea uses comes from the goal's field, as generated ones do.

interface Evolution {
  titles: Array<(focus: string) => string>;
  /** Ways to open the summary; the round picks one, so a strategy used again reads anew. */
  leads: string[];
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
  existing: readonly IdeaView[];
  objective: string;
}

const short = (m: LibraryMethod) => lowerFirst(shortMethodName(m.name));
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const parentMethods = (p: IdeaView) =>
  (p.details.methods ?? []).map((id) => methodById(id)).filter((m): m is LibraryMethod => !!m);

/** What each strategy makes of the parents: the methods, the new steps and the idea's words. */
const EVOLUTIONS: Record<EvolutionStrategy, (input: EvolutionInput) => Evolution> = {
  grounding: ({ first, main }) => ({
    methods: [main],
    titles: [
      (focus) => `A literature-led ${short(main)} for ${focus}, aimed at ${shortMeasure(main.measure)}`,
      (focus) => `A literature-led ${short(main)} for ${focus}`,
      (focus) => `Reading the published record on ${focus} before a new ${short(main)}`,
    ],
    leads: [
      `Grounds '${first.title}' in a systematic review of published results before the main work`,
      `Before any new work, a systematic review anchors '${first.title}' in what is already known`,
    ],
    steps: [`Start with a systematic search so the ${lowerFirst(main.name)} targets an open question`],
    scale: 1,
  }),
  coherence: ({ first, main }) => ({
    methods: [main],
    titles: [
      (focus) => `Pilot first: a staged ${short(main)} for ${focus} with go/no-go on ${shortMeasure(main.measure)}`,
      (focus) => `Pilot first: a staged ${short(main)} for ${focus}`,
      (focus) => `A small go/no-go pilot on ${focus} before the full study`,
    ],
    leads: [
      `Fixes the weakest link of '${first.title}' (${lowerFirst(main.weaknesses[0])}): a small pilot with go/no-go thresholds comes first`,
      `A small pilot with go/no-go thresholds now guards '${first.title}' against its weakest link (${lowerFirst(main.weaknesses[0])})`,
    ],
    steps: [`Pilot the first two steps at small scale and set go/no-go thresholds on ${main.measure}`],
    scale: 0.85,
  }),
  combination: ({ first, second, main, ranked }) => {
    const other = (second && parentMethods(second)[0]) ?? rivalOf(main, ranked, 0);
    const partner = other.id === main.id ? rivalOf(main, ranked, 1) : other;
    return {
      methods: [main, partner],
      titles: [
        (focus) => `Targets from ${short(partner)}, tested by ${short(main)}, in ${focus}`,
        () => `Targets from ${short(partner)}, tested by ${short(main)}`,
        (focus) => `Two methods in one study of ${focus}: ${short(partner)} then ${short(main)}`,
      ],
      leads: [
        `Combines the strongest parts of '${first.title}'${second ? ` and '${second.title}'` : ''}`,
        `Joining '${first.title}'${second ? ` with '${second.title}'` : ''}, one method chooses what the other tests`,
      ],
      steps: [`Use the ${lowerFirst(partner.name)} to choose what the ${lowerFirst(main.name)} tests`],
      scale: 1,
    };
  },
  simplification: ({ first, main }) => ({
    methods: [main],
    titles: [
      (focus) => `One decisive comparison of ${shortMeasure(main.measure)} in ${focus}`,
      (focus) => `A single test for ${focus}: does ${shortMeasure(main.measure)} change?`,
      (focus) => `${capitalise(focus)}, cut down to one ${short(main)} measurement`,
      (focus) => `One decisive comparison in ${focus}`,
    ],
    leads: [
      `Strips '${first.title}' to its single most informative comparison`,
      `A leaner version of '${first.title}': one comparison, the one that decides the question`,
    ],
    steps: [`Drop every secondary measurement; keep the one comparison that decides the question: ${main.measure}`],
    scale: 0.55,
  }),
  out_of_the_box: (input) => outOfTheBox(input),
};

/** The field's route least like the parent's: a method of another family, picked from the far end. */
function outOfTheBox({ topic, first, own, ranked, random, existing, objective }: EvolutionInput): Evolution {
  const families = new Set(own.map((m) => m.family));
  const ids = new Set(own.map((m) => m.id));
  const far = [...ranked].reverse().filter((m) => !families.has(m.family));
  const reachable = far.length ? far : [...ranked].reverse().filter((m) => !ids.has(m.id));
  // The round's expansion idea takes the least-used method; of the rest, one no idea uses yet
  // comes before one another idea already follows, so the child does not read as a copy of it.
  const expansion = leastUsedMethod(ranked, existing)?.id;
  const uses = methodUses(existing);
  const open = reachable.filter((m) => m.id !== expansion);
  // A method named after the goal's own system ('Superconducting qubit fabrication') leaves its
  // title no words to name the system by, so it comes after every other.
  const echoes = (m: LibraryMethod) => Number(repeatedWords(m.name, objective) >= 2);
  const rank = (m: LibraryMethod) => echoes(m) * 1000 + (uses.get(m.id) ?? 0);
  const pool = (open.length ? open : reachable).sort((a, b) => rank(a) - rank(b));
  const fewest = pool.filter((m) => rank(m) === rank(pool[0])).length;
  const borrowed = pool[Math.floor(random() * Math.min(3, fewest))] ?? ranked.at(-1)!;
  return {
    methods: [borrowed],
    titles: [
      (focus) => `Another route to ${focus}: ${short(borrowed)}, judged by ${shortMeasure(borrowed.measure)}`,
      (focus) => `Another route to ${focus}: ${short(borrowed)}`,
      (focus) => `An outsider's take on ${focus}, by ${short(borrowed)}`,
      // When every naming of the goal echoes another idea, the borrowed method and its measure stand alone.
      () => `An outsider's route: ${short(borrowed)}, judged by ${shortMeasure(borrowed.measure)}`,
    ],
    leads: [
      `Departs from '${first.title}' by taking the route of the field least like it: ${borrowed.mechanism}`,
      `Taking the route of the field least like '${first.title}': ${borrowed.mechanism}`,
    ],
    steps: [`Translate the core question of ${topic} into the terms of the ${lowerFirst(borrowed.name)}`],
    scale: 1,
  };
}

export function offlineEvolve(
  plan: ResearchPlan,
  parents: IdeaView[],
  strategy: EvolutionStrategy,
  round = 2,
  existing: readonly IdeaView[] = [],
): IdeaDraft {
  const random = seededRandom(`${plan.seed}:evolve:${strategy}:${parents.map((p) => p.title).join('|')}`);
  const topic = topicFor(plan);
  const [first, second] = parents;
  // A parent's method the researcher's feedback drops is not carried into the child.
  const own = parentMethods(first).filter((m) => !plan.steer?.excluded.has(m.id));
  const ranked = rankMethods(plan);
  const main = own[0] ?? ranked[0];
  // Drawn before the details, in this order, so an evolved idea never changes between builds.
  const { titles, leads, methods, steps, scale } = EVOLUTIONS[strategy]({
    topic,
    first,
    second,
    own,
    main,
    ranked,
    random,
    existing,
    objective: plan.objective,
  });
  const extraRisk: [string, number] | null =
    strategy === 'out_of_the_box'
      ? [`The ${lowerFirst(methods[0].name)} may not answer the parent's question`, 0.35]
      : null;
  const d = details(plan, methods, steps, extraRisk, random, scale);
  const lead = leads[round % leads.length];
  if (strategy === 'simplification') d.methodology = [...d.methodology.slice(0, 2), ...steps];
  d.hypothesis = first.details.hypothesis || `The core claim of '${first.title}' holds.`;
  d.rationale = `${lead}. Evolved by ${strategy.replaceAll('_', ' ')}; the parent is kept unchanged.`;
  const variant = parents.map((p) => p.title.length).reduce((a, b) => a + b, 0);
  return {
    // A child reads as new beside its parents and the session's other ideas.
    title: titleFor(
      plan,
      titles,
      variant,
      [...parents, ...existing].map((idea) => idea.title),
    ),
    summary: `${lead}. ${d.methodology[0]}. Success is measured as ${methods[0].measure}.`,
    details: d,
  };
}
