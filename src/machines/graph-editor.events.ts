// Every event the graph editor's model takes: the page's (from the machine's own list), and each
// call settling: a load, a save (done, refused with 409, failed) and the latest version read.
import { toApiError } from '../api/errors';
import { GRAPH_EDITOR_EVENT_TYPES, type GraphEditorEvent } from './graph-editor.machine';
import type { GraphEditorInput, LoadedWorkflow, SavedWorkflow } from './graph-editor.types';
import type { ModelEvent, PlanVariant } from './model/types';

export const WORKFLOW = '0b0e0f00-0000-4000-8000-00000000000a';
export const CONFLICT = toApiError(409, {
  detail: { error: { message: 'The workflow changed meanwhile', type: 'conflict' } },
});
export const DOWN = toApiError(503, { detail: { error: { message: 'Database unavailable', type: 'unavailable' } } });
export const SAVED_AT = Date.UTC(2026, 10, 24, 12);
export const LOADED: LoadedWorkflow = { version: 3, savedAt: SAVED_AT - 60_000 };
export const SAVED: SavedWorkflow = { version: 4, workflowId: WORKFLOW, savedAt: SAVED_AT };
export const LATEST = 9;
/** What the page hands over with SAVE and KEEP_MINE: what is on screen. */
export const DRAFT = { nodes: 2, edges: 1 };
export const MINE = { nodes: 3, edges: 2 };

export const events: readonly ModelEvent<GraphEditorEvent>[] = [
  ...GRAPH_EDITOR_EVENT_TYPES.map((type): GraphEditorEvent => {
    if (type === 'SAVE') return { type, draft: DRAFT };
    if (type === 'KEEP_MINE') return { type, draft: MINE };
    return { type };
  }),
  { type: 'xstate.done.actor.loadWorkflow', output: LOADED },
  { type: 'xstate.error.actor.loadWorkflow', error: DOWN },
  { type: 'xstate.done.actor.saveWorkflow', output: SAVED },
  { type: 'xstate.error.actor.saveWorkflow', error: CONFLICT },
  { type: 'xstate.error.actor.saveWorkflow', error: DOWN },
  { type: 'xstate.done.actor.fetchLatestVersion', output: LATEST },
  { type: 'xstate.error.actor.fetchLatestVersion', error: DOWN },
];

const INPUTS: GraphEditorInput[] = [
  { workflowId: WORKFLOW, readOnly: false },
  { workflowId: WORKFLOW, readOnly: true },
  { readOnly: false },
  { readOnly: true },
];

export const variants: readonly PlanVariant[] = INPUTS.map((input) => ({
  name: `a ${input.workflowId ? 'saved' : 'new'} workflow${input.readOnly ? ', read-only' : ''}`,
  input,
}));
