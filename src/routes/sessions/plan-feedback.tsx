import type { Schema } from '../../api/types';
import { Badge } from '../../ui/components/badge';

// What the session's plan made of the researchers' feedback on its goal (docs/engine.md,
// "Researcher feedback") and of the goal's measured outcomes ("Outcomes"): each piece, whether
// the engine applied it, and how or why not.

const FEEDBACK_TITLE = 'Researcher feedback this session read';

export function PlanFeedbackList({
  feedback,
  title = FEEDBACK_TITLE,
  notApplied = 'Could not check',
}: {
  feedback: readonly Schema<'PlanFeedback'>[];
  title?: string;
  /** The badge of a piece the engine did not apply. */
  notApplied?: string;
}) {
  const quoted = title === FEEDBACK_TITLE;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul aria-label={title} className="flex flex-col gap-2 text-sm">
        {feedback.map((f, i) => (
          <li key={i} className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-words">{quoted ? `“${f.text}”` : f.text}</span>
              <Badge tone={f.applied ? 'success' : 'warning'}>{f.applied ? 'Applied' : notApplied}</Badge>
            </span>
            <span className="text-fg-muted">{f.how}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The goal's measured outcomes as the plan read them: what worked, what failed, what the engine did. */
export const PlanOutcomesList = ({ outcomes }: { outcomes: readonly Schema<'PlanFeedback'>[] }) => (
  <PlanFeedbackList feedback={outcomes} title="Measured outcomes this session read" notApplied="Not used" />
);
