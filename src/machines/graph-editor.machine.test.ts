import { createActor, fromPromise } from 'xstate';
import * as editorModel from './graph-editor.events';
import { CONFLICT, DOWN, LOADED, SAVED, SAVED_AT, WORKFLOW } from './graph-editor.events';
import { graphEditorMachine, type GraphEditorEvent, type GraphEditorSnapshot } from './graph-editor.machine';
import { modelHarness } from './graph-editor.test-support';
import type {
  FetchLatestVersionInput,
  GraphEditorInput,
  LoadedWorkflow,
  LoadWorkflowInput,
  SavedWorkflow,
  SaveWorkflowInput,
} from './graph-editor.types';
import { describeModel } from './model/describe-model.test-support';

// The graph editor's modes: the model-based suite (every transition taken, each step checked
// against the editor's rules in graph-editor.test-support.ts), then stories on a live editor.

type ActorName = 'loadWorkflow' | 'saveWorkflow' | 'fetchLatestVersion';
type Answer = { type: string; output?: unknown; error?: unknown };
const answerOf = (event: { type: string }) => /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
const where = (s: GraphEditorSnapshot) =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0];

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

describeModel(graphEditorMachine, editorModel, modelHarness);

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
