import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { goalKeys, goalQueryOptions } from '../../api/queries/goals';
import { ideaKeys, sessionIdeasQueryOptions } from '../../api/queries/ideas';
import type { Session, SessionStatus } from '../../api/types';
import { SESSION_POLL_INTERVAL_MS } from '../../domain/session-status';
import { sessionPollingMachine, type SessionPollingSnapshot } from '../../machines/session-polling.machine';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { formatDate } from '../../ui/format/format-date';
import { TopRatedIdeas } from '../shared/top-rated-ideas';
import { EngineLabel } from '../shared/engine-label';
import { ResearchBreadcrumbs } from '../shared/research-breadcrumbs';
import { PresenceLine } from '../../ui/live/presence-line';
import { NotifyWhenDone } from './notify-when-done';
import { ResearchFieldNote } from './research-field-note';
import { SessionIdeasSection } from './session-ideas-section';
import { SessionMatches } from './session-matches';
import { SessionStory } from './session-story';
import { SessionFeedback } from './session-feedback';
import { ClosePairPrompt } from './close-pair-prompt';
import { sessionTabTitle, useSessionStory } from './use-session-story';
import { SessionProgressCard } from './session-progress-card';
import { appInspector } from '../../machines/inspection/app-inspector';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';

const selectStatus = (s: SessionPollingSnapshot): SessionStatus | undefined =>
  s.status === 'done' ? (s.value as SessionStatus) : (s.context.progress?.status ?? undefined);

/** One session, polled by the session-polling machine until it ends; its ideas below. */
interface SessionLiveProps {
  session: Session;
  workspaceId: string;
  /** 5 s (SESSION_POLL_INTERVAL_MS) unless a test asks for a shorter one. */
  pollIntervalMs?: number;
  /** The tab's title as the session moves: its percent, then how it ended. */
  onTitle?: (title: string) => void;
}

/** The session-polling machine for this session, and what the page reads from it. */
function useSessionPolling(session: Session, workspaceId: string, pollIntervalMs: number) {
  const queryClient = useQueryClient();
  const actor = useActorRef(
    sessionPollingMachine.provide({
      delays: { pollInterval: pollIntervalMs },
      actions: {
        // Completion triggers the callback; the ideas and the goal's status are stale now.
        onCompleted: () => {
          void queryClient.invalidateQueries({ queryKey: ideaKeys.session(session.id) });
          void queryClient.invalidateQueries({ queryKey: goalKeys.workspace(workspaceId) });
        },
      },
    }),
    {
      input: { workspaceId, goalId: session.goalId, sessionId: session.id, status: session.status },
      inspect: appInspector.inspect,
    },
  );
  const status = useSelector(actor, selectStatus) ?? session.status;
  // A session already over is not polled: the progress it came with is the last word.
  const progress = useSelector(actor, (s) => s.context.progress) ?? session.progress ?? null;
  const pollError = useSelector(actor, (s) => s.context.error);
  const cancelError = useSelector(actor, (s) => s.context.cancelError);
  const live = useSelector(actor, (s) => s.hasTag('live'));
  const cancelling = useSelector(actor, (s) => s.matches('cancelling'));
  return { actor, status, progress, pollError, cancelError, live, cancelling };
}

export function SessionLive({
  session,
  workspaceId,
  pollIntervalMs = SESSION_POLL_INTERVAL_MS,
  onTitle,
}: SessionLiveProps) {
  const goal = useQuery({ ...goalQueryOptions(workspaceId, session.goalId ?? ''), enabled: !!session.goalId });
  const ideas = useQuery(sessionIdeasQueryOptions(session.id));
  const [confirming, setConfirming] = useState(false);
  const polling = useSessionPolling(session, workspaceId, pollIntervalMs);
  const { actor, status, progress, pollError, cancelError, live, cancelling } = polling;
  const title = goal.data?.title ?? 'Co-Scientist session';
  useSessionStory(session.id, progress);
  const tabTitle = sessionTabTitle(status, progress, live);
  useEffect(() => onTitle?.(tabTitle), [onTitle, tabTitle]);

  return (
    <div className="flex flex-col gap-6">
      <ResearchBreadcrumbs workspaceId={workspaceId} sessionId={session.id} />
      <div className="-mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="break-words text-xl font-semibold">{title}</h2>
          <PresenceLine targetType="session" targetId={session.id} />
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            {session.createdAt && <span>Started {formatDate(session.createdAt, true)}</span>}
            <EngineLabel engine={session.engine ?? progress?.engine} />
          </div>
        </div>
        {live && (
          <div className="flex flex-wrap items-center gap-2">
            <NotifyWhenDone />
            <CancelSessionButton cancelling={cancelling} onClick={() => setConfirming(true)} />
          </div>
        )}
      </div>
      <ResearchFieldNote field={session.field} goal={goal.data} />
      {cancelError && <Alert title="Could not cancel the session">{cancelError}</Alert>}
      <SessionProgressCard status={status} progress={progress} live={live} pollError={pollError} />
      <TopRatedIdeas ideas={ideas.data ?? []} workspaceId={workspaceId} />
      <SessionStory session={session} progress={progress} />
      <SessionFeedback sessionId={session.id} status={status} />
      <ClosePairPrompt sessionId={session.id} ideas={ideas.data ?? []} />
      <SessionIdeasSection sessionId={session.id} workspaceId={workspaceId} title={title} live={live} />
      <SessionMatches sessionId={session.id} workspaceId={workspaceId} progress={progress} ideas={ideas.data} />
      <ConfirmDialog
        open={confirming}
        title="Cancel this session?"
        message="The engine stops after its current step. Ideas written so far are kept."
        confirmLabel="Cancel session"
        onConfirm={() => (setConfirming(false), actor.send({ type: 'session.cancel' }))}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** Cancelling is an edit of the session (cancelSession): a viewer sees why it is shut. */
function CancelSessionButton({ cancelling, onClick }: { cancelling: boolean; onClick: () => void }) {
  const gate = useRoleGate('edit');
  return (
    <span className="flex flex-col items-end gap-1">
      <Button variant="secondary" icon="close" loading={cancelling} onClick={onClick} {...refusedProps(gate)}>
        Cancel session
      </Button>
      <RoleNote gate={gate} className="text-right" />
    </span>
  );
}
