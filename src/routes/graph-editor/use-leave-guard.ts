import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { GraphEditorActor } from '../../machines/graph-editor.machine';

// Unsaved changes are not lost by a click elsewhere in the app nor by closing the tab. A blocked
// move is the editor machine's LEAVE_REQUEST: it asks (confirmingLeave) and the answer lets the
// move go on or cancels it; where the machine cannot ask now (a save in flight), the move is
// cancelled. Closing the tab gets the browser's own question.

export function useLeaveGuard(actor: GraphEditorActor, dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The editor's own move to a new workflow's address after its first save.
      (nextLocation.state as { created?: boolean } | null)?.created !== true,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    actor.send({ type: 'LEAVE_REQUEST' });
    const now = actor.getSnapshot();
    if (now.matches('left')) blocker.proceed();
    else if (!now.matches('confirmingLeave')) blocker.reset();
  }, [actor, blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    leave: () => {
      actor.send({ type: 'LEAVE_CONFIRM' });
      blocker.proceed?.();
    },
    stay: () => {
      actor.send({ type: 'LEAVE_CANCEL' });
      blocker.reset?.();
    },
  };
}
