import { NOT_FOUND_MESSAGES, VALIDATION_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { activityTarget } from '../assistant/activity';
import type { AssistantRuntime } from '../assistant/assistant-runtime';
import { deleteSession, insertSession, toAssistantSession } from '../assistant/assistant-store';
import { ownedSession } from '../assistant/owned-session';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { badRequest, notFound } from '../http/http-error';
import type { HandlerMap } from './handler-types';

// Opening, reading and ending an assistant chat.

export function assistantSessionHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  const { db } = ctx;
  return {
    async createAssistantSession(request) {
      const user = requireUser(request);
      const { workspaceId = null, deferred = false, context = {} } = request.body;
      if (!workspaceId && !deferred) throw badRequest(VALIDATION_MESSAGES.assistantNeedsWorkspace, 'validation_error');
      const row = await mutate(db, user, async (tx, record) => {
        // Personal, bound to a workspace the caller may read (decision 013).
        if (workspaceId) await authorize(tx, user.id, { workspace: workspaceId }, 'read');
        const created = await insertSession(tx, user.id, { workspaceId, isDeferred: !workspaceId, context });
        record({
          ...activityTarget(created),
          action: 'assistant.session_created',
          message: created.isDeferred ? 'Opened an assistant chat (no workspace yet)' : 'Opened an assistant chat',
          metadata: { assistantSessionId: created.id, deferred: created.isDeferred },
        });
        return created;
      });
      return toAssistantSession(row);
    },

    async getAssistantSession(request) {
      return toAssistantSession(await ownedSession(db, requireUser(request).id, request.params.id));
    },

    async deleteAssistantSession(request) {
      const user = requireUser(request);
      await ownedSession(db, user.id, request.params.id);
      await runtime.stopSession(request.params.id);
      await mutate(db, user, async (tx, record) => {
        const deleted = await deleteSession(tx, user.id, request.params.id);
        if (!deleted) throw notFound(NOT_FOUND_MESSAGES.assistantSession);
        record({
          ...activityTarget(deleted),
          action: 'assistant.session_ended',
          message: 'Ended an assistant chat and cleared its messages',
          metadata: { assistantSessionId: deleted.id },
        });
      });
      return { success: true };
    },
  };
}
