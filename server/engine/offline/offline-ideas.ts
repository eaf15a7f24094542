import { seededRandom, type Random } from '../rng';
import { focusFit } from './offline-feedback';
import { outcomeFit } from './offline-outcomes';
import { tokenize } from '../../relevance/tokens';
import type { IdeaDetails, IdeaView, ResearchPlan } from '../types';
import { LIBRARY_METHODS, fieldById, type LibraryMethod } from './fields/field-library';
import { focusOptions, goalWords, repeatedWords, systemOf } from './goal-focus';
import { feasibilityOf } from './offline-scoring';
import { topicOf } from './offline-plan';
import { titleOverlap } from './idea-variety';
import { MAX_TITLE_WORDS, stammers, wordCount } from './title-words';

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
  const ranked = fieldMethods(plan)
    .map((m) => ({ m, score: fit(m) + random() * 0.9 }))
    .map((x) => (plan.steer ? { ...x, score: x.score + steerFit(x.m, plan.steer) } : x))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.m);
  // Methods the researcher's feedback drops are not used, as long as a few remain to rotate through.
  const kept = ranked.filter((m) => !plan.steer?.excluded.has(m.id));
  return kept.length >= MIN_METHODS ? kept : ranked;
}

/** The researcher's focus and the goal's measured outcomes, as points on a method's fit. */
const steerFit = (m: LibraryMethod, steer: NonNullable<ResearchPlan['steer']>) =>
  2 * focusFit(m, steer.focus) + outcomeFit(m, steer);

/** Fewer methods than this left by the researcher's exclusions, and the engine keeps them all. */
const MIN_METHODS = 3;

/** What steps and summaries call the goal: its focus in a few of its own words. */
export const topicFor = (plan: ResearchPlan) =>
  focusOptions(plan.objective, plan.keywords, 6)[0] ?? topicOf(plan.objective);

/** A title no more alike than this to the titles it avoids is taken as it comes (idea-variety.ts). */
const DISTINCT_ENOUGH = 0.5;

/**
 * A title from templates around the goal's concrete system (goal-focus.ts), repeating at most half
 * of the goal's words: the template's own overlap with the goal is paid first, the system gets what
 * is left. Templates come longest (most telling) first, and each under MAX_TITLE_WORDS is a
 * candidate with the system and with the goal's next focus (the variant says which comes first).
 * The first candidate that shares at most half its words with every title to avoid wins; failing
 * that, the one that shares least.
 */
export function titleFor(
  plan: ResearchPlan,
  templates: ReadonlyArray<(focus: string) => string>,
  variant: number,
  avoid: readonly string[] = [],
): string {
  const allowed = Math.floor(goalWords(plan.objective).size / 2);
  const candidates = templates.flatMap((template) => {
    const budget = Math.min(3, allowed - repeatedWords(template('').replace(/\s+/g, ' '), plan.objective));
    const system = systemOf(plan.objective, plan.keywords, budget);
    const options = [...new Set([system, ...focusOptions(plan.objective, plan.keywords, budget)])]
      .filter((o): o is string => !!o)
      .slice(0, 2);
    if (variant % 2 === 1) options.reverse();
    return options.map((o) => template(o)).filter((title) => wordCount(title) <= MAX_TITLE_WORDS);
  });
  // A method whose name already says the goal's words ('Superconducting qubit fabrication') leaves
  // no words for the system: the title names the goal as such.
  if (candidates.length === 0) {
    const plain = templates.map((t) => t('this goal'));
    const repeats = (title: string) => repeatedWords(title, plan.objective);
    candidates.push(...plain.filter((title) => wordCount(title) <= MAX_TITLE_WORDS && repeats(title) <= allowed));
    if (candidates.length === 0) candidates.push(plain.reduce((best, t) => (repeats(t) < repeats(best) ? t : best)));
  }
  const closeness = (title: string) => Math.max(0, ...avoid.map((other) => titleOverlap(title, other)));
  const distinct = (title: string) => closeness(title) <= DISTINCT_ENOUGH;
  // Distinct from its neighbours first, then a wording that says no word twice where one exists.
  const chosen = candidates.find((title) => distinct(title) && !stammers(title)) ?? candidates.find(distinct);
  if (chosen) return chosen;
  const fluent = candidates.filter((title) => !stammers(title));
  return (fluent.length > 0 ? fluent : candidates).reduce((best, title) =>
    closeness(title) < closeness(best) ? title : best,
  );
}

/** How many of the session's ideas use each method. */
export function methodUses(existing: readonly IdeaView[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const id of existing.flatMap((idea) => idea.details.methods ?? [])) uses.set(id, (uses.get(id) ?? 0) + 1);
  return uses;
}

/**
 * Where a later round's expansion idea goes: of the methods fewest of the session's ideas use, the
 * one the ranking by fit put last, the direction the session has looked at least (none before the
 * session has ideas). Out-of-the-box evolution leaves it to it.
 */
export function leastUsedMethod(
  ranked: readonly LibraryMethod[],
  existing: readonly IdeaView[],
): LibraryMethod | undefined {
  if (existing.length === 0) return undefined;
  const uses = methodUses(existing);
  // A stable sort keeps the reversed fit order among methods used equally often.
  return [...ranked].reverse().sort((a, b) => (uses.get(a.id) ?? 0) - (uses.get(b.id) ?? 0))[0];
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
