// Bounds the contract (openapi/openapi.yaml) puts on what a caller sends. The server validates
// against the contract itself; these are for code that must respect the same bounds: forms that
// check before the call, the assistant drafting values, the engine writing rows.
export const WORKSPACE_NAME_MAX = 120;
export const WORKSPACE_DESCRIPTION_MAX = 5000;
export const GOAL_TITLE_MAX = 300;
export const GOAL_DESCRIPTION_MAX = 20_000;
export const IDEA_TITLE_MAX = 300;

/** DatasetUpdate: what the owner may write about an upload. */
export const DATASET_NAME_MAX = 200;
export const DATASET_DESCRIPTION_MAX = 5000;
export const DATASET_LICENCE_MAX = 100;
export const DATASET_TOPICS_MAX = 20;
export const DATASET_TOPIC_MAX = 80;

/** WorkflowNode: a graph node's name, description and notes, as the editor's side panel writes them. */
export const WORKFLOW_NODE_LABEL_MAX = 1000;
export const WORKFLOW_NODE_DESCRIPTION_MAX = 20_000;
export const WORKFLOW_NODE_NOTES_MAX = 5000;

/** GraphSpecification: what the generator is asked for. */
export const GRAPH_SPEC_NAME_MAX = 200;
export const GRAPH_SPEC_TEXT_MAX = 5000;

/** SessionStart.overrides (and a goal's parameters): whole numbers, both ends included. */
export const IDEAS_RANGE = [2, 200] as const;
export const ROUNDS_RANGE = [1, 20] as const;

/** Ideas one request may name (dataset suggestion, conversion). */
export const MAX_IDEAS_PER_REQUEST = 5;

/** Largest pageSize of the workspace list, and of a session's idea list. */
export const MAX_WORKSPACE_PAGE_SIZE = 100;
export const MAX_IDEAS_PAGE_SIZE = 500;

/**
 * Levels of arrays and objects a JSON body may nest, the body itself being level 1. The deepest
 * shape the contract describes (a workflow graph) takes 6 and free-form fields (metadata,
 * parameters) rarely a few more; past 64, every walk over the body (ours, the validator's,
 * JSON.stringify, PostgreSQL's jsonb parser) would only risk its stack.
 */
export const MAX_BODY_NESTING = 64;

/** Whether a value is a whole number inside [min, max]. */
export const wholeNumberIn = (value: unknown, [min, max]: readonly [number, number]): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
