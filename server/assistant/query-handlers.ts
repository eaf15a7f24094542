import { mutate } from '../activity/mutate';
import {
  ASSISTANT_SERVER_MESSAGES,
  CONFLICT_MESSAGES,
  NOT_FOUND_MESSAGES,
  REQUEST_MESSAGES,
} from '../../src/domain/messages';
import { parseEventId } from '../../src/domain/stream-event-id';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { HandlerMap } from '../handlers/handler-types';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { activityTarget, excerpt } from './activity';
import type { AssistantRuntime } from './assistant-runtime';
import { contextOf, findMessage, insertMessage, metadataOf, type SessionRow } from './assistant-store';
import { ownedSession } from './owned-session';
import type { Database } from '../db/connect';
import { followEvents } from './follow';
import { sendEventStream } from './sse-reply';

// Asking the assistant: a question becomes a history row and one generation. The stream
// follows it; Last-Event-ID follows an existing one from where the client left off instead of
// asking again; the plain query waits for it; cancel stops it and keeps what was written.

/** Stores the question and starts answering it. */
async function ask(
  db: Database,
  runtime: AssistantRuntime,
  session: SessionRow,
  query: string,
  context: Record<string, unknown> | undefined,
) {
  const message = await mutate(db, { id: session.userId }, async (tx, record) => {
    const row = await insertMessage(tx, session, query.trim());
    record({
      ...activityTarget(session),
      action: 'assistant.asked',
      message: `Asked the assistant '${excerpt(row.query)}'`,
      metadata: { assistantSessionId: session.id, queryId: row.id },
    });
    return row;
  });
  runtime.start(session, message, { ...contextOf(session), ...context });
  return message;
}

/** Where a resumed stream picks up: the answer and the last event the client saw. */
async function resumePoint(db: Database, userId: string, session: SessionRow, lastEventId: string) {
  const parsed = parseEventId(lastEventId);
  if (!parsed) throw badRequest(REQUEST_MESSAGES.lastEventId, 'validation_error');
  if (!(await findMessage(db, userId, session.id, parsed.queryId))) throw notFound(NOT_FOUND_MESSAGES.assistantQuery);
  return parsed;
}

export function queryHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  const { db } = ctx;
  return {
    async streamAssistant(request, reply) {
      const userId = requireUser(request).id;
      const session = await ownedSession(db, userId, request.params.id);
      const lastEventId = request.headers['last-event-id'];
      let from = { queryId: '', seq: 0 };
      if (typeof lastEventId === 'string' && lastEventId.trim() !== '') {
        from = await resumePoint(db, userId, session, lastEventId);
      } else {
        // The body is optional for a resume only; a new question must carry its words.
        const { query, context } = request.body ?? {};
        if (query === undefined) throw badRequest(REQUEST_MESSAGES.queryRequired, 'validation_error');
        from.queryId = (await ask(db, runtime, session, query, context)).id;
      }
      const stream = sendEventStream(
        reply,
        { sessionId: session.id, queryId: from.queryId },
        runtime.heartbeatMs,
        (signal) => followEvents(db, runtime, from.queryId, from.seq, signal),
      );
      // A stream is not a JSON body: the contract declares text/event-stream for this answer.
      return stream as never;
    },

    async queryAssistant(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(db, userId, request.params.id);
      const message = await ask(db, runtime, session, request.body.query, request.body.context);
      const detach = runtime.attach(message.id);
      try {
        await runtime.settled(message.id);
      } finally {
        detach();
      }
      const answered = await findMessage(db, userId, session.id, message.id);
      if (!answered) throw notFound(NOT_FOUND_MESSAGES.assistantQuery);
      const metadata = metadataOf(answered);
      if (answered.status === 'error')
        throw new HttpError(
          503,
          'assistant_unavailable',
          String(metadata.error ?? ASSISTANT_SERVER_MESSAGES.couldNotAnswer),
        );
      return { response: answered.response, metadata: { ...metadata, queryId: answered.id } };
    },

    async cancelAssistantQuery(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(db, userId, request.params.id);
      const message = await findMessage(db, userId, session.id, request.params.queryId);
      if (!message) throw notFound(NOT_FOUND_MESSAGES.assistantQuery);
      if (await runtime.cancel(message.id)) return { success: true };
      // Not running here: ended meanwhile, or another process is writing it.
      if ((await findMessage(db, userId, session.id, message.id))?.status === 'processing') {
        throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.answerElsewhere);
      }
      return { success: true, message: 'The answer had already ended' };
    },
  };
}
