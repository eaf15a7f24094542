import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { experimentRuns, runBatches, runMetrics, runMetricSummaries as s, runParams, runTags } from '../db/schema/runs';
import type { MetricPoint } from './batch-validation';
import type { KeySummary } from './metric-summary';
import type { RunRow } from './run-store';

// The two statements of a batch after its run is locked: one reads what the batch is checked
// against, one writes every table. Columns travel as arrays (sql.param keeps an array one
// parameter), so a batch of 1,000 points is five parameters, not 5,000 for drizzle to build and
// PostgreSQL to parse, and a batch costs the same few round trips whatever its size.

export interface LoggedBefore {
  /** The answer of this batch id applied before, if it was. */
  answer: unknown;
  lastSteps: Map<string, number>;
  params: Map<string, string>;
}

interface LoggedRow {
  answer: unknown;
  last_steps: [string, number][];
  params: [string, string][];
}

/** [key, value] pairs of a (select … as k, … as v) subquery, as one JSON array. */
const pairsAsJson = (rows: SQL) =>
  sql`(select coalesce(json_agg(json_build_array(k, v)), '[]') from (${rows}) as found)`;

/** Reads in one round trip; run it after the run's lock, so a batch that held it is seen. */
export async function readLoggedBefore(
  db: Executor,
  runId: string,
  batchId: string,
  metricKeys: string[],
  paramKeys: string[],
): Promise<LoggedBefore> {
  const answer = sql`select ${runBatches.answer} from ${runBatches}
    where ${runBatches.runId} = ${runId} and ${runBatches.batchId} = ${batchId}`;
  const lastSteps = sql`select ${s.key} as k, ${s.lastStep} as v from ${s}
    where ${s.runId} = ${runId} and ${s.key} = any(${sql.param(metricKeys)}::text[])`;
  const params = sql`select ${runParams.key} as k, ${runParams.value} as v from ${runParams}
    where ${runParams.runId} = ${runId} and ${runParams.key} = any(${sql.param(paramKeys)}::text[])`;
  const result = (await db.execute(
    sql`select (${answer}) as answer, ${pairsAsJson(lastSteps)} as last_steps, ${pairsAsJson(params)} as params`,
  )) as unknown as { rows: LoggedRow[] };
  const [row] = result.rows;
  return { answer: row.answer, lastSteps: new Map(row.last_steps), params: new Map(row.params) };
}

export interface BatchWrite {
  batchId: string;
  answer: unknown;
  points: MetricPoint[];
  summaries: KeySummary[];
  params: Map<string, string>;
  tags: Map<string, string>;
}

type Column<T> = [pick: (row: T) => unknown, type: string];

/** unnest() over one array parameter per column: any number of rows in a handful of parameters. */
function unnestOf<T>(rows: readonly T[], columns: Column<T>[]): SQL {
  const arrays = columns.map(([pick, type]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/** A batch's params or tags as (key, value) rows. */
const pairsOf = (entries: Map<string, string>) =>
  unnestOf<[string, string]>(
    [...entries],
    [
      [([key]) => key, 'text'],
      [([, value]) => value, 'text'],
    ],
  );

/** Each key's summary added: steps only rise, so the batch's last point is the key's latest. */
function upsertSummaries(run: RunRow, summaries: KeySummary[]): SQL {
  const columns: Column<KeySummary['row']>[] = [
    [(r) => r.key, 'text'],
    [(r) => r.lastValue, 'float8'],
    [(r) => r.lastStep, 'bigint'],
    [(r) => r.lastTimestamp.toISOString(), 'timestamptz'],
    [(r) => r.minValue, 'float8'],
    [(r) => r.minStep, 'bigint'],
    [(r) => r.maxValue, 'float8'],
    [(r) => r.maxStep, 'bigint'],
  ];
  const rows = unnestOf(
    summaries.map((k) => k.row),
    columns,
  );
  // The extremes keep the first step they were reached at.
  return sql`
    insert into ${s} ("run_id", "user_id", "workspace_id", "experiment_id", "run_started_at", "key", "last_value",
      "last_step", "last_timestamp", "min_value", "min_step", "max_value", "max_step")
    select ${run.id}, ${run.userId}, ${run.workspaceId}, ${run.experimentId}, ${run.startedAt.toISOString()}::timestamptz, *
    from ${rows}
    on conflict (run_id, key) do update set
      last_value = excluded.last_value, last_step = excluded.last_step, last_timestamp = excluded.last_timestamp,
      min_step = case when excluded.min_value < ${s.minValue} then excluded.min_step else ${s.minStep} end,
      max_step = case when excluded.max_value > ${s.maxValue} then excluded.max_step else ${s.maxStep} end,
      min_value = least(${s.minValue}, excluded.min_value),
      max_value = greatest(${s.maxValue}, excluded.max_value)`;
}

/** Writes the batch in one statement: its data-modifying parts all run, or none does. */
export async function writeBatch(db: Executor, run: RunRow, batch: BatchWrite): Promise<void> {
  const points = unnestOf(batch.points, [
    [(p) => p.key, 'text'],
    [(p) => p.step, 'bigint'],
    [(p) => p.value, 'float8'],
    [(p) => p.timestamp.toISOString(), 'timestamptz'],
  ]);
  await db.execute(sql`
    with metric_rows as (
      insert into ${runMetrics} ("run_id", "key", "step", "value", "timestamp") select ${run.id}, * from ${points}
    ), summary_rows as (${upsertSummaries(run, batch.summaries)}
    ), param_rows as (
      insert into ${runParams} ("run_id", "key", "value") select ${run.id}, * from ${pairsOf(batch.params)}
      on conflict do nothing
    ), tag_rows as (
      insert into ${runTags} ("run_id", "key", "value") select ${run.id}, * from ${pairsOf(batch.tags)}
      on conflict (run_id, key) do update set value = excluded.value
    ), batch_row as (
      insert into ${runBatches} ("run_id", "batch_id", "answer")
      values (${run.id}, ${batch.batchId}, ${JSON.stringify(batch.answer)}::jsonb)
    )
    update ${experimentRuns} set updated_at = now() where ${experimentRuns.id} = ${run.id}`);
}
