import { seededRandom, type Random } from '../rng';
import { tokenize } from '../similarity';
import type { GenerationStrategy, IdeaDetails, IdeaDraft, ResearchPlan } from '../types';
import { METHODS, type ResearchMethod } from './methods';
import { feasibilityOf } from './offline-scoring';
import { topicOf } from './offline-plan';

// Offline generation and evolution: ideas assembled from the goal's words and the methods
// library, every choice drawn from a generator seeded by the goal text, so a goal always yields
// the same ideas.

const round100 = (x: number) => Math.round(x / 100) * 100;
export const lowerFirst = (s: string) => (/^[A-Z]([a-z]|\s)/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
export const fill = (text: string, topic: string) => text.replaceAll('{topic}', topic);

/** Methods ordered by fit to the goal, ties broken by the goal's seed. */
export function rankMethods(plan: ResearchPlan): ResearchMethod[] {
  const random = seededRandom(`${plan.seed}:methods`);
  const words = new Set([...plan.keywords, ...tokenize(plan.seed)]);
  const fit = (m: ResearchMethod) =>
    m.keywords.filter((k) => words.has(k) || [...words].some((w) => w.length > 4 && k.startsWith(w.slice(0, 5))))
      .length;
  return METHODS.map((m) => ({ m, score: fit(m) + random() * 0.9 }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.m);
}

export function details(
  plan: ResearchPlan,
  methods: ResearchMethod[],
  extraSteps: string[],
  extraRisk: [string, number] | null,
  random: Random,
  scale = 1,
): IdeaDetails {
  const topic = topicOf(plan.objective);
  const [main, second] = methods;
  const steps = [
    ...main.steps.map((s) => fill(s, topic)),
    ...(second ? second.steps.slice(-2).map((s) => fill(s, topic)) : []),
    ...extraSteps,
  ];
  const resources = methods
    .flatMap((m) => m.resources)
    .map((r) => ({ ...r, cost: round100(r.cost * scale * (0.8 + random() * 0.45)) }));
  const totalDuration = Math.round(
    methods.reduce((d, m) => Math.max(d, m.durationDays), 0) * scale * (0.85 + random() * 0.35) * (second ? 1.2 : 1),
  );
  const risks = [
    ...methods.flatMap((m) => m.risks),
    ...(extraRisk ? [{ risk: extraRisk[0], probability: extraRisk[1] }] : []),
  ].map((r) => ({
    risk: r.risk,
    probability: Math.round(Math.min(0.9, Math.max(0.05, r.probability + (random() - 0.5) * 0.1)) * 100) / 100,
  }));
  const d: IdeaDetails = {
    hypothesis: '',
    rationale: '',
    methodology: steps,
    expectedOutcomes: methods.flatMap((m) => m.outcomes).map((o) => fill(o, topic)),
    resources,
    timeline: {
      totalDuration,
      phases: [
        { name: 'Set-up', days: Math.round(totalDuration * 0.2) },
        { name: 'Execution', days: Math.round(totalDuration * 0.6) },
        {
          name: 'Analysis and write-up',
          days: totalDuration - Math.round(totalDuration * 0.2) - Math.round(totalDuration * 0.6),
        },
      ],
    },
    risks,
    feasibilityAnalysis: { overall: 0 },
    methods: methods.map((m) => m.id),
  };
  const overall = Math.round(feasibilityOf(d) * 100) / 100;
  d.feasibilityAnalysis = {
    overall,
    notes: `About ${totalDuration} days and $${resources.reduce((s, r) => s + r.cost, 0).toLocaleString('en-US')} in total; the largest risk is ${[...risks].sort((a, b) => b.probability - a.probability)[0]?.risk.toLowerCase() ?? 'unknown'}.`,
  };
  return d;
}

export function offlineGenerate(
  plan: ResearchPlan,
  strategy: GenerationStrategy,
  index: number,
  round: number,
  metaReview: string | null,
): IdeaDraft {
  const random = seededRandom(`${plan.seed}:generate:${round}:${strategy}:${index}`);
  const ranked = rankMethods(plan);
  const offset = round === 1 ? 0 : 11 * round;
  const main = ranked[(index + offset) % ranked.length];
  // The debating partner is another method that fits the goal, not a random one.
  const second =
    ranked[(index + offset + 3) % Math.min(ranked.length, 12)] === main
      ? ranked[(index + offset + 4) % ranked.length]
      : ranked[(index + offset + 3) % Math.min(ranked.length, 12)];
  const keyword = plan.keywords.length ? plan.keywords[index % plan.keywords.length] : 'the mechanism';
  const topic = topicOf(plan.objective);
  const constraint = plan.constraints[0] ? ` while respecting "${plan.constraints[0].replace(/[.!?]+$/, '')}"` : '';
  const byStrategy: Record<
    GenerationStrategy,
    { title: string; lead: string; step: string; methods: ResearchMethod[] }
  > = {
    literature: {
      title: `${main.name} for ${topic}, built on published evidence about ${keyword}`,
      lead: `Grounded in the ${main.family} literature, this idea applies a ${lowerFirst(main.name)} to ${topic}`,
      step: `Map prior studies on ${keyword} so the design fills a gap rather than repeating them`,
      methods: [main],
    },
    debate: {
      title: `${main.name} versus ${lowerFirst(second.name)}: settling the role of ${keyword} in ${topic}`,
      lead: `A simulated debate between a ${lowerFirst(main.name)} camp and a ${lowerFirst(second.name)} camp converged on using both`,
      step: `Hold an adversarial design review between proponents of each method before committing`,
      methods: [main, second],
    },
    assumptions: {
      title: `Is ${keyword} really the lever? A ${lowerFirst(main.name)} for ${topic}`,
      lead: `Most work on ${topic} takes the role of ${keyword} for granted; this idea tests that assumption directly`,
      step: `List every assumption linking ${keyword} to ${topic} and design a check for each`,
      methods: [main],
    },
    expansion: {
      title: `${main.name} on the overlooked ${keyword} side of ${topic}`,
      lead: `Expanding into a direction earlier rounds left unexplored`,
      step: `Address the gap the meta-review named: ${(metaReview ?? 'directions not yet covered').split(/[.;]/)[0].slice(0, 160)}`,
      methods: [main],
    },
  };
  const chosen = byStrategy[strategy];
  const d = details(plan, chosen.methods, [chosen.step], null, random);
  d.hypothesis = `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)} is a lever for ${topic}; a ${lowerFirst(main.name)} will show ${lowerFirst(fill(main.outcomes[0], 'it'))}.`;
  d.rationale = `${chosen.lead}${constraint}. Its evidence is ${main.rigor >= 0.75 ? 'strong' : main.rigor >= 0.55 ? 'moderate' : 'exploratory'} for a ${main.family} question.`;
  return {
    title: chosen.title,
    summary: `${chosen.lead}${constraint}. ${fill(main.steps[0], topic)}; ${lowerFirst(fill(main.outcomes[0], topic))} is the expected result.`,
    details: d,
  };
}
