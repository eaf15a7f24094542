import { useEffect, useState } from 'react';
import type { VibeSession, VibeSessionStatus } from '../../../api/queries/vibe';
import { formatDuration } from '../../../domain/duration';
import { VIBE_STATUS_LABELS } from '../../../domain/vibe-status';
import { Badge } from '../../../ui/components/badge';
import { Button } from '../../../ui/components/button';
import { cx } from '../../../ui/components/cx';
import { Icon } from '../../../ui/components/icon';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

const STEPS = ['queued', 'planning', 'coding', 'testing', 'completed'] as const satisfies VibeSessionStatus[];

/** queued → planning → coding → testing → completed, the current step marked; a failed or
 * cancelled session says so instead, since where it stopped is in its timeline. */
export function VibeStepper({ status }: { status: VibeSessionStatus }) {
  const at = (STEPS as readonly string[]).indexOf(status);
  if (at < 0) {
    const failed = status === 'failed';
    return <Badge tone={failed ? 'danger' : 'warning'}>{VIBE_STATUS_LABELS[status]}</Badge>;
  }
  return (
    <ol aria-label="Coding session status" className="flex flex-wrap items-center gap-x-1 gap-y-2 text-xs">
      {STEPS.map((step, i) => {
        const done = i < at || status === 'completed';
        return (
          <li key={step} aria-current={i === at ? 'step' : undefined} className="flex items-center gap-1">
            <span
              className={cx(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium',
                i === at && status !== 'completed' && 'bg-accent text-accent-fg',
                done && 'bg-success-soft text-success',
                i > at && 'bg-surface-muted text-fg-muted',
              )}
            >
              {done && <Icon name="check" size={12} />}
              {VIBE_STATUS_LABELS[step]}
            </span>
            {i < STEPS.length - 1 && <Icon name="chevronRight" size={12} className="text-fg-muted" />}
          </li>
        );
      })}
    </ol>
  );
}

/** Seconds since the session started, ticking each second while it runs. */
function useElapsedSeconds(session: VibeSession, live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [live]);
  const start = Date.parse(session.startedAt ?? session.createdAt);
  const end = session.finishedAt ? Date.parse(session.finishedAt) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.max(0, (end - start) / 1000);
}

interface StatusBarProps {
  session: VibeSession;
  live: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

export function VibeStatusBar({ session, live, cancelling, onCancel }: StatusBarProps) {
  // Cancelling is an edit (cancelVibeSession).
  const cancel = useRoleGate('edit');
  const elapsed = useElapsedSeconds(session, live);
  return (
    <div className="flex flex-col gap-3">
      <VibeStepper status={session.status} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge tone={session.engine.kind === 'model' ? 'accent' : 'neutral'} className="border border-border">
          {session.engine.label}
        </Badge>
        <span>
          <span className="text-fg-muted">{live ? 'Running for ' : 'Took '}</span>
          <span className="tabular-nums">{formatDuration(elapsed)}</span>
        </span>
        <code className="text-xs break-all text-fg-muted">{session.sessionName}</code>
        {live && (
          <Button
            size="sm"
            variant="secondary"
            icon="stop"
            aria-label="Cancel coding session"
            loading={cancelling}
            onClick={onCancel}
            {...refusedProps(cancel)}
          >
            Cancel
          </Button>
        )}
        {live && <RoleNote gate={cancel} />}
      </div>
    </div>
  );
}
