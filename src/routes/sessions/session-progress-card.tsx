import { useId } from 'react';
import type { SessionProgress, SessionStatus } from '../../api/types';
import { formatDuration, formatEstimate } from '../../domain/duration';
import { sessionPhaseLabel, sessionStatusLabel } from '../../domain/session-status';
import { Alert } from '../../ui/components/alert';
import { SectionCard } from '../../ui/components/card';
import { ProgressBar } from '../../ui/components/progress-bar';
import { Spinner } from '../../ui/components/spinner';

interface SessionProgressCardProps {
  status: SessionStatus;
  progress: SessionProgress | null;
  live: boolean;
  /** The last poll's failure: polling goes on, so this says it will try again. */
  pollError: string | null;
}

/** How long it has run and, while it runs, how long it should still take at its pace so far. */
function SessionTiming({ progress, live }: { progress: SessionProgress; live: boolean }) {
  const elapsed = formatDuration(progress.elapsedSeconds ?? 0);
  return (
    <p className="text-sm">
      <span className="text-fg-muted">{live ? 'Running for ' : 'Took '}</span>
      <span className="tabular-nums">{elapsed}</span>
      {live && progress.remainingSeconds != null && (
        <>
          <span className="text-fg-muted"> · Time left: </span>
          <span className="tabular-nums">{formatEstimate(progress.remainingSeconds)}</span>
        </>
      )}
    </p>
  );
}

export function SessionProgressCard({ status, progress, live, pollError }: SessionProgressCardProps) {
  const statusId = useId();
  const percent = progress?.percent ?? (status === 'completed' ? 100 : 0);
  const rounds = progress?.rounds ?? progress?.budget?.rounds;
  const facts: Array<[string, string | number]> = progress
    ? [
        ['Phase', sessionPhaseLabel(progress.phase)],
        ['Round', rounds ? `${progress.round} of ${rounds}` : progress.round],
        ['Ideas', progress.counts.ideas],
        ['Reviews', progress.counts.reviews],
        ['Matches', progress.counts.matches],
      ]
    : [];

  return (
    <SectionCard title="Progress">
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span id={statusId} className="flex items-center gap-2 font-medium">
            {live && <Spinner size="sm" decorative />}
            {sessionStatusLabel(status)}
          </span>
          <span className="tabular-nums text-fg-muted">{Math.round(percent)}%</span>
        </div>
        <ProgressBar value={percent} label="Session progress" describedBy={statusId} />
        {progress?.activity && (
          <p className="text-sm">
            <span className="text-fg-muted">Now: </span>
            {progress.activity}
          </p>
        )}
        {!progress && live && <p className="text-sm text-fg-muted">Waiting for the first progress report…</p>}
        {progress?.startedAt && <SessionTiming progress={progress} live={live} />}
        {facts.length > 0 && (
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
            {facts.map(([term, value]) => (
              <div key={term} className="rounded-ui bg-surface-muted px-3 py-2">
                <dt className="text-xs text-fg-muted">{term}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {status === 'failed' && (
          <Alert title="The session failed">{progress?.error || 'The engine stopped without saying why.'}</Alert>
        )}
        {pollError && live && (
          <Alert title="Could not refresh progress">{pollError} Trying again every 5 seconds.</Alert>
        )}
      </div>
    </SectionCard>
  );
}
