import { IDEA_STATUS_LABELS, type IdeaLifecycleStatus } from '../../domain/idea-lifecycle';
import { Badge, type BadgeTone } from '../../ui/components/badge';

const TONES: Record<string, BadgeTone> = {
  generated: 'neutral',
  reviewed: 'accent',
  selected: 'success',
  converted: 'success',
  archived: 'warning',
};

export const ideaStatusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The status in a word; what it means (IDEA_STATUS_LABELS) on hover. */
export function IdeaStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} title={IDEA_STATUS_LABELS[status as IdeaLifecycleStatus]}>
      {ideaStatusLabel(status)}
    </Badge>
  );
}

/**
 * What the status means, in IDEA_STATUS_LABELS' words, as text where one idea is read. 'Archived'
 * says no more than its badge, so it is not repeated.
 */
export function IdeaStatusMeaning({ status }: { status: string }) {
  const meaning = IDEA_STATUS_LABELS[status as IdeaLifecycleStatus];
  return meaning && meaning !== ideaStatusLabel(status) ? <span>{meaning}</span> : null;
}
