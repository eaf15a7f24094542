import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  connectAssistant,
  terminateAssistant,
  upgradeAssistant,
  type ConnectInput,
  type ConnectOutput,
} from '../api/assistant-connect';
import type { AssistantSession } from '../api/assistant-types';
import { assistantStreamMachine } from './assistant-stream.machine';

/** Actors bound to a query client, so session and history reads get their freshness and retries. */
export function assistantSessionActors(queryClient?: QueryClient) {
  return {
    connect: fromPromise<ConnectOutput, ConnectInput>(({ input, signal }) =>
      connectAssistant(input, queryClient, signal),
    ),
    upgrade: fromPromise<AssistantSession, { sessionId: string; workspaceId: string }>(({ input, signal }) =>
      upgradeAssistant(input.sessionId, input.workspaceId, queryClient, signal),
    ),
    terminate: fromPromise<void, { sessionId: string }>(({ input, signal }) =>
      terminateAssistant(input.sessionId, queryClient, signal),
    ),
    streamQuery: assistantStreamMachine,
  };
}
