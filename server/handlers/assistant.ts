import type { AppContext } from '../app-context';
import type { AssistantRuntime } from '../assistant/assistant-runtime';
import { queryHandlers } from '../assistant/query-handlers';
import type { HandlerMap } from './handler-types';
import { assistantHistoryHandlers } from './assistant-history';
import { assistantSessionUpdateHandlers } from './assistant-session-updates';
import { assistantSessionHandlers } from './assistant-sessions';

// The research assistant's endpoints (/v1/maxwell/*): its chats, their history, and asking,
// streaming and cancelling (server/assistant/query-handlers.ts).

export function assistantHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  return {
    ...queryHandlers(ctx, runtime),
    ...assistantSessionHandlers(ctx, runtime),
    ...assistantSessionUpdateHandlers(ctx),
    ...assistantHistoryHandlers(ctx, runtime),
  };
}
