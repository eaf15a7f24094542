import { useActorRef, useSelector } from '@xstate/react';
import { VIBE_POLL_INTERVAL_MS } from '../../../domain/vibe-status';
import { vibeSessionMachine } from '../../../machines/vibe-session.machine';
import { appInspector } from '../../../machines/inspection/app-inspector';

/** The vibe machine for one idea, and what the card reads from it. */
export function useVibeSession(ideaId: string, pollIntervalMs: number = VIBE_POLL_INTERVAL_MS) {
  const actor = useActorRef(vibeSessionMachine.provide({ delays: { pollInterval: pollIntervalMs } }), {
    input: { ideaId },
    inspect: appInspector.inspect,
  });
  const session = useSelector(actor, (s) => s.context.vibe?.session ?? null);
  return {
    session,
    // Before the first answer nothing is known; in idle the idea has no session.
    loading: useSelector(actor, (s) => s.matches('polling') && s.context.vibe === null && !s.context.error),
    noSession: useSelector(actor, (s) => s.matches('idle') || (s.matches('triggering') && s.context.vibe === null)),
    live: useSelector(actor, (s) => s.hasTag('live')),
    canTrigger: useSelector(actor, (s) => s.can({ type: 'vibe.trigger' }) || s.matches('triggering')),
    triggering: useSelector(actor, (s) => s.matches('triggering')),
    cancelling: useSelector(actor, (s) => s.matches('cancelling')),
    pollError: useSelector(actor, (s) => s.context.error),
    triggerError: useSelector(actor, (s) => s.context.triggerError),
    cancelError: useSelector(actor, (s) => s.context.cancelError),
    trigger: (instructions: string) => actor.send({ type: 'vibe.trigger', instructions }),
    cancel: () => actor.send({ type: 'vibe.cancel' }),
  };
}
