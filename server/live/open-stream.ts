import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/connect';
import { openEventStream, sseFrame } from '../http/event-stream';
import { createLiveTab } from './live-tab';
import { leavePresence } from './presence-store';
import type { StreamHub } from './stream-hub';
import { membershipsOf } from './workspace-groups';
import { missedBySweep, newestEventId, readEventsAfter, READ_LIMIT } from './workspace-events';

// GET /v1/events: one signed-in tab's stream of its workspaces' events. Fresh, it starts at the
// newest row; with Last-Event-ID it first replays the rows after it of the workspaces the caller
// belongs to now, or, when those were swept (older than the retention) or are too many, sends
// `resync` so the client refetches everything. Closing it takes the tab's presence away.

export interface LiveStreamRequest {
  userId: string;
  tabId: string | null;
  lastEventId: number | null;
}

/** Where the tab starts, and whether it must refetch everything first. */
async function startOf(db: Database, lastEventId: number | null): Promise<{ start: number; resync: boolean }> {
  const newest = await newestEventId(db);
  if (lastEventId === null || lastEventId >= newest) return { start: newest, resync: false };
  if (await missedBySweep(db, lastEventId)) return { start: newest, resync: true };
  return { start: lastEventId, resync: false };
}

export async function openLiveStream(
  db: Database,
  hub: StreamHub,
  reply: FastifyReply,
  request: LiveStreamRequest,
  heartbeatMs: number,
): Promise<PassThrough> {
  const { userId, tabId } = request;
  const workspaces = await membershipsOf(db, userId);
  const { start, resync } = await startOf(db, request.lastEventId);
  const stream = openEventStream(reply, heartbeatMs);
  const tab = createLiveTab({ userId, tabId, workspaces, write: stream.write, close: stream.end });
  hub.join(tab, start);
  stream.signal.addEventListener(
    'abort',
    () => {
      hub.leave(tab);
      if (tabId)
        leavePresence(db, userId, tabId).catch((error: unknown) =>
          reply.log.warn({ err: error }, 'presence not cleared'),
        );
    },
    { once: true },
  );
  const catchUp = async () => {
    if (resync) return (tab.write(sseFrame('resync', { reason: 'expired' }, start)), tab.ready([], start));
    const rows = await readEventsAfter(db, workspaces, start);
    if (rows.length < READ_LIMIT) return tab.ready(rows, start);
    // More missed than one read: cheaper to refetch the pages than to replay them.
    const newest = await newestEventId(db);
    tab.write(sseFrame('resync', { reason: 'too_many' }, newest));
    tab.ready([], newest);
  };
  catchUp().catch((error: unknown) => {
    reply.log.warn({ err: error }, 'live stream catch-up failed');
    stream.end();
  });
  return stream.body;
}
