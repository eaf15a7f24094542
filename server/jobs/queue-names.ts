// Every pg-boss queue of the app, by name: the migrations install each (queue-schema.ts), and a
// queue opened on a database without them creates its own (job-queue.ts).

/** The Co-Scientist's durable steps (docs/architecture.md, "A session"). */
export const STEP_QUEUE = 'coscientist-step';
/** Profiles of uploaded datasets, made in the background after an upload (server/files/). */
export const PROFILE_QUEUE = 'dataset-profile';

/** The coding agent's sessions, one job each (server/vibe/). */
export const VIBE_QUEUE = 'coding-agent';

export const QUEUE_NAMES = [STEP_QUEUE, PROFILE_QUEUE, VIBE_QUEUE] as const;
