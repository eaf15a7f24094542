// The graph editor's oracle, written from the editor's rules (not from the chart): the mode the
// page shows, unsaved work, the version on screen and its errors, and the loads and saves made
// with the version each save names and the draft it sends.
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';
import { variants } from './graph-editor.events';
import { GRAPH_EDITOR_EVENT_TYPES, graphEditorMachine, type GraphEditorSnapshot } from './graph-editor.machine';
import type { GraphEditorInput, LoadedWorkflow, SavedWorkflow } from './graph-editor.types';

export interface EditorSeen {
  mode: string;
  dirty: boolean;
  version: number;
  workflowId: string | null;
  savedAt: number | null;
  saveError: string | null;
  loadError: string | null;
  /** The page's events the editor takes now. */
  accepts: string[];
  calls: ActorCall[];
  running: string[];
}

interface EditorModel {
  seen: EditorSeen;
  readOnly: boolean;
  editedDuringSave: boolean;
  draft: unknown;
}

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
const accepted = (mode: string) => GRAPH_EDITOR_EVENT_TYPES.filter((type) => TAKES[mode].includes(type));
const kindOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '$1.');
const message = (error: unknown) => (error as Error).message;

function call(m: EditorModel, mode: string, actor: string, input: unknown): EditorModel {
  return { ...m, seen: { ...m.seen, mode, calls: [...m.seen.calls, { actor, input }], running: [actor] } };
}
const load = (m: EditorModel) => call(m, 'loading', 'loadWorkflow', { workflowId: m.seen.workflowId });
const save = (m: EditorModel, draft: unknown): EditorModel => {
  const { workflowId, version } = m.seen;
  const next = { ...m, draft, editedDuringSave: false, seen: { ...m.seen, saveError: null } };
  return call(next, 'saving', 'saveWorkflow', { workflowId: workflowId ?? undefined, version, draft });
};
const show = (m: EditorModel, change: Partial<EditorSeen>, rest: Partial<EditorModel> = {}): EditorModel => ({
  ...m,
  ...rest,
  seen: { ...m.seen, running: [], ...change },
});

/** After this event in this mode, the editor shows: */
function rule(m: EditorModel, event: PlanEvent): EditorModel {
  const { seen } = m;
  switch (kindOf(event.type)) {
    case 'EDIT':
      return seen.mode === 'saving'
        ? { ...m, editedDuringSave: true, seen: { ...seen, dirty: true } }
        : { ...m, seen: { ...seen, dirty: true, saveError: null } };
    case 'SAVE':
      return save(m, event.draft);
    case 'CONNECT_START':
      return show(m, { mode: 'editing.connecting' });
    case 'CONNECT_END':
    case 'CONNECT_CANCEL':
    case 'CANCEL_CONFLICT':
    case 'LEAVE_CANCEL':
      return show(m, { mode: 'editing.idle' });
    case 'RETRY':
      return load(m);
    case 'RELOAD':
      return load({ ...m, draft: undefined, seen: { ...seen, dirty: false, saveError: null } });
    case 'KEEP_MINE':
      return call({ ...m, draft: event.draft }, 'resolvingConflict', 'fetchLatestVersion', {
        workflowId: seen.workflowId,
      });
    case 'LEAVE_REQUEST':
      return show(m, { mode: seen.dirty ? 'confirmingLeave' : 'left' });
    case 'LEAVE_CONFIRM':
      return show(m, { mode: 'left' });
    default:
      return answer(m, event);
  }
}

/** A call settling. */
function answer(m: EditorModel, event: PlanEvent): EditorModel {
  const { seen } = m;
  switch (kindOf(event.type)) {
    case 'done.loadWorkflow': {
      const { version, savedAt } = event.output as LoadedWorkflow;
      const mode = m.readOnly ? 'viewing' : 'editing.idle';
      return show(m, { mode, version, savedAt: savedAt ?? null, dirty: false, loadError: null, saveError: null });
    }
    case 'error.loadWorkflow':
      return show(m, { mode: 'loadFailed', loadError: message(event.error) });
    case 'done.saveWorkflow': {
      const { version, workflowId, savedAt } = event.output as SavedWorkflow;
      const change = { mode: 'editing.idle', version, workflowId, savedAt: savedAt ?? null, dirty: m.editedDuringSave };
      return show(m, change, { draft: undefined, editedDuringSave: false });
    }
    case 'error.saveWorkflow':
      // A 409 on a saved workflow is a conflict: the server holds a newer version than ours.
      if ((event.error as { status?: number }).status === 409 && seen.workflowId)
        return show(m, { mode: 'conflict', dirty: true }, { editedDuringSave: false });
      return show(m, { mode: 'editing.idle', saveError: message(event.error) }, { editedDuringSave: false });
    case 'done.fetchLatestVersion':
      return save({ ...m, seen: { ...seen, version: event.output as number } }, m.draft);
    case 'error.fetchLatestVersion':
      return show(m, { mode: 'editing.idle', saveError: message(event.error) }, { editedDuringSave: false });
    default:
      throw new Error(`the graph editor oracle has no rule for ${event.type}`);
  }
}

const next = (m: EditorModel, event: PlanEvent) => {
  const after = TAKES[m.seen.mode].includes(kindOf(event.type)) ? rule(m, event) : m;
  return { ...after, seen: { ...after.seen, accepts: accepted(after.seen.mode) } };
};

function start(given: string | undefined): EditorModel {
  const input = variants.find((v) => v.name === given)!.input as GraphEditorInput;
  const seen: EditorSeen = {
    mode: input.readOnly ? 'viewing' : 'editing.idle',
    dirty: false,
    version: 0,
    workflowId: input.workflowId ?? null,
    savedAt: null,
    saveError: null,
    loadError: null,
    accepts: [],
    calls: [],
    running: [],
  };
  seen.accepts = accepted(input.workflowId ? 'loading' : seen.mode);
  const m = { seen, readOnly: input.readOnly, editedDuringSave: false, draft: undefined };
  return input.workflowId ? load(m) : m;
}

const where = (s: GraphEditorSnapshot) =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0];

function observe({ snapshot, calls, running }: World): EditorSeen {
  const s = snapshot as GraphEditorSnapshot;
  const c = s.context;
  return {
    mode: where(s),
    dirty: c.dirty,
    version: c.version,
    workflowId: c.workflowId ?? null,
    savedAt: c.savedAt ?? null,
    saveError: c.saveError ?? null,
    loadError: c.loadError ?? null,
    accepts: GRAPH_EDITOR_EVENT_TYPES.filter((type) => s.can({ type })),
    calls,
    running,
  };
}

export const modelHarness: MachineHarness<EditorModel, EditorSeen> = {
  machine: graphEditorMachine,
  oracle: { start, next, expected: (m) => m.seen, observe },
};
