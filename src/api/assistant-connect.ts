// Opening the assistant: resume the session this browser last used (so a reload shows the same
// conversation), or create one, deferred when no workspace is given; then read its history.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../domain/assistant-chat';
import { forgetAssistantSession, getStoredAssistantSession, storeAssistantSession } from './assistant-session-store';
import type { AssistantSession } from './assistant-types';
import { getErrorStatus } from './errors';
import {
  assistantHistoryQueryOptions,
  assistantKeys,
  assistantSessionQueryOptions,
  createAssistantSession,
  deleteAssistantSession,
  upgradeAssistantSession,
} from './queries/assistant';

export interface ConnectInput {
  workspaceId?: string | null;
}

export interface ConnectOutput {
  session: AssistantSession;
  messages: ChatMessage[];
}

type Read = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) => Promise<T>;

/** With a query client the reads get their freshness and retries; without, one plain call. */
function reader(queryClient: QueryClient | undefined, signal?: AbortSignal): Read {
  if (queryClient) return (options) => queryClient.fetchQuery(options as never);
  return (options) => (options.queryFn as (ctx: { signal?: AbortSignal }) => Promise<never>)({ signal });
}

async function resume(read: Read, id: string): Promise<AssistantSession | null> {
  try {
    return await read<AssistantSession>(assistantSessionQueryOptions(id));
  } catch (err) {
    // Gone, or another user's: start afresh. Anything else is a real failure to report.
    if (getErrorStatus(err) === 404) return null;
    throw err;
  }
}

export async function connectAssistant(
  { workspaceId }: ConnectInput,
  queryClient?: QueryClient,
  signal?: AbortSignal,
): Promise<ConnectOutput> {
  const read = reader(queryClient, signal);
  const storedId = getStoredAssistantSession();
  const resumed = storedId ? await resume(read, storedId) : null;
  if (resumed)
    return { session: resumed, messages: await read<ChatMessage[]>(assistantHistoryQueryOptions(resumed.sessionId)) };
  const session = await createAssistantSession({ workspaceId }, signal);
  storeAssistantSession(session.sessionId);
  queryClient?.setQueryData(assistantKeys.session(session.sessionId), session);
  return { session, messages: [] };
}

/** Forgets the session here first: even if the server cannot be told, the next open starts afresh. */
export async function terminateAssistant(
  sessionId: string,
  queryClient?: QueryClient,
  signal?: AbortSignal,
): Promise<void> {
  forgetAssistantSession();
  queryClient?.removeQueries({ queryKey: assistantKeys.session(sessionId) });
  await deleteAssistantSession(sessionId, signal);
}

/** Binds a deferred session to the workspace the user entered; the cached session follows. */
export async function upgradeAssistant(
  sessionId: string,
  workspaceId: string,
  queryClient?: QueryClient,
  signal?: AbortSignal,
): Promise<AssistantSession> {
  const session = await upgradeAssistantSession(sessionId, workspaceId, signal);
  queryClient?.setQueryData(assistantKeys.session(sessionId), session);
  return session;
}
