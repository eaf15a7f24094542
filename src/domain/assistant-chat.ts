// The assistant chat's pure rules: message limits, the chat message shape
// and the history status mapping (docs/product.md, "Assistant session and chat").
export const ASSISTANT_MESSAGE_MAX_LENGTH = 2000;
export const ASSISTANT_HISTORY_PAGE_SIZE = 50;

export type ChatRole = 'user' | 'assistant' | 'system';
export type ChatMessageStatus = 'sending' | 'sent' | 'error';

export interface FieldSuggestion {
  field: string;
  value: string;
  reasoning?: string;
}

export interface ChatMessageMetadata {
  fieldUpdate?: FieldSuggestion;
  fieldUpdates?: FieldSuggestion[];
  reasoning?: string;
  relatedGroup?: string;
  eventType?: string;
  /** What went wrong, in the catalogue's words; the partial answer stays in content. */
  error?: string;
  [key: string]: unknown;
}

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
  status: ChatMessageStatus;
  metadata?: ChatMessageMetadata;
}

export type HistoryStatus = 'queued' | 'processing' | 'completed' | 'error' | (string & {});

/** completed → sent, error → error, queued or processing → sending, anything else → sent. */
export function historyStatusToChatStatus(status: HistoryStatus): ChatMessageStatus {
  if (status === 'error') return 'error';
  if (status === 'queued' || status === 'processing') return 'sending';
  return 'sent';
}

export interface HistoryEntry {
  id: string;
  query: string;
  response: string;
  status: HistoryStatus;
  createdAt: string;
  metadata?: Record<string, unknown> | null;
}

/** One history entry is one exchange: the user's query, then the assistant's answer. */
export function historyToChatMessages(entries: readonly HistoryEntry[]): ChatMessage[] {
  return entries.flatMap((entry) => {
    const status = historyStatusToChatStatus(entry.status);
    const metadata = (entry.metadata ?? undefined) as ChatMessageMetadata | undefined;
    return [
      { id: `${entry.id}:query`, role: 'user', content: entry.query, timestamp: entry.createdAt, status },
      {
        id: `${entry.id}:response`,
        role: 'assistant',
        content: entry.response,
        timestamp: entry.createdAt,
        status,
        metadata,
      },
    ] satisfies ChatMessage[];
  });
}

export type MessageRefusal = 'empty' | 'tooLong' | 'streaming';

/** Why a message may not be sent, or null; the text is judged trimmed. */
export function refuseMessage(text: string, streaming: boolean): MessageRefusal | null {
  if (streaming) return 'streaming';
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > ASSISTANT_MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

export interface PartialResponse {
  kind: string;
  topics: readonly string[];
  variables: ReadonlyArray<{ id: string; name: string; description?: string }>;
}

/** A Data Commons search shows as a system message: what was searched and which variables matched. */
export function partialResponseText({ kind, topics, variables }: PartialResponse): string {
  const title = kind === 'datacommons_search' ? 'Searched Data Commons' : `Partial result (${kind || 'unknown'})`;
  const lines = [`**${title}**`];
  if (topics.length > 0) lines.push(`Topics: ${topics.join(', ')}`);
  for (const v of variables) lines.push(`- ${v.name}${v.description ? `: ${v.description}` : ''}`);
  return lines.join('\n\n');
}
