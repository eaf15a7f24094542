import { groupLogsByDay } from './activity-days';

const row = (id: string, createdAt: string) => ({ id, createdAt });
const NOW = new Date('2026-11-26T09:00:00Z'); // Thursday

describe('groupLogsByDay', () => {
  it('puts rows under Today, Yesterday, then the day in full, in the order given', () => {
    const days = groupLogsByDay(
      [
        row('a', '2026-11-26T08:00:00Z'),
        row('b', '2026-11-26T00:10:00Z'),
        row('c', '2026-11-25T23:59:00Z'),
        row('d', '2026-11-24T10:00:00Z'),
        row('e', '2025-11-24T10:00:00Z'),
      ],
      { now: NOW, timeZone: 'UTC', locale: 'en-GB' },
    );
    expect(days.map((day) => [day.heading, day.logs.map((log) => log.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      [expect.stringMatching(/^Tuesday,? 24 November 2026$/), ['d']],
      [expect.stringMatching(/^Monday,? 24 November 2025$/), ['e']],
    ]);
    expect(days[2].key).toBe('2026-11-24');
  });

  it('reads the days in the reader’s time zone', () => {
    // 23:30 UTC on the 25th is already the 26th in Auckland, and still the 25th in New York.
    const late = [row('a', '2026-11-25T23:30:00Z')];
    expect(groupLogsByDay(late, { now: NOW, timeZone: 'Pacific/Auckland' })[0].heading).toBe('Today');
    expect(groupLogsByDay(late, { now: NOW, timeZone: 'America/New_York' })[0].heading).toBe('Yesterday');
  });

  it('counts yesterday by the calendar across a clock change', () => {
    // Europe/London leaves summer time on 25 October 2026: that Sunday is 25 hours long.
    const days = groupLogsByDay([row('a', '2026-10-25T00:30:00Z')], {
      now: new Date('2026-10-26T23:30:00Z'),
      timeZone: 'Europe/London',
    });
    expect(days[0].heading).toBe('Yesterday');
  });

  it('keeps a row whose time cannot be read under its own heading', () => {
    expect(groupLogsByDay([row('a', 'not a date')], { now: NOW })).toEqual([
      { key: '', heading: 'Unknown date', logs: [row('a', 'not a date')] },
    ]);
  });

  it('has no days for no rows', () => {
    expect(groupLogsByDay([], { now: NOW })).toEqual([]);
  });
});
