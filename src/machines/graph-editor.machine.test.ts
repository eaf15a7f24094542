import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { toApiError } from '../api/errors';
import {
  GRAPH_EDITOR_EVENT_TYPES,
  graphEditorMachine,
  type GraphEditorEvent,
  type GraphEditorSnapshot,
} from './graph-editor.machine';
import type {
  FetchLatestVersionInput,
  GraphEditorInput,
  LoadedWorkflow,
  LoadWorkflowInput,
  SavedWorkflow,
  SaveWorkflowInput,
} from './graph-editor.types';

// Model-based tests of the graph editor's modes. Paths come from the chart (the shortest path to
// every state, each followed by every event that state takes), and every transition of the
// definition must be taken by them, counted from the definition itself. Each path is replayed on
// a live actor whose load, save and fetch calls are fakes the test settles; every step is checked
// against an oracle written from the editor's rules, apart from the chart: where the editor is,
// whether there is unsaved work, and which calls it made with which version.

const WORKFLOW = '0b0e0f00-0000-4000-8000-00000000000a';
const CONFLICT = toApiError(409, {
  detail: { error: { message: 'The workflow changed meanwhile', type: 'conflict' } },
});
const DOWN = toApiError(503, { detail: { error: { message: 'Database unavailable', type: 'unavailable' } } });
const SAVED_AT = Date.UTC(2026, 10, 24, 12);
const LOADED: LoadedWorkflow = { version: 3, savedAt: SAVED_AT - 60_000 };
const SAVED: SavedWorkflow = { version: 4, workflowId: WORKFLOW, savedAt: SAVED_AT };
const LATEST = 9;

type ActorName = 'loadWorkflow' | 'saveWorkflow' | 'fetchLatestVersion';
type Answer = { type: string; output?: unknown; error?: unknown };

// Every event the model may take: the page's, from the machine's own list, and each call's answers.
const ANSWERS: Answer[] = [
  { type: 'xstate.done.actor.loadWorkflow', output: LOADED },
  { type: 'xstate.error.actor.loadWorkflow', error: DOWN },
  { type: 'xstate.done.actor.saveWorkflow', output: SAVED },
  { type: 'xstate.error.actor.saveWorkflow', error: CONFLICT },
  { type: 'xstate.error.actor.saveWorkflow', error: DOWN },
  { type: 'xstate.done.actor.fetchLatestVersion', output: LATEST },
  { type: 'xstate.error.actor.fetchLatestVersion', error: DOWN },
];
const MODEL_EVENTS = [
  ...GRAPH_EDITOR_EVENT_TYPES.map((type) => ({ type })),
  ...(ANSWERS as unknown as GraphEditorEvent[]),
] as GraphEditorEvent[];

const INPUTS: GraphEditorInput[] = [
  { workflowId: WORKFLOW, readOnly: false },
  { workflowId: WORKFLOW, readOnly: true },
  { workflowId: undefined, readOnly: false },
  { workflowId: undefined, readOnly: true },
];
const inputName = (input: GraphEditorInput) =>
  `${input.workflowId ? 'saved' : 'new'} workflow${input.readOnly ? ', read-only' : ''}`;

/** The active leaf, e.g. 'editing.connecting'. */
const where = (s: GraphEditorSnapshot) =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0];

const serializeState = (s: GraphEditorSnapshot) =>
  JSON.stringify([
    where(s),
    s.context.dirty,
    s.context.editedWhileSaving,
    s.context.workflowId ?? null,
    s.context.version,
    !!s.context.saveError,
    !!s.context.loadError,
  ]);

// ---- The chart's transitions, read from the definition ----

/** Every transition of the definition (each guarded branch its own), named for a readable failure. */
function definedTransitions(node: AnyStateNode = graphEditorMachine.root): Map<AnyTransitionDefinition, string> {
  const found = new Map<AnyTransitionDefinition, string>();
  const name = (t: AnyTransitionDefinition, i: number) =>
    `${node.id}: ${t.eventType || 'always'}[${i}] -> ${t.target?.map((n: AnyStateNode) => n.id).join(',') ?? 'self'}`;
  for (const candidates of node.transitions.values()) candidates.forEach((t, i) => found.set(t, name(t, i)));
  (node.always ?? []).forEach((t, i) => found.set(t, name(t, i)));
  for (const child of Object.values(node.states) as AnyStateNode[])
    for (const [t, n] of definedTransitions(child)) found.set(t, n);
  return found;
}

