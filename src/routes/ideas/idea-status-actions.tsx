import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useRefreshIdea } from '../../api/queries/ideas';
import type { Idea } from '../../api/types';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { useIdeaStatus } from './use-idea-status';

// The buttons are the moves the idea-status machine can make now (snapshot.can), so the page
// never offers a move the lifecycle table refuses; converted is reached by converting.
const MOVES = [
  { event: 'idea.review', label: 'Mark as reviewed', done: 'Idea reviewed' },
  { event: 'idea.select', label: 'Select idea', done: 'Idea selected' },
  { event: 'idea.convert', label: 'Convert to experiment', done: 'Idea converted' },
  { event: 'idea.archive', label: 'Archive idea', done: 'Idea archived' },
] as const;

export function IdeaStatusActions({ idea }: { idea: Idea }) {
  const { actor, snapshot } = useIdeaStatus(idea);
  const refresh = useRefreshIdea();
  const toast = useToast();
  const [archiving, setArchiving] = useState(false);
  const busy = snapshot.hasTag('busy');
  const send = (event: (typeof MOVES)[number]['event']) => {
    const sub = actor.subscribe((s) => {
      if (s.hasTag('busy')) return;
      sub.unsubscribe();
      const move = MOVES.find((m) => m.event === event)!;
      if (s.context.error) toast.error('Could not change the status', s.context.error);
      else toast.success(move.done);
    });
    actor.send({ type: event });
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <div role="group" aria-label="Idea actions" className="flex flex-wrap gap-2">
        {MOVES.filter((m) => snapshot.can({ type: m.event }) || (busy && isRunning(snapshot, m.event))).map((m) => (
          <Button
            key={m.event}
            size="sm"
            variant={m.event === 'idea.archive' ? 'secondary' : 'primary'}
            loading={busy && isRunning(snapshot, m.event)}
            disabled={busy}
            onClick={() => (m.event === 'idea.archive' ? setArchiving(true) : send(m.event))}
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
        >
          Refresh idea
        </Button>
      </div>
      {snapshot.context.error && !busy && <Alert title="The idea did not change">{snapshot.context.error}</Alert>}
      <ConfirmDialog
        open={archiving}
        title="Archive this idea?"
        message="An archived idea cannot change status again."
        confirmLabel="Archive idea"
        onConfirm={() => {
          setArchiving(false);
          send('idea.archive');
        }}
        onCancel={() => setArchiving(false)}
      />
    </div>
  );
}

/** Which move the call in flight is making, so its button shows the spinner. */
function isRunning(snapshot: ReturnType<typeof useIdeaStatus>['snapshot'], event: (typeof MOVES)[number]['event']) {
  if (event === 'idea.convert') return snapshot.matches('converting');
  const target = { 'idea.review': 'reviewed', 'idea.select': 'selected', 'idea.archive': 'archived' }[event];
  return snapshot.matches('changing') && snapshot.context.target === target;
}
