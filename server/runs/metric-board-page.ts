import { sql, type SQL } from 'drizzle-orm';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import type { Executor } from '../db/connect';
import { workspaceMembers as m } from '../db/schema/members';
import { runMetricSummaries as s } from '../db/schema/runs';

// One page of a metric's board across the caller's workspaces (docs/decisions/013-workspace-
// permissions.md, "Lists"): each workspace's summary index of the direction gives its own best
// rows, in the board's order, and they are merged, so no page sorts every visible run. With a
// workspace filter, only that workspace's index is read, if the caller belongs to it.

export interface BoardEntry {
  runId: string;
  value: number;
  step: number;
}

interface Found {
  run_id: string;
  value: number;
  step: string | number;
}

export async function metricBoardPage(
  db: Executor,
  userId: string,
  workspaceId: string | undefined,
  direction: MetricDirection,
  filter: SQL,
  skip: number,
  take: number,
): Promise<BoardEntry[]> {
  const maximize = direction === 'maximize';
  const best = maximize ? s.maxValue : s.minValue;
  const step = maximize ? s.maxStep : s.minStep;
  const order = maximize ? sql`value desc nulls first` : sql`value asc`;
  const only = workspaceId ? sql`and ${m.workspaceId} = ${workspaceId}` : sql``;
  const result = (await db.execute(sql`
    select p.run_id, p.value, p.step from ${m} cross join lateral (
      select ${s.runId} as run_id, ${best} as value, ${step} as step, ${s.runStartedAt} as started
      from ${s} where ${s.workspaceId} = ${m.workspaceId} and ${filter}
      order by ${order}, started, run_id limit ${skip + take}) p
    where ${m.userId} = ${userId} ${only}
    order by ${order}, p.started, p.run_id offset ${skip} limit ${take}`)) as unknown as { rows: Found[] };
  return result.rows.map((row) => ({ runId: row.run_id, value: Number(row.value), step: Number(row.step) }));
}
