import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../api/queries/logs';
import { activitySentence } from '../../domain/activity-sentences';
import { useViewerId } from '../auth/use-viewer-id';
import { entityHref } from './entity-link';

/** The row as a sentence, the thing it is about linked by its name to its page when there is one. */
export function LogSentence({ log, onNavigate }: { log: ActivityLog; onNavigate?: () => void }) {
  const href = entityHref(log);
  // Who acted: "You" for the reader's own rows, else the member by name (decision 013, §5).
  const viewerId = useViewerId();
  return (
    <>
      {activitySentence(log, viewerId, log.actor?.name).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : href ? (
          <Link
            key={index}
            to={href}
            onClick={onNavigate}
            className="font-medium text-accent-text underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </Link>
        ) : (
          <span key={index} className="font-medium">
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
