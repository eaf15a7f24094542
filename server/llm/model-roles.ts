import type { ModelRole } from './chat-model';

// Every role, in one list for code that walks them (config parsing, labels). The check below
// fails to compile when chat-model.ts gains a role this list lacks.
export const MODEL_ROLES = [
  'generation',
  'reflection',
  'ranking',
  'evolution',
  'meta_review',
  'assistant',
  'coding',
] as const satisfies readonly ModelRole[];

type MissingRole = Exclude<ModelRole, (typeof MODEL_ROLES)[number]>;
const everyRoleListed: [MissingRole] extends [never] ? true : MissingRole = true;
void everyRoleListed;
