import { LIVE_MESSAGES } from '../../src/domain/live-updates';
import { authorize } from '../access/authorize';
import type { AccessTarget } from '../access/targets';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { badRequest } from '../http/http-error';
import { openLiveStream } from '../live/open-stream';
import { leavePresence, markPresence, viewersOf } from '../live/presence-store';
import type { StreamHub } from '../live/stream-hub';
import type { HandlerMap } from './handler-types';

// The live stream and presence (issue 31, part 5; docs/architecture.md, "Live events").

export const LIVE_HEARTBEAT_MS = 15_000;

function lastEventIdOf(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const id = Number(header);
  if (!/^\d{1,15}$/.test(header.trim()) || !Number.isSafeInteger(id))
    throw badRequest(LIVE_MESSAGES.lastEventId, 'validation_error');
  return id;
}

export function liveHandlers(ctx: AppContext, hub: StreamHub): HandlerMap {
  const { db } = ctx;
  return {
    async streamEvents(request, reply) {
      const userId = requireUser(request).id;
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const tabId = request.query.tabId ?? null;
      const body = await openLiveStream(db, hub, reply, { userId, tabId, lastEventId }, LIVE_HEARTBEAT_MS);
      // A stream is not a JSON body: the contract declares text/event-stream for this answer.
      return body as never;
    },

    async updatePresence(request) {
      const userId = requireUser(request).id;
      const { tabId, targetType, targetId } = request.body;
      const target = { [targetType]: targetId } as AccessTarget;
      const { workspaceId } = await authorize(db, userId, target, 'read');
      const where = { workspaceId, targetType, targetId };
      await markPresence(db, userId, tabId, where);
      return { viewers: await viewersOf(db, userId, where) };
    },

    async leavePresence(request) {
      await leavePresence(db, requireUser(request).id, request.params.tabId);
      return { success: true };
    },
  };
}