/** The eventless branch the start took: the one whose target is where the editor began. */
function startTransition(input: GraphEditorInput): AnyTransitionDefinition {
  const [first] = initialTransition(graphEditorMachine, input);
  const start = graphEditorMachine.root.states.start as AnyStateNode;
  return start.always!.find((t) => t.target!.every((target: AnyStateNode) => first._nodes.includes(target)))!;
}

type Step = { state: GraphEditorSnapshot; event: GraphEditorEvent };
type Path = { steps: Step[]; state: GraphEditorSnapshot };

/** The shortest path to every state, and each of those followed by every event its state takes: every edge once. */
function edgeCoveringPaths(input: GraphEditorInput): Path[] {
  const toStates = getShortestPaths(graphEditorMachine, { events: MODEL_EVENTS, serializeState, input }) as Path[];
  const extended = toStates.flatMap((path) =>
    MODEL_EVENTS.filter((event) => path.state.can(event)).map((event) => {
      const [next] = transition(graphEditorMachine, path.state, event);
      return { steps: [...path.steps, { state: next, event }], state: next };
    }),
  );
  // An extension may be another state's shortest path already: keep one path per event sequence.
  const byEvents = new Map([...toStates, ...extended].map((path) => [pathName(path), path]));
  return [...byEvents.values()];
}
const pathName = (path: Path) =>
  path.steps
    .slice(1)
    .map((s) => kindOf(s.event as Answer) + ((s.event as Answer).error === CONFLICT ? '(409)' : ''))
    .join(' > ') || 'start';

// ---- The oracle: the editor's rules, written from the brief and not from the chart ----

const answerOf = (event: { type: string }) => /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
const kindOf = (event: Answer) => {
  const answer = answerOf(event);
  return answer ? `${answer[1]}.${answer[2]}` : event.type;
};

/** What each mode takes; anything else is ignored (read-only takes no EDIT or SAVE). */
const TAKES: Record<string, string[]> = {
  loading: ['done.loadWorkflow', 'error.loadWorkflow'],
  loadFailed: ['RETRY', 'LEAVE_REQUEST'],
  viewing: ['LEAVE_REQUEST'],
  'editing.idle': ['EDIT', 'SAVE', 'CONNECT_START', 'LEAVE_REQUEST'],
  'editing.connecting': ['EDIT', 'SAVE', 'CONNECT_END', 'CONNECT_CANCEL', 'LEAVE_REQUEST'],
  saving: ['EDIT', 'done.saveWorkflow', 'error.saveWorkflow'],
  conflict: ['RELOAD', 'KEEP_MINE', 'CANCEL_CONFLICT'],
  resolvingConflict: ['done.fetchLatestVersion', 'error.fetchLatestVersion'],
  confirmingLeave: ['LEAVE_CONFIRM', 'LEAVE_CANCEL'],
  left: [],
};

function oracle(input: GraphEditorInput) {
  const seen = {
    mode: input.workflowId ? 'loading' : input.readOnly ? 'viewing' : 'editing.idle',
    dirty: false,
    version: 0,
    workflowId: input.workflowId,
    loads: input.workflowId ? [{ workflowId: input.workflowId }] : ([] as LoadWorkflowInput[]),
    saves: [] as Array<{ workflowId?: string; version: number }>,
    fetches: [] as FetchLatestVersionInput[],
  };
  let editedDuringSave = false;
  const startSave = () => {
    editedDuringSave = false;
    seen.saves.push({ workflowId: seen.workflowId, version: seen.version });
    return 'saving';
  };
  const load = () => {
    seen.loads.push({ workflowId: seen.workflowId! });
    return 'loading';
  };
  const rules: Record<string, (event: Answer) => string> = {
    EDIT: () => {
      seen.dirty = true;
      editedDuringSave = seen.mode === 'saving';
      return seen.mode;
    },
    SAVE: startSave,
    CONNECT_START: () => 'editing.connecting',
    CONNECT_END: () => 'editing.idle',
    CONNECT_CANCEL: () => 'editing.idle',
    RETRY: load,
    RELOAD: () => ((seen.dirty = false), load()),
    KEEP_MINE: () => (seen.fetches.push({ workflowId: seen.workflowId! }), 'resolvingConflict'),
    CANCEL_CONFLICT: () => 'editing.idle',
    LEAVE_REQUEST: () => (seen.dirty ? 'confirmingLeave' : 'left'),
    LEAVE_CONFIRM: () => 'left',
    LEAVE_CANCEL: () => 'editing.idle',
    'done.loadWorkflow': (e) => {
      Object.assign(seen, { version: (e.output as LoadedWorkflow).version, dirty: false });
      return input.readOnly ? 'viewing' : 'editing.idle';
    },
    'error.loadWorkflow': () => 'loadFailed',
    'done.saveWorkflow': (e) => {
      const saved = e.output as SavedWorkflow;
      Object.assign(seen, { version: saved.version, workflowId: saved.workflowId, dirty: editedDuringSave });
      return 'editing.idle';
    },
    'error.saveWorkflow': (e) => {
      if ((e.error as { status?: number }).status !== 409 || !seen.workflowId) return 'editing.idle';
      seen.dirty = true;
      return 'conflict';
    },
    'done.fetchLatestVersion': (e) => ((seen.version = e.output as number), startSave()),
    'error.fetchLatestVersion': () => 'editing.idle',
  };
  return {
    seen,
    takes: (event: Answer) => TAKES[seen.mode].includes(kindOf(event)),
    step(event: Answer) {
      if (TAKES[seen.mode].includes(kindOf(event))) seen.mode = rules[kindOf(event)](event);
    },
  };
}

