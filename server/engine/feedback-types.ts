import { z } from 'zod';

// The researchers' feedback as the engine reads it (docs/engine.md, "Researcher feedback").
/** One piece of feedback as the plan reports it: whether the engine applied it, and how. */
export interface PlanFeedback {
  text: string;
  applied: boolean;
  how: string;
}

/**
 * What the offline engine applies of the feedback: methods it drops (id → why) and words it
 * favours; and of the goal's measured outcomes, points added to (or taken from) a method's rank.
 */
export interface FeedbackSteer {
  excluded: Map<string, string>;
  focus: Set<string>;
  favoured?: Map<string, number>;
}

/** What a plan says of each piece of feedback or outcome it read, as stored with the session. */
export const planNotesSchema = z
  .array(z.object({ text: z.string(), applied: z.boolean(), how: z.string() }))
  .optional();
