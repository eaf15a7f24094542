import type { Schema } from '../../api/types';
import { Badge } from '../../ui/components/badge';

// What the session's plan made of the researchers' feedback on its goal (docs/engine.md,
// "Researcher feedback"): each piece, whether the engine applied it, and how or why not.

export function PlanFeedbackList({ feedback }: { feedback: readonly Schema<'PlanFeedback'>[] }) {
  return (
    <div className="mt-4 flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Researcher feedback this session read</h3>
      <ul aria-label="Researcher feedback this session read" className="flex flex-col gap-2 text-sm">
        {feedback.map((f, i) => (
          <li key={i} className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-words">“{f.text}”</span>
              <Badge tone={f.applied ? 'success' : 'warning'}>{f.applied ? 'Applied' : 'Could not check'}</Badge>
            </span>
            <span className="text-fg-muted">{f.how}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
