// Every event the live stream model takes: the connection opening, a frame with an id (a change)
// and one without (a notification), the connection ending, the Reconnect button, and the timers.
import type { LiveFrame } from '../api/live-stream';
import type { ModelEvent } from './model/types';
import { timerEventsOf } from './model/transitions';
import { liveStreamMachine, type LiveStreamEvent } from './live-stream.machine';

export const CHANGE: LiveFrame = {
  name: 'change',
  id: '41',
  data: { id: 41, kind: 'comment.created', entityType: 'idea', entityId: 'i1', payload: {} },
};
export const NOTIFICATION: LiveFrame = { name: 'notification', id: null, data: {} };

export const events: readonly ModelEvent<LiveStreamEvent>[] = [
  { type: 'live.opened' },
  { type: 'live.frame', frame: CHANGE },
  { type: 'live.frame', frame: NOTIFICATION },
  { type: 'live.ended' },
  { type: 'live.reconnect' },
  ...timerEventsOf(liveStreamMachine),
];
