// The researchers' feedback as the engine reads it (docs/engine.md, "Researcher feedback").
/** One piece of feedback as the plan reports it: whether the engine applied it, and how. */
export interface PlanFeedback {
  text: string;
  applied: boolean;
  how: string;
}

/** What the offline engine applies of the feedback: methods it drops (id → why) and words it favours. */
export interface FeedbackSteer {
  excluded: Map<string, string>;
  focus: Set<string>;
}
