import { describe, expect, it } from 'vitest';
import { spokenWait } from './sign-in-limits';

describe('the wait a 429 names', () => {
  it('is seconds under a minute, else whole minutes rounded up, never less than the real wait', () => {
    expect(spokenWait(1)).toBe('1 second');
    expect(spokenWait(45)).toBe('45 seconds');
    expect(spokenWait(60)).toBe('1 minute');
    expect(spokenWait(61)).toBe('2 minutes');
    expect(spokenWait(300)).toBe('5 minutes');
  });
});
