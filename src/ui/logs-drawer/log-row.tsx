import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../api/queries/logs';
import { activityActionLabel } from '../../domain/activity-actions';
import { truncateEntityId } from '../../domain/activity-logs';
import { Icon } from '../components/icon';
import { entityHref } from './entity-link';
import { formatLogTime } from './format-log-time';
import { LevelBadge } from './level-badge';

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
      <tr className="border-b border-border align-top">
        <td className="py-2 pr-1 pl-3">
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
        <td className="px-2 py-2.5">
          <LevelBadge level={log.level} />
        </td>
        <td className="px-2 py-2.5 whitespace-nowrap">
          <span className="block text-xs text-fg-muted capitalize">{log.entityType}</span>
          <EntityLink log={log} onNavigate={onNavigate} />
        </td>
        <td className="px-2 py-2.5 break-words">{action}</td>
        <td className="max-w-[16rem] truncate px-2 py-2.5" title={log.message}>
          {log.message}
        </td>
        <td className="px-2 py-2.5 pr-3 text-xs whitespace-nowrap text-fg-muted">
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
    <tr id={id} className="border-b border-border bg-surface-muted/50">
      <td colSpan={6} className="px-4 py-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-medium text-fg-muted">Message</dt>
          <dd className="break-words whitespace-pre-wrap">{log.message}</dd>
          <dt className="font-medium text-fg-muted">Event</dt>
          <dd className="font-mono text-xs break-all">{log.action}</dd>
          <dt className="font-medium text-fg-muted">Entity ID</dt>
          <dd className="font-mono text-xs break-all">{log.entityId}</dd>
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
