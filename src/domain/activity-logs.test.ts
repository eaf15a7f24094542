import {
  EMPTY_LOG_FILTERS,
  endOfDayIso,
  logFiltersToQuery,
  logQueryWithSearch,
  startOfDayIso,
  truncateEntityId,
} from './activity-logs';

describe('day bounds', () => {
  it('the end date extends to the last millisecond of that local day', () => {
    expect(endOfDayIso('2026-11-22')).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
  });
  it('the start date begins at local midnight', () => {
    expect(startOfDayIso('2026-11-22')).toBe(new Date(2026, 10, 22).toISOString());
  });
  it('an empty or malformed date is no bound', () => {
    expect(endOfDayIso('')).toBeUndefined();
    expect(startOfDayIso('22/11/2026')).toBeUndefined();
  });
});

describe('logFiltersToQuery', () => {
  it('sends nothing for empty filters', () => {
    expect(logFiltersToQuery(EMPTY_LOG_FILTERS)).toEqual({});
  });
  it('sends the set filters, trimmed, with whole-day dates', () => {
    expect(
      logFiltersToQuery({
        level: 'error',
        entityType: 'idea',
        entityId: ' abc ',
        action: ' idea.created',
        startDate: '2026-11-01',
        endDate: '2026-11-22',
        userId: '0a000000-0000-4000-8000-0000000000a1',
      }),
    ).toEqual({
      level: 'error',
      entityType: 'idea',
      entityId: 'abc',
      action: 'idea.created',
      startDate: new Date(2026, 10, 1).toISOString(),
      endDate: new Date(2026, 10, 22, 23, 59, 59, 999).toISOString(),
      userId: '0a000000-0000-4000-8000-0000000000a1',
    });
  });
});

describe('logQueryWithSearch', () => {
  it('sends the search box’s text, trimmed, beside the filters', () => {
    expect(logQueryWithSearch({ level: 'error' }, '  Alpha beta ')).toEqual({ level: 'error', q: 'Alpha beta' });
  });
  it('sends no q for a blank search', () => {
    expect(logQueryWithSearch({ level: 'error' }, '   ')).toEqual({ level: 'error' });
  });
});

describe('truncateEntityId', () => {
  it('keeps 8 characters and marks the cut', () => {
    expect(truncateEntityId('2b1f9c3e-aaaa-bbbb')).toBe('2b1f9c3e…');
  });
  it('leaves short ids alone', () => {
    expect(truncateEntityId('12345678')).toBe('12345678');
    expect(truncateEntityId('sess-1')).toBe('sess-1');
  });
});
