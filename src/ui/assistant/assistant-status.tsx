import { useQuery } from '@tanstack/react-query';
import { readinessQueryOptions } from '../../api/queries/health';
import { SYSTEM_STATUS_MESSAGES, systemStatusLine, type StatusLine } from '../../domain/system-status';
import { cx } from '../components/cx';

const DOT = { ok: 'bg-success', degraded: 'bg-danger/50', down: 'bg-danger' } as const;

/** The panel's status line: "all systems operational" only when the server's checks say so now. */
export function AssistantStatus() {
  const { data, isError } = useQuery(readinessQueryOptions());
  const line: StatusLine | null = isError
    ? { level: 'down', text: SYSTEM_STATUS_MESSAGES.unknown }
    : data
      ? systemStatusLine(data.checks)
      : null;
  return (
    <p role="status" aria-label="System status" className="mt-0.5 flex items-center gap-1.5 text-xs text-fg-muted">
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', line ? DOT[line.level] : 'bg-border')} />
      {line?.text ?? SYSTEM_STATUS_MESSAGES.checking}
    </p>
  );
}
