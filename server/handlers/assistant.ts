import { VALIDATION_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { activityTarget } from '../assistant/activity';
import type { AssistantRuntime } from '../assistant/assistant-runtime';
import {
  deleteMessages,
  deleteSession,
  findSession,
  insertSession,
  listMessages,
  toAssistantSession,
  toHistoryMessage,
  updateSession,
  upgradeDeferred,
} from '../assistant/assistant-store';
import { queryHandlers, SESSION_NOT_FOUND } from '../assistant/query-handlers';
import { suggestAllFields } from '../assistant/suggest-fields';
import { requireUser } from '../auth/bearer';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { findWorkspace } from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';

// The research assistant's sessions and history (/v1/maxwell/*). Asking, streaming and
// cancelling live in server/assistant/query-handlers.ts.

const WORKSPACE_NOT_FOUND = 'Workspace not found';

export function assistantHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  const { db } = ctx;
  const ownedSession = async (userId: string, id: string) => {
    const row = await findSession(db, userId, id);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    return row;
  };

  return {
    ...queryHandlers(ctx, runtime),

    async createAssistantSession(request) {
      const user = requireUser(request);
      const { workspaceId = null, deferred = false, context = {} } = request.body;
      if (!workspaceId && !deferred) throw badRequest(VALIDATION_MESSAGES.assistantNeedsWorkspace, 'validation_error');
      const row = await mutate(db, user, async (tx, record) => {
        if (workspaceId && !(await findWorkspace(tx, user.id, workspaceId))) throw notFound(WORKSPACE_NOT_FOUND);
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
      return toAssistantSession(await ownedSession(requireUser(request).id, request.params.id));
    },

    async deleteAssistantSession(request) {
      const user = requireUser(request);
      await ownedSession(user.id, request.params.id);
      await runtime.stopSession(request.params.id);
      await mutate(db, user, async (tx, record) => {
        const deleted = await deleteSession(tx, user.id, request.params.id);
        if (!deleted) throw notFound(SESSION_NOT_FOUND);
        record({ ...activityTarget(deleted), action: 'assistant.session_ended', message: 'Ended an assistant chat and cleared its messages', metadata: { assistantSessionId: deleted.id } });
      });
      return { success: true };
    },

    async updateAssistantContext(request) {
      const user = requireUser(request);
      const row = await mutate(db, user, async (tx, record) => {
        const updated = await updateSession(tx, user.id, request.params.id, { context: request.body.context });
        if (!updated) throw notFound(SESSION_NOT_FOUND);
        const keys = Object.keys(request.body.context).sort();
        record({ ...activityTarget(updated), action: 'assistant.context_updated', level: 'debug', message: 'Updated the assistant chat context', metadata: { assistantSessionId: updated.id, keys } });
        return updated;
      });
      return toAssistantSession(row);
    },

    async upgradeAssistantSession(request) {
      const user = requireUser(request);
      const workspaceId = request.query.workspace_id;
      const row = await mutate(db, user, async (tx, record) => {
        const session = await findSession(tx, user.id, request.params.id);
        if (!session) throw notFound(SESSION_NOT_FOUND);
        if (!(await findWorkspace(tx, user.id, workspaceId))) throw notFound(WORKSPACE_NOT_FOUND);
        const upgraded = await upgradeDeferred(tx, user.id, session.id, workspaceId);
        if (!upgraded) throw new HttpError(409, 'conflict', 'Session is not in deferred mode');
        record({ ...activityTarget(upgraded), action: 'assistant.session_upgraded', message: 'Tied the assistant chat to this workspace', metadata: { assistantSessionId: upgraded.id } });
        return upgraded;
      });
      return toAssistantSession(row);
    },

    async getAssistantHistory(request) {
      const userId = requireUser(request).id;
      const { limit = 50, skip = 0 } = request.query;
      await ownedSession(userId, request.params.id);
      const { rows, total } = await listMessages(db, userId, request.params.id, skip, limit);
      return { messages: rows.map(toHistoryMessage), total };
    },

    async clearAssistantHistory(request) {
      const user = requireUser(request);
      const session = await ownedSession(user.id, request.params.id);
      await runtime.stopSession(session.id);
      await mutate(db, user, async (tx, record) => {
        const count = await deleteMessages(tx, user.id, session.id);
        record({ ...activityTarget(session), action: 'assistant.history_cleared', message: `Cleared the assistant chat (${count} message${count === 1 ? '' : 's'})`, metadata: { assistantSessionId: session.id, count } });
      });
      return { success: true };
    },

    async suggestAllFields(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(userId, request.params.id);
      return { updates: await suggestAllFields(db, runtime.model, session, request.body, request.log) };
    },
  };
}
