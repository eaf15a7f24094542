import { createActor, fromCallback, type EventObject } from 'xstate';
import { describeModel } from './model/describe-model.test-support';
import * as liveModel from './live-stream.events';
import { CHANGE } from './live-stream.events';
import { liveStreamMachine, MAX_FAILURES, RECONNECT_DELAY_MS, RETRY_LIVE_MS } from './live-stream.machine';
import { modelHarness } from './live-stream.test-support';

describeModel(liveStreamMachine, liveModel, modelHarness);

describe('live stream machine', () => {
  afterEach(() => vi.useRealTimers());

  /** Connections that open, send a change, then end; each one's Last-Event-ID recorded. */
  function run(opens: boolean[]) {
    vi.useFakeTimers();
    const cursors: Array<string | null> = [];
    const connect = fromCallback<EventObject, { lastEventId: string | null }>(({ input, sendBack }) => {
      cursors.push(input.lastEventId);
      const opened = opens.shift() ?? false;
      queueMicrotask(() => {
        if (opened) sendBack({ type: 'live.opened' });
        if (opened) sendBack({ type: 'live.frame', frame: CHANGE });
        sendBack({ type: 'live.ended' });
      });
    });
    const actor = createActor(liveStreamMachine.provide({ actors: { connect } as never })).start();
    return { actor, cursors };
  }

  it('reconnects from the last event id it received', async () => {
    const { cursors } = run([true, true]);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(cursors).toEqual([null, CHANGE.id]);
  });

  it(`falls back to polling after ${MAX_FAILURES} failed connections, and tries live again a minute later`, async () => {
    const { actor, cursors } = run([false, false, false, false]);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 2);
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(cursors).toHaveLength(MAX_FAILURES);
    await vi.advanceTimersByTimeAsync(RETRY_LIVE_MS);
    expect(cursors).toHaveLength(MAX_FAILURES + 1);
  });

  it('leaves polling at once when asked to reconnect', async () => {
    const { actor, cursors } = run([false, false, false, true]);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 2);
    actor.send({ type: 'live.reconnect' });
    expect(cursors).toHaveLength(MAX_FAILURES + 1);
    expect(actor.getSnapshot().hasTag('polling')).toBe(false);
  });
});
