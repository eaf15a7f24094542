import { RUN_BATCH_MAX_ITEMS, RUN_MESSAGES } from '../../src/domain/run-messages';
import { dateTimeProblem } from '../http/query-bounds';
import type { RequestBody } from '../handlers/handler-types';

// What a metric batch must be before anything is read or written: at most 1000 items, finite
// values (JSON has no NaN, so text such as "NaN" arrives and is refused naming its key), usable
// timestamps, each key's steps rising in the order sent, and no param given two values. Pure.

export type BatchBody = RequestBody<'logRunBatch'>;

export interface MetricPoint {
  key: string;
  value: number;
  step: number;
  timestamp: Date;
}

export interface CheckedBatch {
  batchId: string;
  metrics: MetricPoint[];
  /** By key; a param given twice with the same value is one. */
  params: Map<string, string>;
  /** By key; a tag given twice keeps its last value, as a later write would. */
  tags: Map<string, string>;
}

export type BatchCheck = { ok: true; batch: CheckedBatch } | { ok: false; message: string };

export function checkBatch(body: BatchBody, now: Date): BatchCheck {
  const { metrics = [], params = [], tags = [] } = body;
  const count = metrics.length + params.length + tags.length;
  if (count > RUN_BATCH_MAX_ITEMS) return { ok: false, message: RUN_MESSAGES.batchTooLarge(count) };
  const points = checkMetrics(metrics, now);
  if (typeof points === 'string') return { ok: false, message: points };
  const paramsByKey = new Map<string, string>();
  for (const { key, value } of params) {
    const before = paramsByKey.get(key);
    if (before !== undefined && before !== value) return { ok: false, message: RUN_MESSAGES.paramTwice(key) };
    paramsByKey.set(key, value);
  }
  const tagsByKey = new Map(tags.map(({ key, value }) => [key, value]));
  return { ok: true, batch: { batchId: body.batchId, metrics: points, params: paramsByKey, tags: tagsByKey } };
}

function checkMetrics(metrics: NonNullable<BatchBody['metrics']>, now: Date): MetricPoint[] | string {
  const lastStep = new Map<string, number>();
  const points: MetricPoint[] = [];
  for (const { key, value, step, timestamp } of metrics) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return RUN_MESSAGES.notFinite(key, step, shown(value));
    const problem = timestamp === undefined ? undefined : dateTimeProblem(timestamp);
    if (problem) return RUN_MESSAGES.badTimestamp(key, step, problem);
    const previous = lastStep.get(key);
    if (previous !== undefined && step <= previous) return RUN_MESSAGES.stepOutOfOrder(key, step, previous);
    lastStep.set(key, step);
    points.push({ key, value, step, timestamp: timestamp === undefined ? now : new Date(timestamp) });
  }
  return points;
}

/** Infinity as the word, text in quotes: JSON.stringify would turn Infinity into null. */
const shown = (value: unknown) => (typeof value === 'number' ? String(value) : JSON.stringify(value));
