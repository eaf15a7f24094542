import { tokenize } from '../../relevance/tokens';
import { CRITERIA, type Criterion, type GoalInput, type ResearchPlan } from '../types';
import { detectField } from './fields/field-detection';

// The offline research plan: the goal's own words, parsed without a model. Preferences and
// constraints are the goal's sentences that say so; keywords are its most telling words.

// What no research plan here will help with; a model-backed plan screens more broadly.
const UNSAFE = [
  /\b(bio|chemical)[ -]?weapons?\b/i,
  /\bnerve agents?\b/i,
  /\b(enhance|increase)\w* (the )?(transmissibility|lethality|virulence)\b/i,
  /\bgain[- ]of[- ]function\b.*\bpathogen/i,
  /\b(build|make|synthesi[sz]e)\w* (an? )?(bomb|explosive device)\b/i,
  /\bweaponi[sz]/i,
];

const DESCRIPTIONS: Record<Criterion, string> = {
  alignment: 'Serves the stated goal and respects its constraints',
  plausibility: 'Consistent with established knowledge; free of obvious flaws',
  novelty: 'Not a restatement of known work',
  testability: 'Can be tested with a concrete experiment within the resources at hand',
  safety: 'Raises no safety or ethical concern that outweighs its value',
};

export function goalText(goal: GoalInput): string {
  const params = Object.entries(goal.parameters)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('. ');
  return [goal.title, goal.description, params].filter(Boolean).join('. ');
}

// Words every goal uses that say nothing about its subject.
const GENERIC = new Set(
  'reduce improve increase decrease lower raise better cheaper faster new novel find develop make build design using study research approach method way effect understand identify explain predict prevent test evaluate assess explore investigate enable whether'.split(
    ' ',
  ),
);

/** The goal as a phrase that reads after 'for': 'Reduce readmissions' → 'reducing readmissions'. */
export function topicOf(objective: string): string {
  const text = objective.trim().replace(/[.!?]+$/, '');
  const [first, ...rest] = text.split(/\s+/);
  if (!first) return 'the goal';
  const lower = first.toLowerCase();
  const gerund =
    GENERIC.has(lower) &&
    !/(ing|er)$/.test(lower) &&
    !['new', 'novel', 'better', 'cheaper', 'faster', 'whether'].includes(lower)
      ? lower.endsWith('e') && !lower.endsWith('ee')
        ? `${lower.slice(0, -1)}ing`
        : `${lower}ing`
      : /^[A-Z][a-z]/.test(first)
        ? lower
        : first;
  return [gerund, ...rest].join(' ');
}

export function keywordsOf(goal: GoalInput, max = 8): string[] {
  const score = new Map<string, number>();
  // Title words count triple: the title is the goal in a few words.
  for (const w of tokenize(goal.title)) score.set(w, (score.get(w) ?? 0) + 3);
  for (const w of tokenize(
    `${goal.description} ${Object.values(goal.parameters)
      .filter((v) => typeof v === 'string')
      .join(' ')}`,
  )) {
    score.set(w, (score.get(w) ?? 0) + 1);
  }
  for (const w of GENERIC) score.delete(w);
  // Equal counts: the longer word tells more ('microbe' over 'away'), then the alphabet for determinism.
  const words = [...score.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]))
    .map(([w]) => w);
  return words.slice(0, max);
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
const asList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

export function offlinePlan(goal: GoalInput): ResearchPlan {
  const text = goalText(goal);
  const concerns = UNSAFE.filter((re) => re.test(text)).map(
    (re) => `The goal matches a refused topic (${re.source.replace(/\\b|\\/g, '')})`,
  );
  const all = sentences(goal.description);
  const constraints = [
    ...asList(goal.parameters.constraints),
    ...all.filter((s) =>
      /\b(must|cannot|can't|without|within|under|budget|only|no more than|at most|limit)\b/i.test(s),
    ),
  ];
  const preferences = [
    ...asList(goal.parameters.preferences),
    ...all.filter(
      (s) => /\b(prefer|ideally|focus|favou?r|should|priority|interested)\b/i.test(s) && !constraints.includes(s),
    ),
  ];
  const weightsParam = (goal.parameters.criteria ?? {}) as Record<string, unknown>;
  const raw = CRITERIA.map((name) =>
    typeof weightsParam[name] === 'number' ? Math.max(0, weightsParam[name] as number) : 1,
  );
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  return {
    seed: text,
    objective: goal.title.trim(),
    keywords: keywordsOf(goal),
    preferences: preferences.length ? preferences : ['Prefer ideas that a small team can test within a year'],
    constraints,
    criteria: CRITERIA.map((name, i) => ({ name, weight: raw[i] / sum, description: DESCRIPTIONS[name] })),
    safety: { ok: concerns.length === 0, concerns },
    field: detectField(goal),
  };
}
