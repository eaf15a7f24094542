// The graph editor's context, events and actor inputs and outputs, apart from the chart that uses them.

export interface GraphEditorContext {
  /** Undefined for a new workflow until its first save gives it one. */
  workflowId?: string;
  readOnly: boolean;
  /** The server version the editor's changes are based on; 0 until a new workflow is first saved. */
  version: number;
  /** There is unsaved work (the page asks before leaving when there is). */
  dirty: boolean;
  /** An edit landed while a save was in flight, so that save does not cover it. */
  editedWhileSaving: boolean;
  saveError?: string;
  loadError?: string;
  /** The load failed because there is no such workflow for this user (not a passing failure). */
  loadMissing?: boolean;
  /** When the version on screen was saved (epoch milliseconds), as far as the editor knows. */
  savedAt?: number;
  /** What the page handed over with SAVE or KEEP_MINE, passed on untouched to saveWorkflow. */
  draft?: unknown;
}

export interface GraphEditorInput {
  workflowId?: string;
  readOnly: boolean;
}

/** Every event the page may send, in one place (tests build their events from this list). */
export const GRAPH_EDITOR_EVENT_TYPES = [
  'EDIT',
  'SAVE',
  'CONNECT_START',
  'CONNECT_END',
  'CONNECT_CANCEL',
  'RETRY',
  'RELOAD',
  'KEEP_MINE',
  'CANCEL_CONFLICT',
  'LEAVE_REQUEST',
  'LEAVE_CONFIRM',
  'LEAVE_CANCEL',
] as const;
export type GraphEditorEventType = (typeof GRAPH_EDITOR_EVENT_TYPES)[number];

/**
 * EDIT is any change to the document (undo and redo too) and carries nothing. SAVE and KEEP_MINE
 * may carry what is on screen (`draft`) for a save actor that does not read the document itself.
 */
export type GraphEditorEvent =
  { type: Exclude<GraphEditorEventType, 'SAVE' | 'KEEP_MINE'> } | { type: 'SAVE' | 'KEEP_MINE'; draft?: unknown };

export interface LoadWorkflowInput {
  workflowId: string;
}
export interface LoadedWorkflow {
  version: number;
  savedAt?: number;
}
export interface SaveWorkflowInput {
  /** Undefined for a new workflow: the save creates it. */
  workflowId?: string;
  /** The version the save overwrites; the server answers 409 when it holds a newer one. */
  version: number;
  /** The draft SAVE or KEEP_MINE carried, if any (undefined when the actor reads the document). */
  draft: unknown;
}
export interface SavedWorkflow {
  version: number;
  workflowId: string;
  /** When the server stored it; the editor's clock when absent. */
  savedAt?: number;
}
export interface FetchLatestVersionInput {
  workflowId: string;
}
