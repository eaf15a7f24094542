import { createActor, fromPromise } from 'xstate';
import { toApiError } from '../api/errors';
import type { VibeStatus } from '../api/queries/vibe';
import { VIBE_POLL_INTERVAL_MS } from '../domain/vibe-status';
import { VIBE_IDEA_ID, vibeSessionFixture, vibeStatusOf } from '../../tests/support/ui/vibe-fixtures';
import { vibeSessionMachine } from './vibe-session.machine';

const FAILURE = toApiError(502, { detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } });
type Answer = VibeStatus | null | Error;

/** A card's actor whose status calls answer in turn (the last repeats), with fake timers. */
function run(answers: Answer[], { trigger = vibeStatusOf('queued') as VibeStatus | Error } = {}) {
  vi.useFakeTimers();
  const fetchStatus = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const triggerCall = vi.fn(async (_input: unknown) => {
    if (trigger instanceof Error) throw trigger;
    return trigger;
  });
  const cancel = vi.fn(async () => vibeSessionFixture({ status: 'cancelled' }));
  const machine = vibeSessionMachine.provide({
    actors: {
      fetchStatus: fromPromise(fetchStatus),
      trigger: fromPromise(({ input }) => triggerCall(input)),
      cancel: fromPromise(cancel),
    } as never,
  });
  const actor = createActor(machine, { input: { ideaId: VIBE_IDEA_ID } }).start();
  return { actor, fetchStatus, triggerCall, cancel };
}

describe('vibe session machine', () => {
  afterEach(() => vi.useRealTimers());

  it('rests in idle with no session when the idea has none, and does not poll', async () => {
    const { actor, fetchStatus } = run([null]);
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS * 3);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.vibe).toBeNull();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it.each(['completed', 'failed', 'cancelled'] as const)(
    'polls every 2 s through the statuses and stops on %s',
    async (terminal) => {
      const { actor, fetchStatus } = run([
        vibeStatusOf('queued'),
        vibeStatusOf('planning'),
        vibeStatusOf('coding'),
        vibeStatusOf(terminal),
      ]);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS - 1);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.vibe?.session.status).toBe('planning');
      await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS * 2);
      expect(fetchStatus).toHaveBeenCalledTimes(4);
      expect(actor.getSnapshot().value).toBe(terminal);
      await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS * 5);
      expect(fetchStatus).toHaveBeenCalledTimes(4);
    },
  );

  it('triggers with the instructions typed, then polls the new session', async () => {
    const { actor, fetchStatus, triggerCall } = run([null, vibeStatusOf('coding')]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'vibe.trigger', instructions: 'Write it in R' });
    await vi.advanceTimersByTimeAsync(0);
    expect(triggerCall).toHaveBeenCalledWith({ ideaId: VIBE_IDEA_ID, instructions: 'Write it in R' });
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.vibe?.session.status).toBe('queued');
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.vibe?.session.status).toBe('coding');
  });

  it('asks whether a session exists until one is known, then reads that one', async () => {
    const { actor, fetchStatus } = run([FAILURE, null, vibeStatusOf('coding')]);
    const known = () =>
      fetchStatus.mock.calls.map((call) => (call as unknown[] as [{ input: { known: boolean } }])[0].input.known);
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'vibe.trigger' });
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
    expect(known()).toEqual([false, false, true]);
  });

  it('keeps a failed trigger’s message and stays where it was', async () => {
    const { actor } = run([vibeStatusOf('completed')], { trigger: FAILURE });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'vibe.trigger' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.triggerError).toBe('Bad gateway');
    // The next try clears it.
    actor.send({ type: 'vibe.trigger' });
    expect(actor.getSnapshot().context.triggerError).toBeNull();
  });

  it('shows a failed poll, keeps the last status and retries on the next tick', async () => {
    const { actor, fetchStatus } = run([vibeStatusOf('coding'), FAILURE, vibeStatusOf('testing')]);
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Bad gateway',
      vibe: { session: { status: 'coding' } },
    });
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.vibe?.session.status).toBe('testing');
  });

  it('cancels the running session by its id and stops polling', async () => {
    const { actor, cancel, fetchStatus } = run([vibeStatusOf('coding')]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'vibe.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancel).toHaveBeenCalledWith(expect.objectContaining({ input: { sessionId: vibeSessionFixture().id } }));
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.vibe?.julesSession.status).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('polls at once on vibe.poll', async () => {
    const { actor, fetchStatus } = run([vibeStatusOf('coding')]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'vibe.poll' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
