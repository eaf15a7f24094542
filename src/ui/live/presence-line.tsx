import { usePresence } from '../../api/queries/presence';
import { presenceSentence, type PresenceTargetType } from '../../domain/live-updates';

/** "Ana and Ben are viewing", near a page's title; nothing when nobody else is here. */
export function PresenceLine({ targetType, targetId }: { targetType: PresenceTargetType; targetId: string }) {
  const viewers = usePresence(targetType, targetId);
  const sentence = presenceSentence(viewers.map((viewer) => viewer.name));
  return (
    <p role="status" aria-live="polite" className="text-sm text-fg-muted empty:hidden">
      {sentence}
    </p>
  );
}
