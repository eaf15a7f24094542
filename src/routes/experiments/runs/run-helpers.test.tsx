import { compareRefusal } from './compare-rules';
import { parseColumns, shownColumns, columnOf } from './run-columns';
import { formatDuration } from './run-format';

// Pure rules of the runs table (a .tsx name: the component project is the one that runs src/routes).

describe('run helpers', () => {
  it.each([
    ['2026-11-20T10:00:00Z', '2026-11-20T10:00:45Z', '45s'],
    ['2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z', '0s'],
    ['2026-11-20T10:00:00Z', '2026-11-20T13:20:00Z', '3h 20m'],
    ['2026-11-20T10:00:00Z', '2026-11-20T13:00:09Z', '3h'],
    ['2026-11-20T10:00:00Z', '2026-11-22T14:30:00Z', '2d 4h'],
    ['2026-11-20T10:00:00Z', null, '—'],
    ['2026-11-20T10:00:00Z', '2026-11-20T09:00:00Z', '—'],
  ])('a run from %s to %s took %s', (start, end, words) => {
    expect(formatDuration(start, end)).toBe(words);
  });

  it('reads the chosen columns from the address, dropping what is not a metric or param key', () => {
    expect(parseColumns(null)).toBeUndefined();
    expect(parseColumns('')).toEqual([]);
    expect(parseColumns('metrics.train/loss,params.lr,attributes.x,metrics.,params.a b')).toEqual([
      columnOf('metrics', 'train/loss'),
      columnOf('params', 'lr'),
    ]);
  });

  it('never shows the primary metric twice', () => {
    const available = { metrics: [columnOf('metrics', 'acc')], params: [] };
    expect(shownColumns([columnOf('metrics', 'loss'), columnOf('metrics', 'acc')], available, 'loss')).toEqual([
      columnOf('metrics', 'acc'),
    ]);
  });

  it.each([
    [0, 'Tick 2 to 5 runs to compare them'],
    [2, null],
    [5, null],
    [7, 'At most 5 runs can be compared: untick 2 runs'],
  ])('comparing %i runs: %s', (count, refusal) => {
    expect(compareRefusal(count)).toBe(refusal);
  });
});
