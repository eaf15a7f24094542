import {
  EMPTY_LOG_FILTERS,
  endOfDayIso,
  logFiltersToQuery,
  matchesLogSearch,
  searchLogs,
  startOfDayIso,
  truncateEntityId,
  type ActivityLogEntry,
} from './activity-logs';

const log = (overrides: Partial<ActivityLogEntry> = {}): ActivityLogEntry => ({
  id: 'l1',
  entityType: 'workspace',
  entityId: 'ABCDEF12-3456',
  userId: 'u1',
  action: 'workspace.created',
  level: 'info',
  message: "Created workspace 'Alpha'",
  metadata: {},
  createdAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
});

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
      }),
    ).toEqual({
      level: 'error',
      entityType: 'idea',
      entityId: 'abc',
      action: 'idea.created',
      startDate: new Date(2026, 10, 1).toISOString(),
      endDate: new Date(2026, 10, 22, 23, 59, 59, 999).toISOString(),
    });
  });
});

describe('client search', () => {
  it.each([
    ['action', 'WORKSPACE.CREATED'],
    ['entity type', 'Workspace'],
    ['entity id', 'abcdef'],
    ['message', 'alpha'],
  ])('matches the %s, ignoring case', (_field, search) => {
    expect(matchesLogSearch(log(), search)).toBe(true);
  });
  it('does not match the level, the user or metadata', () => {
    expect(matchesLogSearch(log({ metadata: { secret: 'zebra' } }), 'zebra')).toBe(false);
    expect(matchesLogSearch(log(), 'u1')).toBe(false);
  });
  it('keeps everything for a blank search and filters otherwise', () => {
    const logs = [log(), log({ id: 'l2', action: 'auth.signed_in', entityType: 'user', message: 'Signed in' })];
    expect(searchLogs(logs, '  ')).toHaveLength(2);
    expect(searchLogs(logs, 'signed').map((l) => l.id)).toEqual(['l2']);
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
