// The idea's coding agent (docs/product.md, "The coding agent"): send the idea with optional
// instructions, follow the session as the vibe machine polls it, then read its checks, its pull
// request and its diffs. An idea without a session shows queued, the spec's fallback status.
import type { ReactNode } from 'react';
import type { VibeSession } from '../../../api/queries/vibe';
import { VIBE_FALLBACK_STATUS, VIBE_STATUS_LABELS } from '../../../domain/vibe-status';
import { Alert } from '../../../ui/components/alert';
import { SectionCard } from '../../../ui/components/card';
import { Spinner } from '../../../ui/components/spinner';
import { useVibeSession } from './use-vibe-session';
import { VibeChanges } from './vibe-changes';
import { VibeChecks } from './vibe-checks';
import { VibePullRequest } from './vibe-pull-request';
import { VibeStatusBar } from './vibe-status-bar';
import { VibeTimeline } from './vibe-timeline';
import { VibeTriggerForm } from './vibe-trigger-form';

interface VibeCardProps {
  ideaId: string;
  /** 2 s (VIBE_POLL_INTERVAL_MS) unless a test asks for a shorter one. */
  pollIntervalMs?: number;
}

export function VibeCard({ ideaId, pollIntervalMs }: VibeCardProps) {
  const vibe = useVibeSession(ideaId, pollIntervalMs);
  // Sending sits under the status: it starts the first session, or another once one is over.
  const trigger = (
    <>
      {vibe.canTrigger && <VibeTriggerForm busy={vibe.triggering} again={!!vibe.session} onSend={vibe.trigger} />}
      {vibe.triggerError && <Alert title="The coding agent could not start">{vibe.triggerError}</Alert>}
    </>
  );
  return (
    <SectionCard title="Coding agent">
      <div className="flex flex-col gap-5">
        {vibe.loading && <Spinner label="Loading the coding session" />}
        {vibe.pollError && <Alert title="Could not refresh the coding session">{vibe.pollError}</Alert>}
        {vibe.noSession && (
          <>
            <p className="text-sm">
              <span className="text-fg-muted">Status: </span>
              <span className="font-medium">{VIBE_STATUS_LABELS[VIBE_FALLBACK_STATUS]}</span>
              <span className="text-fg-muted">
                {' '}
                · Not sent to the coding agent yet. It writes an experiment project from this idea and opens a pull
                request.
              </span>
            </p>
            {trigger}
          </>
        )}
        {vibe.session && (
          <SessionView
            session={vibe.session}
            live={vibe.live}
            cancelling={vibe.cancelling}
            cancelError={vibe.cancelError}
            onCancel={vibe.cancel}
            trigger={trigger}
          />
        )}
      </div>
    </SectionCard>
  );
}

interface SessionViewProps {
  session: VibeSession;
  live: boolean;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: () => void;
  trigger: ReactNode;
}

function SessionView({ session, live, cancelling, cancelError, onCancel, trigger }: SessionViewProps) {
  return (
    <>
      <VibeStatusBar session={session} live={live} cancelling={cancelling} onCancel={onCancel} />
      {session.status === 'failed' && (
        <Alert title="The coding session failed">{session.error || 'It stopped without saying why.'}</Alert>
      )}
      {cancelError && <Alert title="The session could not be cancelled">{cancelError}</Alert>}
      {trigger}
      {session.customInstructions && (
        <p className="text-sm break-words">
          <span className="text-fg-muted">Instructions: </span>
          {session.customInstructions}
        </p>
      )}
      <VibeTimeline activities={session.activities} />
      {session.checks.length > 0 && <VibeChecks checks={session.checks} />}
      {session.pullRequest && <VibePullRequest session={session} pullRequest={session.pullRequest} />}
      {session.files.length > 0 && <VibeChanges session={session} />}
    </>
  );
}
