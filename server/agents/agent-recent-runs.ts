import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { agentRuns } from '../db/schema/agent-runs';
import { assistantSessions } from '../db/schema/assistant';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { vibeSessions } from '../db/schema/vibe';
import type { AgentId } from './record-agent-run';

// An agent's latest runs for the caller, newest first, each with what the SPA needs to link to
// its subject: the workspace (and, for a coding session, the idea) read now, as the subject is
// today. A subject since deleted, or the caller's no longer, gets no link.

export type AgentRun = components['schemas']['AgentRun'];

export const RECENT_RUNS = 20;

/** The workspace a run's subject lives in, through the caller's own rows only. */
function workspaceOf(userId: string) {
  const ideaWorkspace = (ideaId: SQL) =>
    sql`(select ${sessions.workspaceId} from ${ideas} join ${sessions} on ${sessions.id} = ${ideas.sessionId}
         where ${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId})`;
  return sql<string | null>`case ${agentRuns.subjectKind}
    when 'session' then (select ${sessions.workspaceId} from ${sessions}
      where ${sessions.id} = ${agentRuns.subjectId} and ${sessions.userId} = ${userId})
    when 'idea' then ${ideaWorkspace(sql`${agentRuns.subjectId}`)}
    when 'vibe_session' then ${ideaWorkspace(ideaOfVibe(userId))}
    when 'assistant_session' then (select ${assistantSessions.workspaceId} from ${assistantSessions}
      where ${assistantSessions.id} = ${agentRuns.subjectId} and ${assistantSessions.userId} = ${userId})
  end`;
}

function ideaOfVibe(userId: string) {
  return sql`(select ${vibeSessions.ideaId} from ${vibeSessions}
    where ${vibeSessions.id} = ${agentRuns.subjectId} and ${vibeSessions.userId} = ${userId})`;
}

export async function recentRuns(db: Executor, userId: string, agent: AgentId): Promise<AgentRun[]> {
  const rows = await db
    .select({
      run: agentRuns,
      workspaceId: workspaceOf(userId),
      ideaId: sql<string | null>`case when ${agentRuns.subjectKind} = 'vibe_session' then ${ideaOfVibe(userId)} end`,
    })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), eq(agentRuns.agent, agent)))
    .orderBy(desc(agentRuns.startedAt), desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(RECENT_RUNS);
  return rows.map(({ run, workspaceId, ideaId }) => ({
    id: run.id,
    startedAt: run.startedAt.toISOString(),
    durationMs: run.durationMs,
    calls: run.calls,
    tokens: run.tokens,
    ok: run.ok,
    error: run.error,
    subject: {
      kind: run.subjectKind,
      id: run.subjectId,
      label: run.subjectLabel,
      sessionId: run.sessionId,
      workspaceId: workspaceId ?? null,
      ideaId: ideaId ?? null,
    },
  }));
}
