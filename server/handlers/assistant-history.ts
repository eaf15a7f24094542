import { ASSISTANT_HISTORY_PAGE_SIZE } from '../../src/domain/assistant-chat';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { activityTarget } from '../assistant/activity';
import type { AssistantRuntime } from '../assistant/assistant-runtime';
import { deleteMessages, listMessages, toHistoryMessage } from '../assistant/assistant-store';
import { ownedSession } from '../assistant/owned-session';
import { suggestAllFields } from '../assistant/suggest-fields';
import { requireUser } from '../auth/bearer';
import type { HandlerMap } from './handler-types';

// An assistant chat's history (read a page, clear it) and the form-filling suggestions.

export function assistantHistoryHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  const { db } = ctx;
  return {
    async getAssistantHistory(request) {
      const userId = requireUser(request).id;
      const { limit = ASSISTANT_HISTORY_PAGE_SIZE, skip = 0 } = request.query;
      await ownedSession(db, userId, request.params.id);
      const { rows, total } = await listMessages(db, userId, request.params.id, skip, limit);
      return { messages: rows.map(toHistoryMessage), total };
    },

    async clearAssistantHistory(request) {
      const user = requireUser(request);
      const session = await ownedSession(db, user.id, request.params.id);
      await runtime.stopSession(session.id);
      await mutate(db, user, async (tx, record) => {
        const count = await deleteMessages(tx, user.id, session.id);
        record({
          ...activityTarget(session),
          action: 'assistant.history_cleared',
          message: `Cleared the assistant chat (${count} message${count === 1 ? '' : 's'})`,
          metadata: { assistantSessionId: session.id, count },
        });
      });
      return { success: true };
    },

    async suggestAllFields(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(db, userId, request.params.id);
      return { updates: await suggestAllFields(db, runtime.model, session, request.body, request.log) };
    },
  };
}
