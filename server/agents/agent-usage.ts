import { and, avg, count, eq, max, sql, sum } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { agentRuns } from '../db/schema/agent-runs';
import type { AgentId } from './record-agent-run';

// An agent's measured usage and recent runs, always from the caller's own agent_runs rows:
// another user's work never counts.

export type AgentUsage = components['schemas']['AgentUsage'];

export const NO_USAGE: AgentUsage = {
  runs: 0,
  calls: 0,
  tokens: 0,
  failures: 0,
  averageLatencyMs: null,
  lastRunAt: null,
};

/** The caller's usage of every agent that has run for them; an agent not in the map never ran. */
export async function usageByAgent(db: Executor, userId: string, agent?: AgentId): Promise<Map<string, AgentUsage>> {
  const rows = await db
    .select({
      agent: agentRuns.agent,
      runs: count(),
      calls: sum(agentRuns.calls),
      tokens: sum(agentRuns.tokens),
      failures: sql<number>`count(*) filter (where not ${agentRuns.ok})`.mapWith(Number),
      averageLatencyMs: avg(agentRuns.durationMs),
      lastRunAt: max(agentRuns.startedAt),
    })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), agent ? eq(agentRuns.agent, agent) : undefined))
    .groupBy(agentRuns.agent);
  return new Map(
    rows.map((row) => [
      row.agent,
      {
        runs: row.runs,
        calls: Number(row.calls ?? 0),
        tokens: Number(row.tokens ?? 0),
        failures: row.failures,
        averageLatencyMs: row.averageLatencyMs === null ? null : Math.round(Number(row.averageLatencyMs)),
        lastRunAt: row.lastRunAt ? new Date(row.lastRunAt).toISOString() : null,
      },
    ]),
  );
}
