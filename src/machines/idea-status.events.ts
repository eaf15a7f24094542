// Every event the idea-status model takes: the page's buttons, the server's value arriving, and
// each call settling (the server answers with the status it stored, or refuses).
import { toApiError } from '../api/errors';
import type { ConversionResult, IdeaStatus } from '../api/types';
import { IDEA_TRANSITIONS } from '../domain/idea-lifecycle';
import type { IdeaStatusEvent } from './idea-status.machine';
import type { ModelEvent, PlanVariant } from './model/types';

export const IDEA_ID = '0b0e0f00-0000-4000-8000-000000000001';
const STATUSES = Object.keys(IDEA_TRANSITIONS) as IdeaStatus[];
export const REFUSED = toApiError(409, { detail: { error: { message: 'An idea cannot move', type: 'conflict' } } });
export const CONVERTED: ConversionResult = { ideaId: IDEA_ID, success: true, experimentId: 'e', workflowId: 'w' };
export const CONVERSION_REFUSED: ConversionResult = {
  ideaId: IDEA_ID,
  success: false,
  error: 'Only selected ideas can be converted',
};

export const events: readonly ModelEvent<IdeaStatusEvent>[] = [
  { type: 'idea.review' },
  { type: 'idea.select' },
  { type: 'idea.unselect' },
  { type: 'idea.archive' },
  ...IDEA_TRANSITIONS.archived.map((to) => ({ type: 'idea.unarchive' as const, to })),
  { type: 'idea.convert' },
  { type: 'idea.dismissError' },
  ...STATUSES.map((status) => ({ type: 'idea.refresh' as const, status })),
  ...(['generated', 'reviewed', 'selected', 'converted', 'archived'] as const).map((status) => ({
    type: 'xstate.done.actor.changeStatus' as const,
    output: status,
  })),
  { type: 'xstate.error.actor.changeStatus', error: REFUSED },
  { type: 'xstate.done.actor.convertIdea', output: CONVERTED },
  { type: 'xstate.done.actor.convertIdea', output: CONVERSION_REFUSED },
  { type: 'xstate.error.actor.convertIdea', error: REFUSED },
];

// Any status is reached from the first by the server's value arriving (idea.refresh).
export const variants: readonly PlanVariant[] = [
  { name: 'a generated idea', input: { ideaId: IDEA_ID, status: 'generated' } },
];
