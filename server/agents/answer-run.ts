import { excerpt } from '../assistant/activity';
import type { MessageRow, SessionRow } from '../assistant/assistant-store';
import type { AgentRunRecord } from './record-agent-run';

// One assistant answer is one run of the research assistant, about its conversation. A stopped
// answer still ran; only one that ended in an error failed.

export function answerRun(
  session: Pick<SessionRow, 'id' | 'userId'>,
  message: Pick<MessageRow, 'query'>,
  started: { at: Date; calls: number; tokens: number },
  error: string | null,
): AgentRunRecord {
  return {
    userId: session.userId,
    agent: 'research-assistant',
    startedAt: started.at,
    durationMs: Date.now() - started.at.getTime(),
    calls: started.calls,
    tokens: started.tokens,
    ok: error === null,
    error,
    subject: { kind: 'assistant_session', id: session.id, label: excerpt(message.query) },
  };
}
