import { describe, expect, it } from 'vitest';
import { checkBatch, type BatchBody } from './batch-validation';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const metric = (key: string, step: number, value: number | string = 0.5, timestamp?: string) => ({
  key,
  step,
  value,
  ...(timestamp && { timestamp }),
});

describe('checkBatch', () => {
  it('accepts metrics, params and tags, stamping points without a timestamp with now', () => {
    const body: BatchBody = {
      batchId: 'b-1',
      metrics: [metric('loss', 1, 0.9), metric('loss', 2, 0.7, '2026-11-30T09:00:00Z'), metric('acc', 1, 0.4)],
      params: [
        { key: 'lr', value: '0.01' },
        { key: 'lr', value: '0.01' },
      ],
      tags: [
        { key: 'stage', value: 'dev' },
        { key: 'stage', value: 'prod' },
      ],
    };
    const result = checkBatch(body, NOW);
    expect(result.ok && result.batch).toEqual({
      batchId: 'b-1',
      metrics: [
        { key: 'loss', step: 1, value: 0.9, timestamp: NOW },
        { key: 'loss', step: 2, value: 0.7, timestamp: new Date('2026-11-30T09:00:00Z') },
        { key: 'acc', step: 1, value: 0.4, timestamp: NOW },
      ],
      params: new Map([['lr', '0.01']]),
      tags: new Map([['stage', 'prod']]),
    });
  });

  it('refuses more than 1000 items in all, naming the limit and the count', () => {
    const body: BatchBody = {
      batchId: 'b',
      metrics: Array.from({ length: 600 }, (_, i) => metric('m', i)),
      params: Array.from({ length: 401 }, (_, i) => ({ key: `p${i}`, value: 'x' })),
    };
    expect(checkBatch(body, NOW)).toEqual({
      ok: false,
      message: 'A batch may hold at most 1000 metrics, params and tags together; this one holds 1001',
    });
    const exactly: BatchBody = { batchId: 'b', metrics: Array.from({ length: 1000 }, (_, i) => metric('m', i)) };
    expect(checkBatch(exactly, NOW).ok).toBe(true);
  });

  it('refuses a non-finite value, text or past the float range, naming the key and step', () => {
    expect(checkBatch({ batchId: 'b', metrics: [metric('loss', 3, 'NaN')] }, NOW)).toEqual({
      ok: false,
      message: `Metric 'loss' at step 3: the value must be a finite number, not "NaN"`,
    });
    expect(checkBatch({ batchId: 'b', metrics: [metric('acc', 0, Infinity)] }, NOW)).toEqual({
      ok: false,
      message: "Metric 'acc' at step 0: the value must be a finite number, not Infinity",
    });
  });

  it('refuses steps of one key that do not rise in the order sent', () => {
    const body: BatchBody = { batchId: 'b', metrics: [metric('loss', 5), metric('acc', 1), metric('loss', 5)] };
    expect(checkBatch(body, NOW)).toEqual({
      ok: false,
      message: "Metric 'loss': step 5 is out of order, it must come after step 5",
    });
  });

  it('refuses a timestamp no database can hold', () => {
    expect(checkBatch({ batchId: 'b', metrics: [metric('loss', 1, 1, '2016-12-31T23:59:60Z')] }, NOW)).toEqual({
      ok: false,
      message: "Metric 'loss' at step 1: timestamp must not be a leap second",
    });
  });

  it('refuses one param given two different values', () => {
    const body: BatchBody = {
      batchId: 'b',
      params: [
        { key: 'lr', value: '0.1' },
        { key: 'lr', value: '0.2' },
      ],
    };
    expect(checkBatch(body, NOW)).toEqual({
      ok: false,
      message: "Param 'lr' is given twice in the batch with different values",
    });
  });
});
