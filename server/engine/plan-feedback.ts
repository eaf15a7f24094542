import { readFeedback } from './offline/offline-feedback';
import { fieldMethods } from './offline/offline-ideas';
import { readOutcomes } from './offline/offline-outcomes';
import type { OutcomeLesson } from '../outcomes/outcome-lessons';
import type { EngineKind, PlanFeedback, ResearchPlan } from './types';

// What the plan says of each piece of the researchers' feedback (docs/engine.md, "Researcher
// feedback"): the offline engine applies what it can check and says what it could not; a model
// reads every piece in its generation, review and evolution prompts.

export const MODEL_READS_FEEDBACK = 'Given to the model in every generation, review and evolution prompt.';

export function planFeedback(engine: EngineKind, plan: ResearchPlan, feedback: readonly string[]): PlanFeedback[] {
  if (engine === 'model') return feedback.map((text) => ({ text, applied: true, how: MODEL_READS_FEEDBACK }));
  return readFeedback(feedback, fieldMethods(plan)).notes;
}

/** What the plan says of each lesson of the goal's measured outcomes (docs/engine.md, "Outcomes"). */
export function planOutcomes(
  engine: EngineKind,
  plan: ResearchPlan,
  lessons: readonly OutcomeLesson[],
): PlanFeedback[] {
  if (engine === 'model') return lessons.map(({ text }) => ({ text, applied: true, how: MODEL_READS_FEEDBACK }));
  return readOutcomes(lessons, fieldMethods(plan)).notes;
}
