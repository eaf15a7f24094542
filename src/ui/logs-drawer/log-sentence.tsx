import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../api/queries/logs';
import { activitySentence } from '../../domain/activity-sentences';
import { entityHref } from './entity-link';

/** The row as a sentence, the thing it is about linked by its name to its page when there is one. */
export function LogSentence({ log, onNavigate }: { log: ActivityLog; onNavigate?: () => void }) {
  const href = entityHref(log);
  return (
    <>
      {log.actor && <span className="font-medium">{log.actor.name} · </span>}
      {activitySentence(log).map((part, index) =>
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