// ---- A live editor whose calls wait for the test ----

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function liveEditor(input: GraphEditorInput) {
  const pending = new Map<ActorName, { resolve: (value: never) => void; reject: (error: unknown) => void }>();
  const calls = { loadWorkflow: [] as unknown[], saveWorkflow: [] as unknown[], fetchLatestVersion: [] as unknown[] };
  const fake = <O, I>(name: ActorName) =>
    fromPromise<O, I>(({ input: asked }) => {
      calls[name].push(asked);
      return new Promise<O>((resolve, reject) => pending.set(name, { resolve: resolve as never, reject }));
    });
  const machine = graphEditorMachine.provide({
    actors: {
      loadWorkflow: fake<LoadedWorkflow, LoadWorkflowInput>('loadWorkflow'),
      saveWorkflow: fake<SavedWorkflow, SaveWorkflowInput>('saveWorkflow'),
      fetchLatestVersion: fake<number, FetchLatestVersionInput>('fetchLatestVersion'),
    },
  });
  const actor = createActor(machine, { input }).start();
  /** A page event is sent; an answer settles the call in flight. */
  async function play(event: Answer) {
    const answer = answerOf(event);
    if (!answer) return void actor.send(event as GraphEditorEvent);
    const call = pending.get(answer[2] as ActorName);
    if (!call) throw new Error(`${answer[2]} is not running`);
    pending.delete(answer[2] as ActorName);
    if (answer[1] === 'done') call.resolve(event.output as never);
    else call.reject(event.error);
    await flush();
  }
  return { actor, calls, play, pending };
}

describe('graph editor machine model', () => {
  const explored = INPUTS.flatMap((input) => edgeCoveringPaths(input).map((path) => ({ input, path })));

  it('explores a bounded model', () => {
    expect(explored.length).toBeGreaterThan(100);
    expect(explored.length).toBeLessThan(3_000);
  });

  it('reaches every state of the chart', () => {
    const leaves = (node: AnyStateNode): string[] => {
      const children = Object.values(node.states) as AnyStateNode[];
      return children.length ? children.flatMap(leaves) : [node.path.join('.')];
    };
    const reached = new Set(explored.map(({ path }) => where(path.state)));
    // start only picks where to begin: no snapshot ever rests there.
    expect([...reached].sort()).toEqual(
      leaves(graphEditorMachine.root)
        .filter((s) => s !== 'start')
        .sort(),
    );
  });

  it('takes every transition of the definition at least once', () => {
    const defined = definedTransitions();
    const taken = new Set<AnyTransitionDefinition>(INPUTS.map(startTransition));
    for (const { path } of explored)
      for (let i = 1; i < path.steps.length; i++)
        for (const t of graphEditorMachine.getTransitionData(path.steps[i - 1].state, path.steps[i].event))
          taken.add(t);
    expect([...taken].filter((t) => !defined.has(t))).toEqual([]);
    expect([...defined].filter(([t]) => !taken.has(t)).map(([, name]) => name)).toEqual([]);
    expect(defined.size).toBeGreaterThan(25);
  });

  it('takes exactly the events each mode should take, in every state reached', () => {
    for (const { input, path } of explored) {
      const expected = oracle(input);
      expected.seen.mode = where(path.state);
      for (const event of MODEL_EVENTS)
        expect(path.state.can(event), `${where(path.state)} ${event.type}`).toBe(expected.takes(event));
    }
  });

  it.each(explored.map(({ input, path }) => [`${inputName(input)}: ${pathName(path)}`, input, path]))(
    'replays %s',
    async (_name, input, path) => {
      const live = liveEditor(input);
      const expected = oracle(input);
      for (const step of path.steps.slice(1)) {
        await live.play(step.event as Answer);
        expected.step(step.event as Answer);
        const snapshot = live.actor.getSnapshot();
        expect(where(snapshot)).toBe(where(step.state));
        expect(where(snapshot)).toBe(expected.seen.mode);
        expect(snapshot.context).toMatchObject({
          dirty: expected.seen.dirty,
          version: expected.seen.version,
          workflowId: expected.seen.workflowId,
        });
      }
      expect(live.calls.loadWorkflow).toEqual(expected.seen.loads);
      expect(live.calls.saveWorkflow).toEqual(expected.seen.saves.map((save) => ({ ...save, draft: undefined })));
      expect(live.calls.fetchLatestVersion).toEqual(expected.seen.fetches);
      live.actor.stop();
    },
  );
});

