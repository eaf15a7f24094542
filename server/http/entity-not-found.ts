import type { FastifyRequest } from 'fastify';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import type { OperationId } from '../handlers/handler-types';

// A GET of one object by an id that cannot name one (not a UUID, not a dataset's slug) answers
// as a missing object does: that object's 404, never a 400 about the id's shape
// (docs/product.md, "Server side"). The ids the spec's validation rules word (an idea's refresh,
// vibe and vibe status; dataset suggestions) are not GETs of an object and keep their 400s.

export const ENTITY_GET_NOT_FOUND: Partial<Record<OperationId, string>> = {
  getWorkspace: NOT_FOUND_MESSAGES.workspace,
  getSession: NOT_FOUND_MESSAGES.session,
  getIdea: NOT_FOUND_MESSAGES.idea,
  getWorkflow: NOT_FOUND_MESSAGES.workflow,
  getExperiment: NOT_FOUND_MESSAGES.experiment,
  getRun: NOT_FOUND_MESSAGES.run,
  getDataset: NOT_FOUND_MESSAGES.dataset,
  getAgent: NOT_FOUND_MESSAGES.agent,
  getVibeSession: VIBE_MESSAGES.sessionNotFound,
  getAssistantSession: NOT_FOUND_MESSAGES.assistantSession,
  downloadFile: NOT_FOUND_MESSAGES.file,
};

/** The 404 message for a refused path id of an object's GET; undefined for any other refusal. */
export function malformedEntityIdMessage(request: FastifyRequest, context: string | undefined): string | undefined {
  if (context !== 'params' || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  return operationId ? ENTITY_GET_NOT_FOUND[operationId as OperationId] : undefined;
}
