import { seededRandom } from '../rng';
import type { GenerationStrategy, IdeaDraft, ResearchPlan, WorkView } from '../types';
import type { LibraryMethod } from './fields/field-library';
import { details, lowerFirst, rankMethods, rivalOf, titleFor, topicFor } from './offline-ideas';
import { metaReviewGap } from './offline-meta';
import { buildsOn } from './offline-prior-work';

// Offline generation, one idea per strategy and index: the main method rotates through the field's
// methods by fit, a debate sets it against a method of the field that works differently, and every
// title names the method and the goal's focus without restating the goal.

interface Framing {
  title: (focus: string) => string;
  lead: string;
  step: string;
  methods: LibraryMethod[];
}

function framing(
  strategy: GenerationStrategy,
  main: LibraryMethod,
  rival: LibraryMethod,
  topic: string,
  metaReview: string | null,
): Framing {
  switch (strategy) {
    case 'literature':
      return {
        title: (focus) => `${main.name} for ${focus}`,
        lead: `Building on what the field has published, this idea applies ${lowerFirst(main.name)} to ${topic}`,
        step: `Map published results on ${topic} so the design fills a gap rather than repeating them`,
        methods: [main],
      };
    case 'debate':
      return {
        title: (focus) => `${main.name} against ${lowerFirst(rival.name)} on ${focus}`,
        lead: `Two camps disagree on the route: ${lowerFirst(main.name)}, where ${main.mechanism}, against ${lowerFirst(rival.name)}, where ${rival.mechanism}; the design runs both on the same targets`,
        step: `Run the ${lowerFirst(main.name)} and the ${lowerFirst(rival.name)} on the same targets and compare ${rival.measure}`,
        methods: [main, rival],
      };
    case 'assumptions':
      return {
        title: (focus) => `Testing the usual assumption behind ${focus} with ${lowerFirst(main.name)}`,
        lead: `Most work on ${topic} takes its central mechanism for granted; this idea tests it directly with ${lowerFirst(main.name)}`,
        step: `List the assumptions linking the mechanism to ${topic} and design a check for each`,
        methods: [main],
      };
    case 'expansion':
      return {
        title: (focus) => `${main.name} on an overlooked side of ${focus}`,
        lead: `Expanding into a direction earlier rounds left unexplored, with ${lowerFirst(main.name)}`,
        step: `Address the gap the meta-review named: ${metaReviewGap(metaReview)}`,
        methods: [main],
      };
  }
}

export function offlineGenerate(
  plan: ResearchPlan,
  strategy: GenerationStrategy,
  index: number,
  round: number,
  metaReview: string | null,
  priorWork: readonly WorkView[] = [],
): IdeaDraft {
  const random = seededRandom(`${plan.seed}:generate:${round}:${strategy}:${index}`);
  const ranked = rankMethods(plan);
  const turn = index + (round === 1 ? 0 : 3 * round);
  const main = ranked[turn % ranked.length];
  const rival = rivalOf(main, ranked, Math.floor(turn / ranked.length) + index);
  const topic = topicFor(plan);
  const constraint = plan.constraints[0] ? ` while respecting "${plan.constraints[0].replace(/[.!?]+$/, '')}"` : '';
  const chosen = framing(strategy, main, rival, topic, metaReview);
  const d = details(plan, chosen.methods, [chosen.step], null, random);
  const title = titleFor(plan, chosen.title, turn + round);
  // A debate's lead already names both mechanisms.
  const summary = `${chosen.lead}${constraint}.${strategy === 'debate' ? '' : ` The mechanism: ${main.mechanism}.`} Success is measured as ${main.measure}.`;
  // The literature strategy names the published work it builds on when a source returned some.
  const grounding =
    strategy === 'literature' ? buildsOn(`${title} ${summary} ${d.methodology.join(' ')}`, priorWork) : null;
  const lead = grounding ? `${grounding}; this idea applies ${lowerFirst(main.name)} to ${topic}` : chosen.lead;
  d.hypothesis = `Applying ${lowerFirst(main.name)} to ${topic} will improve on the current best, as ${main.measure} will show.`;
  d.rationale = `${lead}${constraint}. Its evidence is ${main.rigor >= 0.75 ? 'strong' : main.rigor >= 0.55 ? 'moderate' : 'exploratory'}; the known weakness to design around: ${lowerFirst(main.weaknesses[0])}.`;
  return { title, summary, details: d };
}
