import { seededRandom } from '../rng';
import type { GenerationStrategy, IdeaDraft, IdeaView, ResearchPlan, WorkView } from '../types';
import type { LibraryMethod } from './fields/field-library';
import { details, leastUsedMethod, lowerFirst, rankMethods, rivalOf, titleFor, topicFor } from './offline-ideas';
import { metaReviewGap } from './offline-meta';
import { buildsOn } from './offline-prior-work';
import { bodyFor, openingFor } from './summary-openings';
import { shortMeasure, shortMethodName } from './title-words';
import { systemOf } from './goal-focus';

// Offline generation, one idea per strategy and index: the main method rotates through the field's
// methods by fit, a debate sets it against a method of the field that works differently. A title
// says what is done and what is measured on the goal's concrete system, in plain words; a summary
// opens in one of several ways, so a session's ideas do not read as one template filled in.

/** How a title says what is measured: the connective rotates with the idea. */
const MEASURED = ['measured by', 'tracking', 'scored on', 'read out as'];

interface Framing {
  titles: Array<(focus: string) => string>;
  step: string;
  methods: LibraryMethod[];
}

function framing(
  strategy: GenerationStrategy,
  main: LibraryMethod,
  rival: LibraryMethod,
  topic: string,
  metaReview: string | null,
  k: number,
): Framing {
  const what = shortMethodName(main.name);
  const measure = shortMeasure(main.measure);
  const measured = MEASURED[k % MEASURED.length];
  switch (strategy) {
    case 'literature':
      return {
        titles: [(focus) => `${what} for ${focus}, ${measured} ${measure}`, (focus) => `${what} for ${focus}`],
        step: `Map published results on ${topic} so the design fills a gap rather than repeating them`,
        methods: [main],
      };
    case 'debate': {
      const other = lowerFirst(shortMethodName(rival.name));
      return {
        titles: [
          (focus) => `${what} versus ${other} for ${focus}, compared on ${measure}`,
          (focus) => `${what} versus ${other} for ${focus}`,
          () => `${what} versus ${other}, compared on ${measure}`,
        ],
        step: `Run the ${lowerFirst(main.name)} and the ${lowerFirst(rival.name)} on the same targets and compare ${rival.measure}`,
        methods: [main, rival],
      };
    }
    case 'assumptions':
      return {
        titles: [
          (focus) => `What drives ${measure} in ${focus}? A test by ${lowerFirst(what)}`,
          (focus) => `What drives ${focus}? A test by ${lowerFirst(what)}`,
        ],
        step: `List the assumptions linking the mechanism to ${topic} and design a check for each`,
        methods: [main],
      };
    case 'expansion':
      return {
        titles: [
          (focus) => `An overlooked angle on ${focus}: ${lowerFirst(what)} ${measured} ${measure}`,
          (focus) => `An overlooked angle on ${focus}: ${lowerFirst(what)}`,
          // When the method already names another idea, what it measures tells this one apart.
          (focus) => `An overlooked angle on ${focus}, seen through ${measure}`,
        ],
        step: `Address the gap the meta-review named: ${metaReviewGap(metaReview)}`,
        methods: [main],
      };
  }
}

// Round one's offline strategies take turns in this order (phases/generate-phase.ts), so the idea
// at an index knows which strategy its neighbours have.
const ROUND_ONE: GenerationStrategy[] = ['literature', 'debate', 'assumptions'];
/** How many earlier ideas of round one a title steers clear of: the methods rotate past them after that. */
const NEIGHBOURS = 8;

interface Planned {
  main: LibraryMethod;
  rival: LibraryMethod;
  topic: string;
  /** This is the kth idea of its strategy in the session. */
  k: number;
  chosen: Framing;
}

function planIdea(
  plan: ResearchPlan,
  ranked: readonly LibraryMethod[],
  strategy: GenerationStrategy,
  index: number,
  round: number,
  metaReview: string | null,
  existing: readonly IdeaView[],
): Planned {
  const turn = index + (round === 1 ? 0 : 3 * round);
  const main =
    (strategy === 'expansion' ? leastUsedMethod(ranked, existing) : undefined) ?? ranked[turn % ranked.length];
  const rival = rivalOf(main, ranked, Math.floor(turn / ranked.length) + index);
  const topic = topicFor(plan);
  // Round one's strategies take turns, so this is the kth idea of its strategy; expansion has one a round.
  const k = strategy === 'expansion' ? round : Math.floor(index / ROUND_ONE.length);
  return { main, rival, topic, k, chosen: framing(strategy, main, rival, topic, metaReview, k) };
}

/**
 * The titles a new idea should not echo: in round one, the first-choice titles of the ideas just
 * before it (generated at the same time, so known only by planning them again); later, the
 * session's existing ideas.
 */
function titlesToAvoid(
  plan: ResearchPlan,
  ranked: readonly LibraryMethod[],
  index: number,
  round: number,
  existing: readonly IdeaView[],
): string[] {
  if (existing.length > 0 || round > 1) return existing.map((idea) => idea.title);
  return Array.from({ length: Math.min(index, NEIGHBOURS) }, (_, back) => {
    const j = index - 1 - back;
    const strategy = ROUND_ONE[j % ROUND_ONE.length];
    return titleFor(plan, planIdea(plan, ranked, strategy, j, 1, null, []).chosen.titles, j);
  });
}

export function offlineGenerate(
  plan: ResearchPlan,
  strategy: GenerationStrategy,
  index: number,
  round: number,
  metaReview: string | null,
  priorWork: readonly WorkView[] = [],
  existing: readonly IdeaView[] = [],
): IdeaDraft {
  const random = seededRandom(`${plan.seed}:generate:${round}:${strategy}:${index}`);
  const ranked = rankMethods(plan);
  const { main, rival, topic, k, chosen } = planIdea(plan, ranked, strategy, index, round, metaReview, existing);
  const constraint = plan.constraints[0] ? ` while respecting "${plan.constraints[0].replace(/[.!?]+$/, '')}"` : '';
  const d = details(plan, chosen.methods, [chosen.step], null, random);
  const title = titleFor(plan, chosen.titles, index, titlesToAvoid(plan, ranked, index, round, existing));
  const system = systemOf(plan.objective, plan.keywords) ?? topic;
  const opening = openingFor(strategy, k, { main, rival, topic, system });
  // A debate's opening already names both mechanisms.
  const summary = `${opening}${constraint}.${bodyFor(main, k + index, strategy !== 'debate')}`;
  // The literature strategy names the published work it builds on when a source returned some.
  const grounding =
    strategy === 'literature' ? buildsOn(`${title} ${summary} ${d.methodology.join(' ')}`, priorWork) : null;
  const lead = grounding ? `${grounding.text}; this idea applies ${lowerFirst(main.name)} to ${topic}` : opening;
  d.hypothesis = `Applying ${lowerFirst(main.name)} to ${topic} will improve on the current best, as ${main.measure} will show.`;
  d.rationale = `${lead}${constraint}. Its evidence is ${main.rigor >= 0.75 ? 'strong' : main.rigor >= 0.55 ? 'moderate' : 'exploratory'}; the known weakness to design around: ${lowerFirst(main.weaknesses[0])}.`;
  return { title, summary, details: d, ...(grounding && { citedKeys: [grounding.key] }) };
}
