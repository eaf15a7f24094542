import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2026-11-29T11:59:30Z', now)).toBe('30 seconds ago');
    expect(relativeTime('2026-11-29T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-29T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-28T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-01T12:00:00Z', now)).toBe('4 weeks ago');
  });
  it('shows an unreadable value as it came', () => {
    expect(relativeTime('not a date', now)).toBe('not a date');
  });
});
