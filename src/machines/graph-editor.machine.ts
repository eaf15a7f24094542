// States:
//   start              picks loading (a saved workflow), or viewing / editing for a new one (version 0)
//   loading            the workflow is fetched; then viewing (read-only) or editing
//   loadFailed         the fetch failed (loadMissing: there is no such workflow); RETRY fetches again
//   viewing            read-only: no edit or save is taken
//   editing.idle       changes are made (EDIT); editing.connecting while a connection is dragged
//   saving             the save call in flight, naming the version it overwrites
//   conflict           the server has a newer version: RELOAD it, KEEP_MINE, or CANCEL_CONFLICT
//   resolvingConflict  keeping ours: the server's version is read, then ours is saved over it
//   confirmingLeave    leaving with unsaved work: LEAVE_CONFIRM leaves, LEAVE_CANCEL stays
//   left               final: the page may navigate away
// The graph itself (nodes, edges, undo history) lives in the page's document reducer; this
// machine holds the editor's modes and what they need: the workflow's id and version, and
// whether there is unsaved work.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getErrorMessage, getErrorStatus, isMissingObjectError } from '../api/errors';
import type {
  FetchLatestVersionInput,
  GraphEditorContext,
  GraphEditorEvent,
  GraphEditorInput,
  LoadedWorkflow,
  LoadWorkflowInput,
  SavedWorkflow,
  SaveWorkflowInput,
} from './graph-editor.types';

export { GRAPH_EDITOR_EVENT_TYPES, type GraphEditorEvent } from './graph-editor.types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided: the page provides it`);
};

export const graphEditorMachine = setup({
  types: {
    context: {} as GraphEditorContext,
    events: {} as GraphEditorEvent,
    input: {} as GraphEditorInput,
  },
  actors: {
    loadWorkflow: fromPromise<LoadedWorkflow, LoadWorkflowInput>(notProvided('loadWorkflow')),
    saveWorkflow: fromPromise<SavedWorkflow, SaveWorkflowInput>(notProvided('saveWorkflow')),
    fetchLatestVersion: fromPromise<number, FetchLatestVersionInput>(notProvided('fetchLatestVersion')),
  },
  guards: {
    hasWorkflow: ({ context }) => context.workflowId !== undefined,
    isReadOnly: ({ context }) => context.readOnly,
    canSave: ({ context }) => !context.readOnly,
    isDirty: ({ context }) => context.dirty,
    // A conflict needs a saved workflow to reload or to read the latest version of.
    isConflict: ({ context }, params: { error: unknown }) =>
      getErrorStatus(params.error) === 409 && context.workflowId !== undefined,
  },
  actions: {
    loaded: assign((_, params: LoadedWorkflow) => ({
      version: params.version,
      savedAt: params.savedAt,
      dirty: false,
      editedWhileSaving: false,
      loadError: undefined,
      loadMissing: false,
      saveError: undefined,
    })),
    loadFailed: assign((_, params: { error: unknown }) => ({
      loadError: getErrorMessage(params.error),
      loadMissing: isMissingObjectError(params.error),
    })),
    markDirty: assign({ dirty: true, saveError: undefined }),
    markEditedWhileSaving: assign({ dirty: true, editedWhileSaving: true }),
    takeDraft: assign((_, params: { draft: unknown }) => ({ draft: params.draft })),
    startSave: assign({ saveError: undefined, editedWhileSaving: false }),
    saved: assign(({ context }, params: SavedWorkflow) => ({
      version: params.version,
      workflowId: params.workflowId,
      savedAt: params.savedAt ?? Date.now(),
      dirty: context.editedWhileSaving,
      editedWhileSaving: false,
      draft: undefined,
    })),
    saveFailed: assign((_, params: { error: unknown }) => ({
      saveError: getErrorMessage(params.error),
      editedWhileSaving: false,
    })),
    // The server holds another version than ours: what is on screen is not saved.
    conflicted: assign({ dirty: true, editedWhileSaving: false }),
    takeVersion: assign((_, params: { version: number }) => ({ version: params.version })),
    discard: assign({ dirty: false, editedWhileSaving: false, saveError: undefined, draft: undefined }),
  },
}).createMachine({
  id: 'graphEditor',
  context: ({ input }) => ({
    workflowId: input.workflowId,
    readOnly: input.readOnly,
    version: 0,
    dirty: false,
    editedWhileSaving: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasWorkflow', target: 'loading' },
        { guard: 'isReadOnly', target: 'viewing' },
        { target: 'editing' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadWorkflow',
        src: 'loadWorkflow',
        input: ({ context }) => ({ workflowId: context.workflowId! }),
        onDone: [
          { guard: 'isReadOnly', target: 'viewing', actions: { type: 'loaded', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading', LEAVE_REQUEST: 'left' } },
    viewing: { on: { LEAVE_REQUEST: 'left' } },
    editing: {
      initial: 'idle',
      states: {
        idle: { on: { CONNECT_START: 'connecting' } },
        connecting: { on: { CONNECT_END: 'idle', CONNECT_CANCEL: 'idle' } },
      },
      on: {
        EDIT: { actions: 'markDirty' },
        SAVE: {
          guard: 'canSave',
          target: 'saving',
          actions: { type: 'takeDraft', params: ({ event }) => ({ draft: event.draft }) },
        },
        LEAVE_REQUEST: [{ guard: 'isDirty', target: 'confirmingLeave' }, { target: 'left' }],
      },
    },
    saving: {
      entry: 'startSave',
      invoke: {
        id: 'saveWorkflow',
        src: 'saveWorkflow',
        input: ({ context }) => ({ workflowId: context.workflowId, version: context.version, draft: context.draft }),
        onDone: { target: 'editing', actions: { type: 'saved', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: 'conflicted',
          },
          { target: 'editing', actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: { EDIT: { actions: 'markEditedWhileSaving' } },
    },
    conflict: {
      on: {
        RELOAD: { target: 'loading', actions: 'discard' },
        KEEP_MINE: {
          target: 'resolvingConflict',
          actions: { type: 'takeDraft', params: ({ event }) => ({ draft: event.draft }) },
        },
        CANCEL_CONFLICT: 'editing',
      },
    },
    resolvingConflict: {
      invoke: {
        id: 'fetchLatestVersion',
        src: 'fetchLatestVersion',
        input: ({ context }) => ({ workflowId: context.workflowId! }),
        onDone: {
          target: 'saving',
          actions: { type: 'takeVersion', params: ({ event }) => ({ version: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingLeave: { on: { LEAVE_CONFIRM: 'left', LEAVE_CANCEL: 'editing' } },
    left: { type: 'final' },
  },
});

export type GraphEditorMachine = typeof graphEditorMachine;
export type GraphEditorActor = ActorRefFrom<GraphEditorMachine>;
export type GraphEditorSnapshot = SnapshotFrom<GraphEditorMachine>;
