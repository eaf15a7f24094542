import { plainText } from '../../http/source-text';
import { rubricText } from '../rubrics';
import type { AgentContext, IdeaView, ReviewType, WorkView } from '../types';
import type { ChatMessage } from '../../llm/chat-model';
import type { OutcomeLesson } from '../../outcomes/outcome-lessons';

// Prompts of the model-backed agents. Every prompt carries the research plan, the latest
// meta-review (the paper's feedback loop), the scientist's own feedback on the goal and what the
// goal's measured outcomes teach; task lines start with 'TASK:' so logs and test stubs
// can tell the agents apart.

/** How much of an abstract a prompt carries: enough to judge, not the whole page. */
const ABSTRACT_CHARS = 600;

export function system(role: string, ctx: Pick<AgentContext, 'plan' | 'metaReview' | 'goal'>): ChatMessage {
  const plan = ctx.plan;
  const lines = [
    `You are the ${role} of an AI co-scientist: a team of agents that generates, reviews, debates and ranks research ideas for a scientist.`,
    `Research goal: ${ctx.goal.title}`,
    ctx.goal.description ? `Goal description: ${ctx.goal.description}` : '',
    plan.preferences.length ? `Preferences: ${plan.preferences.join('; ')}` : '',
    plan.constraints.length ? `Constraints (must hold): ${plan.constraints.join('; ')}` : '',
    plan.criteria.length
      ? `Evaluation criteria: ${plan.criteria.map((c) => `${c.name} (${Math.round(c.weight * 100)}%): ${c.description}`).join('; ')}`
      : '',
    ctx.metaReview ? `Meta-review of the previous round (act on it): ${ctx.metaReview}` : '',
    feedbackLines(ctx.goal.feedback),
    outcomeLines(ctx.goal.outcomes),
    'Be specific and concrete: name methods, measurements, sample sizes, costs in USD and durations in days.',
  ];
  return { role: 'system', content: lines.filter(Boolean).join('\n') };
}

/** The researchers' feedback on the goal (docs/engine.md, "Researcher feedback"), to be followed. */
function feedbackLines(feedback: readonly string[] = []): string {
  if (feedback.length === 0) return '';
  const items = feedback.map((text, i) => `${i + 1}. ${text.replace(/\s+/g, ' ').trim()}`);
  return [
    `The scientist's feedback on earlier rounds (follow it: drop what it excludes, favour what it asks for):`,
    ...items,
  ].join('\n');
}

/** What the goal's measured outcomes teach (docs/engine.md, "Outcomes"): what worked, what failed, by how much. */
function outcomeLines(outcomes: readonly OutcomeLesson[] = []): string {
  if (outcomes.length === 0) return '';
  const items = outcomes.map((lesson, i) => `${i + 1}. ${lesson.text}`);
  return [
    `Measured outcomes of this goal's earlier ideas, from the runs of their experiments (build on what worked, move away from what failed):`,
    ...items,
  ].join('\n');
}

export function describeIdea(idea: IdeaView, label = 'Idea'): string {
  const d = idea.details;
  return [
    `${label}: ${idea.title}`,
    `Summary: ${idea.summary}`,
    d.hypothesis ? `Hypothesis: ${d.hypothesis}` : '',
    d.methodology.length ? `Methodology: ${d.methodology.map((s, i) => `${i + 1}. ${s}`).join(' ')}` : '',
    d.risks.length ? `Risks: ${d.risks.map((r) => `${r.risk} (p=${r.probability})`).join('; ')}` : '',
    d.resources.length
      ? `Cost: $${d.resources.reduce((s, r) => s + r.cost, 0)}; duration ${d.timeline.totalDuration} days`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const reviewInstructions = (types: readonly ReviewType[]) =>
  `Write one review for each of these types, scored on its anchored rubric (0–5, half points allowed):\n${rubricText(types)}\n` +
  'Also give novelty, correctness and feasibility as 0–1. A "not novel" judgement must name the overlapping idea or published work in overlapsWith and in the text.';

/** A published work as prompts list it: key, title, first authors, year, venue, abstract trimmed. */
export function describeWork(work: WorkView): string {
  const authors = work.authors.length > 3 ? `${work.authors.slice(0, 3).join(', ')} et al.` : work.authors.join(', ');
  return [
    `[${work.key}] ${work.title}. ${authors || 'Authors not given'} (${work.year ?? 'n.d.'}).${work.venue ? ` ${work.venue}.` : ''}`,
    work.abstract ? `Abstract: ${plainText(work.abstract, ABSTRACT_CHARS)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** How agents may cite: only the works listed, by key (docs/engine.md, "Reviews and rubrics"). */
export const citationRule = (works: readonly WorkView[]) =>
  works.length
    ? `Cite published work only by these keys, e.g. [${works[0].key}]; never cite from memory: any other reference is removed.`
    : 'No published work was given: cite none, since references from memory are removed.';

export const priorWorkSection = (works: readonly WorkView[]) =>
  works.length
    ? `\nPrior work on this goal, as the literature sources returned it:\n${works.map(describeWork).join('\n')}\n${citationRule(works)}`
    : `\n${citationRule(works)}`;

export const relatedWorkSection = (works: readonly WorkView[]) =>
  works.length
    ? `\nPublished work found for this idea by the literature sources:\n${works.map(describeWork).join('\n')}\n` +
      'Judge novelty against these works as well as against the other ideas. In relatedWork give one entry per work: its key, closeness 0–1, relation "overlaps" when the work already does what the idea proposes or "extends" when the idea goes beyond it, whyClose in one sentence, and beyond (what the idea adds; null when it overlaps). ' +
      'Set overlapsWithWork to the key of the work the idea is not novel against, else null; a "not novel" full review names that work. ' +
      `The deep verification must check each of the hypothesis's assumptions against these abstracts.\n${citationRule(works)}`
    : `\n${citationRule(works)}`;
