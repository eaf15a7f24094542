import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { agentRuns } from '../db/schema/agent-runs';

// Every agent's work is measured the same way: one agent_runs row per piece of work, written by
// whoever ran it (docs/architecture.md, "Agents"). The gallery reads usage from these rows only.

export type AgentId = components['schemas']['AgentId'];
export type AgentRunSubject = components['schemas']['AgentRun']['subject'];

export interface AgentRunRecord {
  userId: string;
  agent: AgentId;
  startedAt: Date;
  durationMs: number;
  calls: number;
  tokens: number;
  ok: boolean;
  error?: string | null;
  subject: AgentRunSubject;
}

/** Inside the transaction that commits the work, when there is one, so a retried step counts once. */
export async function recordAgentRun(db: Executor, run: AgentRunRecord): Promise<void> {
  await db.insert(agentRuns).values({
    userId: run.userId,
    agent: run.agent,
    startedAt: run.startedAt,
    durationMs: Math.max(0, Math.round(run.durationMs)),
    calls: run.calls,
    tokens: run.tokens,
    ok: run.ok,
    error: run.error ?? null,
    subjectKind: run.subject.kind,
    subjectId: run.subject.id,
    subjectLabel: run.subject.label,
    sessionId: run.subject.sessionId ?? null,
  });
}
