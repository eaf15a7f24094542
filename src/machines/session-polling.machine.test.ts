import { createActor, fromPromise } from 'xstate';
import type { SessionStatus } from '../api/types';
import { SESSION_POLL_INTERVAL_MS } from '../domain/session-status';
import { describeModel } from './model/describe-model.test-support';
import * as pollingModel from './session-polling.events';
import { FAILURE, IDS, progress } from './session-polling.events';
import { sessionPollingMachine, type SessionPollingInput } from './session-polling.machine';
import { modelHarness } from './session-polling.test-support';

describeModel(sessionPollingMachine, pollingModel, modelHarness);

describe('session polling machine', () => {
  afterEach(() => vi.useRealTimers());

  function run(statuses: Array<SessionStatus | Error>, input: SessionPollingInput = IDS) {
    vi.useFakeTimers();
    const fetchProgress = vi.fn(async () => {
      const next = statuses.shift() ?? 'running';
      if (next instanceof Error) throw next;
      return progress(next, next === 'completed' ? 100 : 40);
    });
    const onCompleted = vi.fn();
    const machine = sessionPollingMachine.provide({
      actors: { fetchProgress: fromPromise(fetchProgress) } as never,
      actions: { onCompleted },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, fetchProgress, onCompleted };
  }

  it.each(['completed', 'failed', 'cancelled'] as const)('polls every 5 s and stops on %s', async (terminal) => {
    const { actor, fetchProgress } = run(['queued', 'running', terminal]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS - 1);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe(terminal);
    expect(actor.getSnapshot().status).toBe('done');
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS * 3);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
  });

  it('runs the completion callback once, and only on completed', async () => {
    const completed = run(['running', 'completed']);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS * 4);
    expect(completed.onCompleted).toHaveBeenCalledTimes(1);
    for (const status of ['failed', 'cancelled'] as const) {
      const other = run([status]);
      await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS);
      expect(other.onCompleted).not.toHaveBeenCalled();
    }
  });

  it('shows a failed poll, keeps the last progress and retries on the next tick', async () => {
    const { actor, fetchProgress } = run(['running', FAILURE, 'running']);
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Bad gateway',
      progress: { status: 'running', percent: 40 },
    });
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('does not poll a session the page already knows is over', async () => {
    const { actor, fetchProgress, onCompleted } = run([], { ...IDS, status: 'completed' });
    await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS * 2);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(fetchProgress).not.toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('polls at once on session.poll', async () => {
    const { actor, fetchProgress } = run(['running', 'running']);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.poll' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
  });
});
