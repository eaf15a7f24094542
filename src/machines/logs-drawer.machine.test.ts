import { createActor, initialTransition, transition, waitFor, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { LOG_POLL_INTERVAL_MS } from '../domain/activity-logs';
import { logsDrawerMachine, type LogsDrawerSnapshot } from './logs-drawer.machine';
import type { LogsDrawerEvent } from './logs-drawer.types';
import { controlledActors, FAILURE, FILE, logRow, PAGE, settle } from './logs-drawer.test-support';

const POLL = 'xstate.after.pollInterval.logsDrawer.open.list.idle';

// Every event the model may take: the user's, each invoked actor settling, and the poll timer.
const MODEL_EVENTS = [
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'drawer.toggle' },
  { type: 'filters.togglePanel' },
  { type: 'filters.edit', patch: { level: 'error' } },
  { type: 'filters.apply' },
  { type: 'filters.clear' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'pageSize.change', pageSize: 25 },
  { type: 'logs.refresh' },
  { type: 'search.change', search: 'alpha' },
  { type: 'row.toggle', id: logRow(1).id },
  { type: 'export.start', format: 'csv' },
  { type: 'export.start', format: 'json' },
  { type: 'xstate.done.actor.loadLogs', output: PAGE },
  { type: 'xstate.error.actor.loadLogs', error: FAILURE },
  { type: 'xstate.done.actor.exportLogs', output: FILE },
  { type: 'xstate.error.actor.exportLogs', error: FAILURE },
  { type: POLL },
] as unknown as LogsDrawerEvent[];

/** Every active leaf, e.g. ['open.export.idle', 'open.list.loading']. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value)
    .flatMap(([key, child]) => leaves(child as StateValue, `${prefix}${key}.`))
    .sort();
}

function allLeaves(node: AnyStateNode = logsDrawerMachine.root): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node.path.join('.')] : children.flatMap((child) => allLeaves(child));
}

// Vertices are the states plus what changes what the drawer asks for; the search, the expanded
// rows and the panel are explored from every vertex but do not multiply them.
const serializeState = (s: LogsDrawerSnapshot) =>
  JSON.stringify([
    leaves(s.value),
    s.context.page,
    s.context.pageSize,
    s.context.applied.level,
    s.context.draft.level,
    !!s.context.error,
    !!s.context.exportError,
  ]);

describe('logs drawer machine model', () => {
  const paths = getShortestPaths(logsDrawerMachine, { events: MODEL_EVENTS, serializeState });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => leaves(path.state.value)));
    expect([...reached].sort()).toEqual(allLeaves().sort());
  });

  it('explores a bounded model', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.length).toBeLessThan(2_000);
  });

  it.each(
    paths.map((path) => [
      path.steps
        .slice(1)
        .map((s) => s.event.type)
        .join(' > ') || 'start',
      path,
    ]),
  )('replays %s', async (_name, path) => {
    vi.useFakeTimers();
    const { actors, pending } = controlledActors();
    const actor = createActor(logsDrawerMachine.provide({ actors })).start();
    // The pure transition is the reference: the graph keeps one snapshot per vertex, and a
    // vertex ignores the context it does not serialise, so its stored context may be another's.
    let expected = initialTransition(logsDrawerMachine)[0];
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type !== 'xstate.init') expected = transition(logsDrawerMachine, expected, step.event)[0];
      if (event.type === POLL) vi.advanceTimersByTime(LOG_POLL_INTERVAL_MS);
      else if (/^xstate\.(done|error)\.actor\./.test(event.type)) settle(pending, event);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => serializeState(s) === serializeState(expected));
      expect(snapshot.context).toEqual(expected.context);
      expect([...snapshot.tags].sort()).toEqual([...expected.tags].sort());
    }
    expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state));
    actor.stop();
    vi.useRealTimers();
  });
});
