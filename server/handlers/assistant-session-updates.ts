import { ASSISTANT_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { activityTarget } from '../assistant/activity';
import { findSession, toAssistantSession, updateSession, upgradeDeferred } from '../assistant/assistant-store';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { HttpError, notFound } from '../http/http-error';
import type { HandlerMap } from './handler-types';

// Changing an assistant chat: its context, or tying a chat opened without a workspace to one.

export function assistantSessionUpdateHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async updateAssistantContext(request) {
      const user = requireUser(request);
      const row = await mutate(db, user, async (tx, record) => {
        const updated = await updateSession(tx, user.id, request.params.id, { context: request.body.context });
        if (!updated) throw notFound(NOT_FOUND_MESSAGES.assistantSession);
        const keys = Object.keys(request.body.context).sort();
        record({
          ...activityTarget(updated),
          action: 'assistant.context_updated',
          level: 'debug',
          message: 'Updated the assistant chat context',
          metadata: { assistantSessionId: updated.id, keys },
        });
        return updated;
      });
      return toAssistantSession(row);
    },

    async upgradeAssistantSession(request) {
      const user = requireUser(request);
      const workspaceId = request.query.workspace_id;
      const row = await mutate(db, user, async (tx, record) => {
        const session = await findSession(tx, user.id, request.params.id);
        if (!session) throw notFound(NOT_FOUND_MESSAGES.assistantSession);
        await authorize(tx, user.id, { workspace: workspaceId }, 'read');
        const upgraded = await upgradeDeferred(tx, user.id, session.id, workspaceId);
        if (!upgraded) throw new HttpError(409, 'conflict', ASSISTANT_MESSAGES.notDeferred);
        record({
          ...activityTarget(upgraded),
          action: 'assistant.session_upgraded',
          message: 'Tied the assistant chat to this workspace',
          metadata: { assistantSessionId: upgraded.id },
        });
        return upgraded;
      });
      return toAssistantSession(row);
    },
  };
}
