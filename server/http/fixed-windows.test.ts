import { describe, expect, it } from 'vitest';
import { createFixedWindows, spokenWait, type Budget } from './fixed-windows';

describe('the wait a 429 names', () => {
  it('is seconds under a minute, else whole minutes rounded up, never less than the real wait', () => {
    expect(spokenWait(1)).toBe('1 second');
    expect(spokenWait(45)).toBe('45 seconds');
    expect(spokenWait(60)).toBe('1 minute');
    expect(spokenWait(61)).toBe('2 minutes');
    expect(spokenWait(300)).toBe('5 minutes');
    expect(spokenWait(3600)).toBe('60 minutes');
  });
});

describe('fixed-window budgets', () => {
  const minute = (key: string, max: number): Budget => ({ key, limit: { max, windowMs: 60_000 } });

  it('allows max requests a window, refuses the next until the window ends, then starts whole', () => {
    let now = 1_000_000;
    const windows = createFixedWindows(() => now);
    const spends = [1, 2, 3].map(() => windows.spend([minute('user:a', 2)]));
    expect(spends.map((s) => [s.allowed, s.remaining])).toEqual([
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    now += 15_000;
    expect(windows.spend([minute('user:a', 2)])).toEqual({ allowed: false, max: 2, remaining: 0, resetSeconds: 45 });
    now += 45_000;
    expect(windows.spend([minute('user:a', 2)])).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });

  it('counts each key on its own', () => {
    const windows = createFixedWindows(() => 0);
    windows.spend([minute('user:a', 1)]);
    expect(windows.spend([minute('user:a', 1)]).allowed).toBe(false);
    expect(windows.spend([minute('user:b', 1)]).allowed).toBe(true);
  });

  it('spends nothing from any budget when one of them refuses, and reports the tightest when allowed', () => {
    const windows = createFixedWindows(() => 0);
    expect(windows.spend([minute('address', 5), minute('account', 1)])).toMatchObject({
      allowed: true,
      max: 1,
      remaining: 0,
    });
    expect(windows.spend([minute('address', 5), minute('account', 1)]).allowed).toBe(false);
    // The refused attempt took nothing from the address: four of five are left.
    expect(windows.spend([minute('address', 5)])).toMatchObject({ allowed: true, remaining: 3 });
  });
});
