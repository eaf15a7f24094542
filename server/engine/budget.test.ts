import { describe, expect, it } from 'vitest';
import { exhausted, UsageMeter } from './budget';

const budget = { rounds: 3, modelCalls: 100, tokens: 5000, wallSeconds: 60 };
const spent = { roundsDone: 1, modelCalls: 10, tokens: 100, wallSeconds: 5 };

describe('budget', () => {
  it('is not exhausted while every part has room', () => {
    expect(exhausted(budget, spent)).toBeNull();
  });

  it.each([
    [{ roundsDone: 3 }, '3 rounds done'],
    [{ modelCalls: 100 }, 'model-call budget of 100 spent'],
    [{ tokens: 5001 }, 'token budget of 5000 spent'],
    [{ wallSeconds: 60 }, 'wall-time budget of 60 s spent'],
  ])('stops when %o', (over, reason) => {
    expect(exhausted(budget, { ...spent, ...over })).toBe(reason);
  });

  it('ignores the parts left unset', () => {
    expect(
      exhausted(
        { rounds: 1, modelCalls: null, tokens: null, wallSeconds: null },
        { ...spent, roundsDone: 0, modelCalls: 1e9 },
      ),
    ).toBeNull();
  });

  it('adds up usage from concurrent calls', async () => {
    const meter = new UsageMeter();
    await Promise.all([1, 2, 3].map(async (n) => meter.record({ calls: 1, tokens: n * 10 })));
    expect([meter.calls, meter.tokens]).toEqual([3, 60]);
  });
});
