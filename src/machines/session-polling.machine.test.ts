import { createActor, fromPromise, waitFor, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { toApiError } from '../api/errors';
import type { SessionProgress, SessionStatus } from '../api/types';
import { SESSION_POLL_INTERVAL_MS } from '../domain/session-status';
import {
  sessionPollingMachine,
  type SessionPollingEvent,
  type SessionPollingInput,
  type SessionPollingSnapshot,
} from './session-polling.machine';

const IDS = { workspaceId: 'w1', goalId: 'g1', sessionId: 's1' };
const TICK = 'xstate.after.pollInterval.sessionPolling.polling.waiting';
const progress = (status: SessionStatus, percent = 40): SessionProgress => ({
  sessionId: IDS.sessionId,
  status,
  phase: 'ranking',
  round: 2,
  percent,
  counts: { ideas: 8, reviews: 16, matches: 12 },
  activity: 'Judging matches',
});
const FAILURE = toApiError(502, { detail: { error: { message: 'Bad gateway', type: 'bad_gateway' } } });

// Every event the model may take: the page's, each invoked actor settling, and the poll timer.
const MODEL_EVENTS = [
  { type: 'session.poll' },
  { type: 'session.cancel' },
  ...(['running', 'completed', 'failed', 'cancelled'] as const).map((s) => ({
    type: 'xstate.done.actor.fetchProgress',
    output: progress(s),
  })),
  { type: 'xstate.error.actor.fetchProgress', error: FAILURE },
  { type: 'xstate.done.actor.cancelSession', output: { id: IDS.sessionId, status: 'cancelled' } },
  { type: 'xstate.error.actor.cancelSession', error: FAILURE },
  { type: TICK },
] as unknown as SessionPollingEvent[];

const INPUTS: SessionPollingInput[] = [
  IDS,
  ...(['completed', 'failed', 'cancelled'] as const).map((status) => ({ ...IDS, status })),
];

function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0];
  return `${key}.${statePath(child as StateValue)}`;
}

function restingStates(node: AnyStateNode = sessionPollingMachine.root): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.always?.length ? [] : [node.path.join('.')];
  return children.flatMap((child) => restingStates(child));
}

type ActorId = 'fetchProgress' | 'cancelSession';

/** Stub actors that settle only when the replayed path says so, and a counting onCompleted. */
function controlled() {
  const pending: Partial<Record<ActorId, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>> = {};
  const stub = <T>(id: ActorId) =>
    fromPromise<T, unknown>(
      () => new Promise<T>((resolve, reject) => (pending[id] = { resolve: resolve as (v: unknown) => void, reject })),
    );
  const onCompleted = vi.fn();
  const machine = sessionPollingMachine.provide({
    actors: { fetchProgress: stub<SessionProgress>('fetchProgress'), cancelSession: stub('cancelSession') } as never,
    actions: { onCompleted },
  });
  return { machine, pending, onCompleted };
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

const sameState = (a: SessionPollingSnapshot, b: SessionPollingSnapshot) => statePath(a.value) === statePath(b.value);
// Vertices: the state and whether an error shows; progress values do not multiply them.
const serializeState = (s: SessionPollingSnapshot) =>
  JSON.stringify([s.value, !!s.context.error, !!s.context.cancelError, s.context.progress?.status ?? null]);

describe('session polling machine model', () => {
  const explored = INPUTS.flatMap((input) =>
    getShortestPaths(sessionPollingMachine, { events: MODEL_EVENTS, input, serializeState }).map((path) => ({
      input,
      path,
    })),
  );

  it('reaches every resting state', () => {
    const reached = new Set(explored.map(({ path }) => statePath(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates().sort());
    expect(restingStates()).toEqual([
      'polling.fetching',
      'polling.waiting',
      'cancelling',
      'completed',
      'failed',
      'cancelled',
    ]);
  });

  // One shortest path to every vertex (state × error shown × last status): simple paths number thousands.
  const replayable = explored;
  afterEach(() => vi.useRealTimers());

  const stepName = (event: { type: string; output?: { status?: string } }) =>
    event.type === TICK
      ? 'tick'
      : `${event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')}${event.output?.status ? `(${event.output.status})` : ''}`;

  it('explores a bounded model', () => {
    expect(replayable.length).toBeGreaterThan(15);
    expect(replayable.length).toBeLessThan(100);
  });

  it.each(
    replayable.map(({ input, path }) => [
      `${input.status ?? 'live'}: ${
        path.steps
          .slice(1)
          .map((s) => stepName(s.event as never))
          .join(' > ') || 'start'
      }`,
      input,
      path,
    ]),
  )('replays %s', async (_name, input, path) => {
    vi.useFakeTimers();
    const { machine, pending, onCompleted } = controlled();
    const actor = createActor(machine, { input }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type === TICK) await vi.advanceTimersByTimeAsync(SESSION_POLL_INTERVAL_MS);
      else if (/^xstate\.(done|error)\.actor\./.test(event.type)) settle(pending, event);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => sameState(s, step.state));
      expect(snapshot.context.error).toBe(step.state.context.error);
      expect(snapshot.context.progress?.status).toBe(step.state.context.progress?.status);
      expect(snapshot.hasTag('live')).toBe(step.state.hasTag('live'));
    }
    const completedByPoll = path.steps.some((s) => {
      const event = s.event as { type: string; output?: SessionProgress };
      return event.type === 'xstate.done.actor.fetchProgress' && event.output?.status === 'completed';
    });
    expect(onCompleted).toHaveBeenCalledTimes(completedByPoll ? 1 : 0);
    actor.stop();
  });
});

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
