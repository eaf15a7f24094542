import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../api/queries/logs';
import { activityActionLabel } from '../../domain/activity-actions';
import { truncateEntityId } from '../../domain/activity-logs';
import { cx } from '../components/cx';
import { Icon } from '../components/icon';
import { entityHref } from './entity-link';
import { formatLogTime } from './format-log-time';
import { LevelBadge } from './level-badge';
import { LogSentence } from './log-sentence';

// Narrow (the drawer on a phone), each row wraps into a card: the level and time, the sentence,
// then the entity and action. From the container's 2xl up it is a table row again.
const CELL = '@2xl:table-cell @2xl:order-none';

interface LogRowProps {
  log: ActivityLog;
  expanded: boolean;
  onToggle: () => void;
  /** Following an entity link leaves the drawer for that page. */
  onNavigate: () => void;
}

export function LogRow({ log, expanded, onToggle, onNavigate }: LogRowProps) {
  const detailsId = `log-details-${log.id}`;
  const time = formatLogTime(log.createdAt);
  const action = activityActionLabel(log.action);
  return (
    <Fragment>
      <tr className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-2 py-2 align-top @2xl:table-row @2xl:p-0">
        <td className={cx(CELL, 'order-1 @2xl:py-2 @2xl:pr-1 @2xl:pl-3')}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} details for ${action} at ${time}`}
            onClick={onToggle}
            className="inline-flex size-7 items-center justify-center rounded-ui text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />
          </button>
        </td>
        <td className={cx(CELL, 'order-2 @2xl:px-2 @2xl:py-2.5')}>
          <LevelBadge level={log.level} />
        </td>
        <td className={cx(CELL, 'order-5 pl-9 whitespace-nowrap @2xl:px-2 @2xl:py-2.5')}>
          <span className="text-xs text-fg-muted capitalize @2xl:block">{log.entityType} </span>
          <EntityLink log={log} onNavigate={onNavigate} />
        </td>
        <td className={cx(CELL, 'order-6 text-xs text-fg-muted @2xl:px-2 @2xl:py-2.5 @2xl:text-sm @2xl:text-fg')}>
          {action}
        </td>
        <td className={cx(CELL, 'order-4 basis-full pl-9 break-words @2xl:min-w-[16rem] @2xl:px-2 @2xl:py-2.5')}>
          <LogSentence log={log} onNavigate={onNavigate} />
        </td>
        <td
          className={cx(
            CELL,
            'order-3 ml-auto text-xs whitespace-nowrap text-fg-muted @2xl:w-28 @2xl:px-2 @2xl:py-2.5 @2xl:pr-3 @2xl:whitespace-normal',
          )}
        >
          <time dateTime={log.createdAt}>{time}</time>
        </td>
      </tr>
      {expanded && <LogDetails id={detailsId} log={log} />}
    </Fragment>
  );
}

function EntityLink({ log, onNavigate }: Pick<LogRowProps, 'log' | 'onNavigate'>) {
  const href = entityHref(log);
  const shortId = truncateEntityId(log.entityId);
  return href ? (
    <Link
      to={href}
      title={log.entityId}
      onClick={onNavigate}
      className="font-mono text-xs text-accent-text underline-offset-2 hover:underline"
    >
      {shortId}
    </Link>
  ) : (
    <span title={log.entityId} className="font-mono text-xs">
      {shortId}
    </span>
  );
}

function LogDetails({ id, log }: { id: string; log: ActivityLog }) {
  return (
    <tr id={id} className="block border-b border-border bg-surface-muted/50 @2xl:table-row">
      <td colSpan={6} className="block px-4 py-3 @2xl:table-cell">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-medium text-fg-muted">Message</dt>
          <dd className="break-words whitespace-pre-wrap">{log.message}</dd>
          <dt className="font-medium text-fg-muted">Event</dt>
          <dd className="font-mono text-xs break-all">{log.action}</dd>
          <dt className="font-medium text-fg-muted">Entity ID</dt>
          <dd className="font-mono text-xs break-all">{log.entityId}</dd>
          {log.actor && (
            <>
              <dt className="font-medium text-fg-muted">By</dt>
              <dd className="break-words">{log.actor.name}</dd>
            </>
          )}
          <dt className="font-medium text-fg-muted">User ID</dt>
          <dd className="font-mono text-xs break-all">{log.userId}</dd>
          <dt className="font-medium text-fg-muted">Metadata</dt>
          <dd>
            <pre className="max-h-64 overflow-auto rounded-ui border border-border bg-surface p-2 font-mono text-xs">
              {JSON.stringify(log.metadata ?? {}, null, 2)}
            </pre>
          </dd>
        </dl>
      </td>
    </tr>
  );
}
