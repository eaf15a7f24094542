import type { OutcomeLesson } from '../../outcomes/outcome-lessons';
import type { FeedbackSteer, PlanFeedback } from '../types';
import type { LibraryMethod } from './fields/field-library';

// What the offline engine makes of the goal's measured outcomes (docs/engine.md, "Outcomes"): the
// methods of ideas that worked rise in its ranking of the field's methods, those of ideas that
// failed sink; the plan says which, and what it could not use.

/** Points a method gains for each idea of the goal that used it and worked… */
export const WORKED_POINTS = 3;
/** …and loses for each that failed: less than a success gains, one poor result is not a verdict. */
export const FAILED_POINTS = -1;

const named = (ids: readonly string[], methods: readonly LibraryMethod[]) => methods.filter((m) => ids.includes(m.id));

function noteFor(lesson: OutcomeLesson, used: readonly LibraryMethod[]): PlanFeedback {
  const { text } = lesson;
  if (lesson.verdict === 'alone' || lesson.verdict === 'middle')
    return { text, applied: false, how: 'Nothing to learn from it yet: it is not better or worse than the others.' };
  if (used.length === 0)
    return {
      text,
      applied: false,
      how: 'Could not use: the idea names none of this field’s methods. A model engine reads it in full.',
    };
  const names = used.map((m) => m.name).join(', ');
  return lesson.verdict === 'worked'
    ? { text, applied: true, how: `Ideas using ${names} are favoured, because this idea worked.` }
    : { text, applied: true, how: `Ideas using ${names} come after the others, because this idea failed.` };
}

/** Each lesson read against the field's methods: the points each method gains or loses, and the plan's note. */
export function readOutcomes(lessons: readonly OutcomeLesson[], methods: readonly LibraryMethod[]) {
  const favoured = new Map<string, number>();
  const notes = lessons.map((lesson) => {
    const used = named(lesson.methods, methods);
    const points = lesson.verdict === 'worked' ? WORKED_POINTS : lesson.verdict === 'failed' ? FAILED_POINTS : 0;
    if (points !== 0) for (const m of used) favoured.set(m.id, (favoured.get(m.id) ?? 0) + points);
    return noteFor(lesson, used);
  });
  return { favoured, notes };
}

/** A method's points from the goal's outcomes. */
export const outcomeFit = (m: LibraryMethod, steer: Pick<FeedbackSteer, 'favoured'>) => steer.favoured?.get(m.id) ?? 0;