describe('graph editor machine', () => {
  it('starts a new workflow in editing at version 0 without loading', () => {
    const live = liveEditor({ readOnly: false });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    expect(live.actor.getSnapshot().context).toMatchObject({ version: 0, dirty: false, workflowId: undefined });
    expect(live.calls.loadWorkflow).toEqual([]);
  });

  it('loads the workflow it was given, keeps its version and when it was saved', async () => {
    const live = liveEditor({ workflowId: WORKFLOW, readOnly: false });
    expect(live.calls.loadWorkflow).toEqual([{ workflowId: WORKFLOW }]);
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: { version: 7, savedAt: 1234 } });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    expect(live.actor.getSnapshot().context).toMatchObject({ version: 7, savedAt: 1234, dirty: false });
  });

  it('shows why the load failed and loads again on RETRY', async () => {
    const live = liveEditor({ workflowId: WORKFLOW, readOnly: false });
    await live.play({ type: 'xstate.error.actor.loadWorkflow', error: DOWN });
    expect(where(live.actor.getSnapshot())).toBe('loadFailed');
    expect(live.actor.getSnapshot().context.loadError).toBe('Database unavailable');
    live.actor.send({ type: 'RETRY' });
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: LOADED });
    expect(live.calls.loadWorkflow).toHaveLength(2);
    expect(live.actor.getSnapshot().context.loadError).toBeUndefined();
  });

  it('saves naming the version it loaded, then the version the save returned', async () => {
    const live = liveEditor({ workflowId: WORKFLOW, readOnly: false });
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: { version: 5 } });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    expect(live.calls.saveWorkflow).toEqual([{ workflowId: WORKFLOW, version: 5, draft: undefined }]);
    await live.play({ type: 'xstate.done.actor.saveWorkflow', output: { version: 6, workflowId: WORKFLOW } });
    expect(live.actor.getSnapshot().context).toMatchObject({ version: 6, dirty: false });
    live.actor.send({ type: 'SAVE', draft: 'what is on screen' });
    expect(live.calls.saveWorkflow[1]).toEqual({ workflowId: WORKFLOW, version: 6, draft: 'what is on screen' });
  });

  it('gives a new workflow its id on the first save and stamps the save with the clock when the server does not', async () => {
    vi.useFakeTimers({ now: SAVED_AT, toFake: ['Date'] });
    const live = liveEditor({ readOnly: false });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    expect(live.calls.saveWorkflow).toEqual([{ workflowId: undefined, version: 0, draft: undefined }]);
    await live.play({ type: 'xstate.done.actor.saveWorkflow', output: { version: 1, workflowId: WORKFLOW } });
    expect(live.actor.getSnapshot().context).toMatchObject({ workflowId: WORKFLOW, version: 1, savedAt: SAVED_AT });
    vi.useRealTimers();
  });

  it('keeps the work unsaved when it was edited while the save was in flight', async () => {
    const live = liveEditor({ readOnly: false });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    live.actor.send({ type: 'EDIT' });
    await live.play({ type: 'xstate.done.actor.saveWorkflow', output: SAVED });
    expect(live.actor.getSnapshot().context).toMatchObject({ dirty: true, editedWhileSaving: false, version: 4 });
    live.actor.send({ type: 'SAVE' });
    await live.play({ type: 'xstate.done.actor.saveWorkflow', output: { ...SAVED, version: 5 } });
    expect(live.actor.getSnapshot().context.dirty).toBe(false);
  });

  it('shows a failed save until the next edit or save, and stays in editing with the work unsaved', async () => {
    const live = liveEditor({ readOnly: false });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    await live.play({ type: 'xstate.error.actor.saveWorkflow', error: DOWN });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    expect(live.actor.getSnapshot().context).toMatchObject({ saveError: 'Database unavailable', dirty: true });
    live.actor.send({ type: 'EDIT' });
    expect(live.actor.getSnapshot().context.saveError).toBeUndefined();
  });

  async function conflicted() {
    const live = liveEditor({ workflowId: WORKFLOW, readOnly: false });
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: LOADED });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    await live.play({ type: 'xstate.error.actor.saveWorkflow', error: CONFLICT });
    return live;
  }

  it('is in conflict after the server answers 409, with the work still unsaved', async () => {
    const live = await conflicted();
    expect(where(live.actor.getSnapshot())).toBe('conflict');
    expect(live.actor.getSnapshot().context.dirty).toBe(true);
    live.actor.send({ type: 'CANCEL_CONFLICT' });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    expect(live.actor.getSnapshot().context.dirty).toBe(true);
  });

  it('KEEP_MINE reads the latest version and saves over it', async () => {
    const live = await conflicted();
    live.actor.send({ type: 'KEEP_MINE', draft: 'mine' });
    expect(live.calls.fetchLatestVersion).toEqual([{ workflowId: WORKFLOW }]);
    await live.play({ type: 'xstate.done.actor.fetchLatestVersion', output: 12 });
    expect(live.calls.saveWorkflow.at(-1)).toEqual({ workflowId: WORKFLOW, version: 12, draft: 'mine' });
    await live.play({ type: 'xstate.done.actor.saveWorkflow', output: { version: 13, workflowId: WORKFLOW } });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    expect(live.actor.getSnapshot().context).toMatchObject({ version: 13, dirty: false });
  });

  it('RELOAD discards the local work and loads the server version again', async () => {
    const live = await conflicted();
    live.actor.send({ type: 'RELOAD' });
    expect(where(live.actor.getSnapshot())).toBe('loading');
    expect(live.actor.getSnapshot().context.dirty).toBe(false);
    expect(live.calls.loadWorkflow).toEqual([{ workflowId: WORKFLOW }, { workflowId: WORKFLOW }]);
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: { version: 8 } });
    expect(live.actor.getSnapshot().context).toMatchObject({ version: 8, dirty: false });
  });

  it('asks before leaving unsaved work, and leaves at once when there is none', () => {
    const live = liveEditor({ readOnly: false });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'LEAVE_REQUEST' });
    expect(where(live.actor.getSnapshot())).toBe('confirmingLeave');
    live.actor.send({ type: 'LEAVE_CANCEL' });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
    live.actor.send({ type: 'LEAVE_REQUEST' });
    live.actor.send({ type: 'LEAVE_CONFIRM' });
    expect(live.actor.getSnapshot().status).toBe('done');

    const clean = liveEditor({ readOnly: false });
    clean.actor.send({ type: 'LEAVE_REQUEST' });
    expect(where(clean.actor.getSnapshot())).toBe('left');
  });

  it('edits and saves nothing when read-only', async () => {
    const live = liveEditor({ workflowId: WORKFLOW, readOnly: true });
    await live.play({ type: 'xstate.done.actor.loadWorkflow', output: LOADED });
    live.actor.send({ type: 'EDIT' });
    live.actor.send({ type: 'SAVE' });
    expect(where(live.actor.getSnapshot())).toBe('viewing');
    expect(live.actor.getSnapshot().context.dirty).toBe(false);
    expect(live.calls.saveWorkflow).toEqual([]);
  });

  it('keeps the mode of a connection being dragged while edits arrive', () => {
    const live = liveEditor({ readOnly: false });
    live.actor.send({ type: 'CONNECT_START' });
    live.actor.send({ type: 'EDIT' });
    expect(where(live.actor.getSnapshot())).toBe('editing.connecting');
    expect(live.actor.getSnapshot().context.dirty).toBe(true);
    live.actor.send({ type: 'CONNECT_CANCEL' });
    expect(where(live.actor.getSnapshot())).toBe('editing.idle');
  });

  it('fails the load with a message when the page provides no actors', async () => {
    const actor = createActor(graphEditorMachine, { input: { workflowId: WORKFLOW, readOnly: false } }).start();
    await flush();
    expect(where(actor.getSnapshot())).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toMatch(/not provided/);
  });
});
