import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { applyLiveFrame } from '../../api/live-invalidation';
import { LIVE_MESSAGES, POLLING_SECONDS } from '../../domain/live-updates';
import { liveStreamMachine, type LiveStreamSnapshot } from '../../machines/live-stream.machine';
import { appInspector } from '../../machines/inspection/app-inspector';
import { Button } from '../components/button';

const selectPolling = (s: LiveStreamSnapshot) => s.hasTag('polling');

/**
 * The tab's live stream, for the signed-in shell: frames refetch what they name. While the stream
 * is down the pages on screen refetch every 30 s, and this line says so, with a Reconnect button.
 */
export function LiveUpdates({ delays }: { delays?: { reconnectDelay: number; retryLive: number } }) {
  const queryClient = useQueryClient();
  const actor = useActorRef(
    liveStreamMachine.provide({
      actions: { onFrame: (_, { frame }) => applyLiveFrame(queryClient, frame) },
      // Shorter only when a test asks: 2 s between tries, a minute in polling.
      ...(delays && { delays }),
    }),
    { inspect: appInspector.inspect },
  );
  const polling = useSelector(actor, selectPolling);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void queryClient.invalidateQueries(), POLLING_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [polling, queryClient]);
  if (!polling) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 border-b border-border bg-surface px-4 py-1 text-sm"
    >
      <span>{LIVE_MESSAGES.paused(POLLING_SECONDS)}</span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={LIVE_MESSAGES.reconnectLabel}
        onClick={() => actor.send({ type: 'live.reconnect' })}
      >
        {LIVE_MESSAGES.reconnect}
      </Button>
    </div>
  );
}
