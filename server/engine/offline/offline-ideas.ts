import { seededRandom, type Random } from '../rng';
import { tokenize } from '../../relevance/tokens';
import type { IdeaDetails, ResearchPlan } from '../types';
import { LIBRARY_METHODS, fieldById, type LibraryMethod } from './fields/field-library';
import { focusOptions, goalWords, repeatedWords } from './goal-focus';
import { feasibilityOf } from './offline-scoring';
import { topicOf } from './offline-plan';

// Offline generation: ideas assembled from the methods of the goal's research field and the goal's
// own words, every choice drawn from a generator seeded by the goal text, so a goal always yields
// the same ideas. docs/engine.md, "Fields and methods".

const round100 = (x: number) => Math.round(x / 100) * 100;
export const lowerFirst = (s: string) => (/^[A-Z]([a-z]|\s)/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
export const fill = (text: string, topic: string) => text.replaceAll('{topic}', topic);

/** The methods an idea may use: its field's, or the whole library when no field was recognised. */
export const fieldMethods = (plan: ResearchPlan): readonly LibraryMethod[] =>
  (plan.field && fieldById(plan.field.id)?.methods.map((m) => ({ ...m, fieldId: plan.field!.id }))) || LIBRARY_METHODS;

/** The field's methods ordered by fit to the goal, ties broken by the goal's seed. */
export function rankMethods(plan: ResearchPlan): LibraryMethod[] {
  const random = seededRandom(`${plan.seed}:methods`);
  const words = new Set([...plan.keywords, ...tokenize(plan.seed)]);
  const fit = (m: LibraryMethod) =>
    tokenize(m.keywords.join(' ')).filter(
      (k) => words.has(k) || [...words].some((w) => w.length > 4 && k.startsWith(w.slice(0, 5))),
    ).length;
  return fieldMethods(plan)
    .map((m) => ({ m, score: fit(m) + random() * 0.9 }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.m);
}

/** What steps and summaries call the goal: its focus in a few of its own words. */
export const topicFor = (plan: ResearchPlan) =>
  focusOptions(plan.objective, plan.keywords, 6)[0] ?? topicOf(plan.objective);

/**
 * A title from a template around the goal's focus, repeating at most half of the goal's words:
 * the template's own overlap with the goal is paid first, the focus gets what is left.
 */
export function titleFor(plan: ResearchPlan, template: (focus: string) => string, variant: number): string {
  const allowed = Math.floor(goalWords(plan.objective).size / 2);
  const budget = Math.min(4, allowed - repeatedWords(template('').replace(/\s+/g, ' '), plan.objective));
  const options = focusOptions(plan.objective, plan.keywords, budget);
  const focus = options.length ? options[variant % Math.min(options.length, 3)] : 'the stated goal';
  return template(focus);
}

/** Another method of the field that works differently: a different family where there is one. */
export function rivalOf(main: LibraryMethod, ranked: readonly LibraryMethod[], turn: number): LibraryMethod {
  const others = ranked.filter((m) => m.id !== main.id);
  const different = others.filter((m) => m.family !== main.family);
  const pool = different.length ? different : others;
  return pool[turn % pool.length] ?? main;
}

export function details(
  plan: ResearchPlan,
  methods: LibraryMethod[],
  extraSteps: string[],
  extraRisk: [string, number] | null,
  random: Random,
  scale = 1,
): IdeaDetails {
  const topic = topicFor(plan);
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
  const setUp = Math.round(totalDuration * 0.2);
  const execution = Math.round(totalDuration * 0.6);
  const d: IdeaDetails = {
    hypothesis: '',
    rationale: '',
    methodology: steps,
    expectedOutcomes: methods.flatMap((m) => m.outcomes).map((o) => fill(o, topic)),
    resources,
    timeline: {
      totalDuration,
      phases: [
        { name: 'Set-up', days: setUp },
        { name: 'Execution', days: execution },
        { name: 'Analysis and write-up', days: totalDuration - setUp - execution },
      ],
    },
    risks,
    feasibilityAnalysis: { overall: 0 },
    methods: methods.map((m) => m.id),
  };
  const overall = Math.round(feasibilityOf(d) * 100) / 100;
  const worst = [...risks].sort((a, b) => b.probability - a.probability)[0];
  d.feasibilityAnalysis = {
    overall,
    notes: `About ${totalDuration} days and $${resources.reduce((s, r) => s + r.cost, 0).toLocaleString('en-US')} in total; the largest risk is ${worst?.risk.toLowerCase() ?? 'unknown'}.`,
  };
  return d;
}
