// The assistant stream machine's context, events and output, apart from the chart that uses them.
import { MAX_STREAM_RECONNECTS, START_CURSOR } from '../api/assistant-stream';
import type { AssistantStreamRequest, FieldUpdate } from '../api/assistant-types';
import type { PartialResponse } from '../domain/assistant-chat';
import type { StreamActorEvent } from './assistant-stream.reader';

export type { StreamActorEvent };

export type StreamOutcome = 'completed' | 'failed' | 'aborted';

export interface AssistantStreamContext {
  request: AssistantStreamRequest | null;
  queryId: string | null;
  text: string;
  /** The server's latest status line ('Searching datasets…'), shown beside the typing indicator. */
  statusMessage: string | null;
  /** Partial responses, as system messages' markdown. */
  notes: string[];
  fieldUpdates: FieldUpdate[];
  error: string | null;
  outcome: StreamOutcome | null;
  /** The cursor: the last event id read (sent as Last-Event-ID) and its sequence number. */
  lastEventId: string | null;
  lastSeq: number;
  /** Reconnects since the answer last moved on; at maxReconnects the next drop fails. */
  attempts: number;
  maxReconnects: number;
  /** The token refresh after a 401 was tried: the next 401 fails. */
  refreshed: boolean;
  /** The 401's words, shown if refreshing the token does not help. */
  refusal: string | null;
}

export type AssistantStreamOutput = Pick<
  AssistantStreamContext,
  'queryId' | 'text' | 'notes' | 'fieldUpdates' | 'error'
> & { outcome: StreamOutcome };

export type AssistantStreamEventIn =
  { type: 'stream.start'; request: AssistantStreamRequest } | { type: 'stream.abort' } | StreamActorEvent;

export type AssistantStreamEmitted =
  | { type: 'field.updates'; updates: FieldUpdate[]; reasoning?: string }
  | { type: 'partial.response'; partial: PartialResponse };

export interface AssistantStreamInput {
  request?: AssistantStreamRequest;
  /** Reconnects allowed in a row; MAX_STREAM_RECONNECTS (3) by default. */
  maxReconnects?: number;
}

type Answer = Omit<AssistantStreamContext, 'request' | 'maxReconnects'>;

export const INITIAL_ANSWER: Answer = {
  queryId: null,
  text: '',
  statusMessage: null,
  notes: [],
  fieldUpdates: [],
  error: null,
  outcome: null,
  ...START_CURSOR,
  attempts: 0,
  refreshed: false,
  refusal: null,
};

export const initialStreamContext = (input: AssistantStreamInput | undefined): AssistantStreamContext => ({
  ...INITIAL_ANSWER,
  request: input?.request ?? null,
  maxReconnects: input?.maxReconnects ?? MAX_STREAM_RECONNECTS,
});
