import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { HandlerMap } from '../handlers/handler-types';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { activityTarget, excerpt } from './activity';
import type { AssistantRuntime } from './assistant-runtime';
import { findMessage, findSession, insertMessage, type SessionRow } from './assistant-store';
import { followEvents } from './follow';
import { sendEventStream } from './sse-reply';
import { parseEventId } from './stream-events';

// Asking the assistant: a question becomes a history row and one generation. The stream
// follows it; Last-Event-ID follows an existing one from where the client left off instead of
// asking again; the plain query waits for it; cancel stops it and keeps what was written.

export const SESSION_NOT_FOUND = 'Assistant session not found';
const QUERY_NOT_FOUND = 'Assistant query not found';

export function queryHandlers(ctx: AppContext, runtime: AssistantRuntime): HandlerMap {
  const { db } = ctx;
  const ownedSession = async (userId: string, id: string) => {
    const row = await findSession(db, userId, id);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    return row;
  };
  /** Stores the question and starts answering it. */
  const ask = async (session: SessionRow, query: string, context: Record<string, unknown> | undefined) => {
    const message = await mutate(db, { id: session.userId }, async (tx, record) => {
      const row = await insertMessage(tx, session, query.trim());
      record({ ...activityTarget(session), action: 'assistant.asked', message: `Asked the assistant '${excerpt(row.query)}'`, metadata: { assistantSessionId: session.id, queryId: row.id } });
      return row;
    });
    runtime.start(session, message, { ...session.context, ...context });
    return message;
  };

  return {
    async streamAssistant(request, reply) {
      const userId = requireUser(request).id;
      const session = await ownedSession(userId, request.params.id);
      const lastEventId = request.headers['last-event-id'];
      let from = { queryId: '', seq: 0 };
      if (typeof lastEventId === 'string' && lastEventId.trim() !== '') {
        const parsed = parseEventId(lastEventId);
        if (!parsed) throw badRequest('Last-Event-ID must be <queryId>:<seq>, as sent in the event ids', 'validation_error');
        if (!(await findMessage(db, userId, session.id, parsed.queryId))) throw notFound(QUERY_NOT_FOUND);
        from = parsed;
      } else {
        from.queryId = (await ask(session, request.body.query, request.body.context)).id;
      }
      const stream = sendEventStream(reply, { sessionId: session.id, queryId: from.queryId }, runtime.heartbeatMs, (signal) =>
        followEvents(db, runtime, from.queryId, from.seq, signal),
      );
      // A stream is not a JSON body: the contract declares text/event-stream for this answer.
      return stream as never;
    },

    async queryAssistant(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(userId, request.params.id);
      const message = await ask(session, request.body.query, request.body.context);
      const detach = runtime.attach(message.id);
      try {
        await runtime.settled(message.id);
      } finally {
        detach();
      }
      const answered = await findMessage(db, userId, session.id, message.id);
      if (!answered) throw notFound(QUERY_NOT_FOUND);
      if (answered.status === 'error') throw new HttpError(503, 'assistant_unavailable', String(answered.metadata.error ?? 'The assistant could not answer.'));
      return { response: answered.response, metadata: { ...answered.metadata, queryId: answered.id } };
    },

    async cancelAssistantQuery(request) {
      const userId = requireUser(request).id;
      const session = await ownedSession(userId, request.params.id);
      const message = await findMessage(db, userId, session.id, request.params.queryId);
      if (!message) throw notFound(QUERY_NOT_FOUND);
      if (await runtime.cancel(message.id)) return { success: true };
      // Not running here: ended meanwhile, or another process is writing it.
      if ((await findMessage(db, userId, session.id, message.id))?.status === 'processing') {
        throw new HttpError(409, 'conflict', 'This answer is being written by another server process and cannot be stopped from here');
      }
      return { success: true, message: 'The answer had already ended' };
    },
  };
}
