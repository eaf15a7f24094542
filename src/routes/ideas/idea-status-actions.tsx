import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { archivedFromQueryOptions } from '../../api/queries/idea-history';
import { useRefreshIdea } from '../../api/queries/ideas';
import type { Idea, IdeaStatus } from '../../api/types';
import type { IdeaStatusEvent } from '../../machines/idea-status.machine';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';
import { useIdeaStatus } from './use-idea-status';

// The buttons are the moves the idea-status machine can make now (snapshot.can), so the page
// never offers a move the lifecycle table refuses; converted is reached by converting. Select,
// unselect and archive say so in a toast with Undo, which makes the reverse move.
const MOVES = [
  { event: 'idea.review', label: 'Mark as reviewed', done: 'Idea reviewed' },
  { event: 'idea.select', label: 'Select idea', done: 'Idea selected' },
  { event: 'idea.unselect', label: 'Unselect idea', done: 'Idea unselected' },
  { event: 'idea.convert', label: 'Convert to experiment', done: 'Idea converted' },
  { event: 'idea.archive', label: 'Archive idea', done: 'Idea archived' },
  { event: 'idea.unarchive', label: 'Unarchive idea', done: 'Idea unarchived' },
] as const;
type Move = (typeof MOVES)[number]['event'];

/** The move that takes an idea back after each undoable one. */
const UNDO: Partial<Record<Move, (before: IdeaStatus) => IdeaStatusEvent>> = {
  'idea.select': () => ({ type: 'idea.unselect' }),
  'idea.unselect': () => ({ type: 'idea.select' }),
  'idea.archive': (before) => ({ type: 'idea.unarchive', to: before }),
};

export function IdeaStatusActions({ idea }: { idea: Idea }) {
  const { actor, snapshot } = useIdeaStatus(idea);
  const refresh = useRefreshIdea();
  const toast = useToast();
  const [archiving, setArchiving] = useState(false);
  const { eventFor, send } = useMoves(idea, actor);
  const busy = snapshot.hasTag('busy');
  // Every move and a refresh are edits (selectIdea, convertIdeas, refreshIdea).
  const gate = useRoleGate('edit');

  return (
    <div className="flex flex-col items-end gap-2">
      <div role="group" aria-label="Idea actions" className="flex flex-wrap gap-2">
        {MOVES.filter((m) => snapshot.can(eventFor(m.event)) || (busy && isRunning(snapshot, m.event))).map((m) => (
          <Button
            key={m.event}
            size="sm"
            variant={m.event === 'idea.archive' || m.event === 'idea.unselect' ? 'secondary' : 'primary'}
            loading={busy && isRunning(snapshot, m.event)}
            disabled={busy}
            onClick={() => (m.event === 'idea.archive' ? setArchiving(true) : send(eventFor(m.event)))}
            {...refusedProps(gate)}
          >
            {busy && m.event === 'idea.convert' ? 'Converting…' : m.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="secondary"
          loading={refresh.isPending}
          onClick={() =>
            refresh.mutate(idea.id, {
              onError: (err) => toast.error('Could not refresh the idea', getErrorMessage(err)),
            })
          }
          {...refusedProps(gate)}
        >
          Refresh idea
        </Button>
      </div>
      <RoleNote gate={gate} className="text-right" />
      {snapshot.context.error && !busy && <Alert title="The idea did not change">{snapshot.context.error}</Alert>}
      <ConfirmDialog
        open={archiving}
        title="Archive this idea?"
        message="It leaves the actionable list; Unarchive brings it back to where it was."
        confirmLabel="Archive idea"
        onConfirm={() => {
          setArchiving(false);
          send({ type: 'idea.archive' });
        }}
        onCancel={() => setArchiving(false)}
      />
    </div>
  );
}

/** Each move's event, and sending one with its toast (and Undo when the move has one). */
function useMoves(idea: Idea, actor: ReturnType<typeof useIdeaStatus>['actor']) {
  const toast = useToast();
  // Unarchive goes back to where the idea was archived from; its history says where.
  const archivedFrom = useQuery({ ...archivedFromQueryOptions(idea.id), enabled: idea.status === 'archived' });
  const eventFor = (move: Move): IdeaStatusEvent =>
    move === 'idea.unarchive' ? { type: move, to: archivedFrom.data ?? 'archived' } : { type: move };
  const send = (event: IdeaStatusEvent, undoable = true) => {
    const before = actor.getSnapshot().context.status;
    const sub = actor.subscribe((s) => {
      if (s.hasTag('busy')) return;
      sub.unsubscribe();
      const move = MOVES.find((m) => m.event === event.type)!;
      const undo = undoable ? UNDO[move.event] : undefined;
      if (s.context.error) toast.error('Could not change the status', s.context.error);
      else if (!undo) toast.success(move.done);
      else
        toast.show({
          title: move.done,
          tone: 'success',
          action: { label: 'Undo', onClick: () => send(undo(before), false) },
        });
    });
    actor.send(event);
  };
  return { eventFor, send };
}

/** Which move the call in flight is making, so its button shows the spinner. */
function isRunning(snapshot: ReturnType<typeof useIdeaStatus>['snapshot'], event: Move) {
  if (event === 'idea.convert') return snapshot.matches('converting');
  if (!snapshot.matches('changing')) return false;
  const { status, target } = snapshot.context;
  if (event === 'idea.archive') return target === 'archived';
  if (event === 'idea.unarchive') return status === 'archived';
  if (event === 'idea.unselect') return status === 'selected' && target === 'reviewed';
  return target === { 'idea.review': 'reviewed', 'idea.select': 'selected' }[event];
}
