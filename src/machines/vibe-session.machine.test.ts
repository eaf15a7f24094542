import { createActor, fromPromise, waitFor, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { toApiError } from '../api/errors';
import type { VibeSessionStatus } from '../api/queries/vibe';
import { VIBE_POLL_INTERVAL_MS } from '../domain/vibe-status';
import { VIBE_IDEA_ID, vibeSessionFixture, vibeStatusOf } from '../../tests/support/ui/vibe-fixtures';
import { vibeSessionMachine, type VibeSessionEvent, type VibeSessionSnapshot } from './vibe-session.machine';

const INPUT = { ideaId: VIBE_IDEA_ID };
const TICK = 'xstate.after.pollInterval.vibeSession.polling.waiting';
const FAILURE = toApiError(502, { detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } });
const STATUSES: VibeSessionStatus[] = ['queued', 'coding', 'completed', 'failed', 'cancelled'];

// Every event the model may take: the card's, each invoked actor settling, and the poll timer.
const MODEL_EVENTS = [
  { type: 'vibe.trigger', instructions: 'Use R' },
  { type: 'vibe.cancel' },
  { type: 'vibe.poll' },
  { type: 'xstate.done.actor.fetchStatus', output: null },
  ...STATUSES.map((s) => ({ type: 'xstate.done.actor.fetchStatus', output: vibeStatusOf(s) })),
  { type: 'xstate.error.actor.fetchStatus', error: FAILURE },
  { type: 'xstate.done.actor.trigger', output: vibeStatusOf('queued') },
  { type: 'xstate.error.actor.trigger', error: FAILURE },
  { type: 'xstate.done.actor.cancel', output: vibeSessionFixture({ status: 'cancelled' }) },
  { type: 'xstate.error.actor.cancel', error: FAILURE },
  { type: TICK },
] as unknown as VibeSessionEvent[];

function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0];
  return `${key}.${statePath(child as StateValue)}`;
}

function restingStates(node: AnyStateNode = vibeSessionMachine.root): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.always?.length ? [] : [node.path.join('.')];
  return children.flatMap((child) => restingStates(child));
}

type ActorId = 'fetchStatus' | 'trigger' | 'cancel';

/** Stub actors that settle only when the replayed path says so; each records its input. */
function controlled() {
  const pending: Partial<Record<ActorId, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>> = {};
  const inputs: Array<[ActorId, unknown]> = [];
  const stub = (id: ActorId) =>
    fromPromise<unknown, unknown>(({ input }) => {
      inputs.push([id, input]);
      return new Promise((resolve, reject) => (pending[id] = { resolve, reject }));
    });
  const machine = vibeSessionMachine.provide({
    actors: { fetchStatus: stub('fetchStatus'), trigger: stub('trigger'), cancel: stub('cancel') } as never,
  });
  return { machine, pending, inputs };
}

function settle(
  pending: ReturnType<typeof controlled>['pending'],
  event: { type: string; output?: unknown; error?: unknown },
) {
  const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, ActorId];
  const deferred = pending[id];
  if (!deferred) throw new Error(`${id} is not running`);
  delete pending[id];
  if (outcome === 'done') deferred.resolve(event.output);
  else deferred.reject(event.error);
}

const sameState = (a: VibeSessionSnapshot, b: VibeSessionSnapshot) => statePath(a.value) === statePath(b.value);
// Vertices: the state, which errors show and the last status; session details do not multiply them.
const serializeState = (s: VibeSessionSnapshot) =>
  JSON.stringify([
    s.value,
    !!s.context.error,
    !!s.context.triggerError,
    !!s.context.cancelError,
    s.context.vibe?.session.status ?? null,
  ]);

const stepName = (event: { type: string; output?: { session?: { status?: string }; status?: string } | null }) => {
  if (event.type === TICK) return 'tick';
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  const status = event.output === null ? 'none' : (event.output?.session?.status ?? event.output?.status);
  return status && name.startsWith('done:') ? `${name}(${status})` : name;
};

describe('vibe session machine model', () => {
  const paths = getShortestPaths(vibeSessionMachine, { events: MODEL_EVENTS, input: INPUT, serializeState });
  afterEach(() => vi.useRealTimers());

  it('reaches every resting state', () => {
    const reached = new Set(paths.map((path) => statePath(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates().sort());
    expect(restingStates().sort()).toEqual(
      [
        'polling.fetching',
        'polling.waiting',
        'idle',
        'triggering',
        'cancelling',
        'completed',
        'failed',
        'cancelled',
      ].sort(),
    );
  });

  it('explores a bounded model', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(400);
  });

  it('polls only while a session runs: no timer in idle or a terminal state', () => {
    for (const path of paths) {
      const state = statePath(path.state.value);
      const polls = MODEL_EVENTS.some((e) => (e.type as string) === TICK && path.state.can(e));
      expect(polls).toBe(state === 'polling.waiting');
      expect(path.state.hasTag('live')).toBe(state.startsWith('polling') || state === 'cancelling');
    }
  });

  it.each(
    paths.map((path) => [
      path.steps
        .slice(1)
        .map((s) => stepName(s.event as never))
        .join(' > ') || 'start',
      path,
    ]),
  )('replays %s', async (_name, path) => {
    vi.useFakeTimers();
    const { machine, pending, inputs } = controlled();
    const actor = createActor(machine, { input: INPUT }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type === TICK) await vi.advanceTimersByTimeAsync(VIBE_POLL_INTERVAL_MS);
      else if (/^xstate\.(done|error)\.actor\./.test(event.type)) settle(pending, event);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => sameState(s, step.state));
      expect(snapshot.context.error).toBe(step.state.context.error);
      expect(snapshot.context.triggerError).toBe(step.state.context.triggerError);
      expect(snapshot.context.cancelError).toBe(step.state.context.cancelError);
      expect(snapshot.context.vibe?.session.status).toBe(step.state.context.vibe?.session.status);
    }
    // Each call names the idea, the instructions typed or the session it cancels.
    for (const [id, input] of inputs) {
      if (id === 'fetchStatus') expect(input).toEqual({ ideaId: VIBE_IDEA_ID });
      if (id === 'trigger') expect(input).toEqual({ ideaId: VIBE_IDEA_ID, instructions: 'Use R' });
      if (id === 'cancel') expect(input).toEqual({ sessionId: vibeSessionFixture().id });
    }
    actor.stop();
  });
});
