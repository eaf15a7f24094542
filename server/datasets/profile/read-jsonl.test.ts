import { describe, expect, it } from 'vitest';
import { ProfileError, profileFile } from './profile-file';
import { labRows, labText, RecordingSink, tempFiles, writeText, type LabRow } from './profile.test-support';
import { readJsonLines } from './read-jsonl';

const file = tempFiles();
const rows = labRows(3000);

// Missing temperatures and notes leave their key out; a missing pH is an explicit null.
function labLine(row: LabRow, i: number): string {
  const { temperature_c, notes, ...rest } = row;
  return JSON.stringify({
    ...rest,
    ...(temperature_c === null ? {} : { temperature_c }),
    ...(notes === null ? {} : { notes }),
    plate: { id: `P${Math.floor(i / 96) + 1}`, well: row.well },
    ...(i >= 100 ? { tags: i % 2 ? ['qc'] : [] } : {}),
  });
}

describe('readJsonLines', () => {
  it('profiles objects like the same table as CSV, plus nested and late columns', async () => {
    await writeText(file('lab.jsonl'), rows.map(labLine).join('\n'));
    await writeText(file('lab.csv'), labText(rows));
    const fromJson = await profileFile(file('lab.jsonl'), 'jsonl');
    const fromCsv = await profileFile(file('lab.csv'), 'csv');
    expect(fromJson.rowCount).toBe(3000);
    const sameColumns = fromJson.columns.filter((column) => column.name !== 'plate' && column.name !== 'tags');
    expect(sameColumns).toEqual(expect.arrayContaining(fromCsv.columns));
    expect(sameColumns).toHaveLength(fromCsv.columns.length);
    const plate = fromJson.columns.find((column) => column.name === 'plate');
    expect(plate).toMatchObject({ type: 'string', nullCount: 0, distinctCount: 3000 });
    const tags = fromJson.columns.find((column) => column.name === 'tags');
    expect(tags).toMatchObject({ type: 'string', nullCount: 100, distinctCount: 2 });
    expect(tags?.topValues).toEqual([
      { value: '["qc"]', count: 1450 },
      { value: '[]', count: 1450 },
    ]);
    expect(fromJson.sample[0]).toMatchObject({ plate: '{"id":"P1","well":1}', tags: null, temperature_c: 20 });
    expect(fromJson.sample[7]).toMatchObject({ temperature_c: null, notes: null, ph: 6.7 });
  });

  it('takes the union of keys, nulls for the missing ones, blank lines skipped', async () => {
    const text = '\uFEFF{"a":1,"b":"x"}\n\n{"b":"y","c":true}\r\n   \n{"a":2.5,"c":null,"d":{"e":[1,2]}}';
    await writeText(file('union.jsonl'), text);
    const sink = new RecordingSink();
    expect(await readJsonLines(file('union.jsonl'), sink)).toBe(3);
    expect(sink.columns).toEqual(['a', 'b', 'c', 'd']);
    // Each row as sent, over the columns known by then.
    expect(sink.rows).toEqual([
      [1, 'x'],
      [null, 'y', true],
      [2.5, null, null, '{"e":[1,2]}'],
    ]);
  });

  it('names the line of bad JSON, and of a line that is not an object', async () => {
    const lines = Array.from({ length: 11 }, (_, i) => JSON.stringify({ n: i }));
    await writeText(
      file('bad.jsonl'),
      [...lines.slice(0, 5), '', ...lines.slice(5), '{"n": 11,', '{"n":12}'].join('\n'),
    );
    await expect(profileFile(file('bad.jsonl'), 'jsonl')).rejects.toThrow(/^Malformed JSON at line 13: /);
    await writeText(file('array.jsonl'), '{"n":1}\n[1,2]\n');
    await expect(profileFile(file('array.jsonl'), 'jsonl')).rejects.toThrow(
      new ProfileError('Malformed JSON at line 2: expected an object'),
    );
  });

  it('refuses a line too long to be a row', async () => {
    await writeText(file('one-line.jsonl'), `{"n":1}\n{"text":"${'x'.repeat(17 * 2 ** 20)}"}`);
    await expect(profileFile(file('one-line.jsonl'), 'jsonl')).rejects.toThrow(
      new ProfileError('Line 2 is over 16 Mi characters long: not JSON lines?'),
    );
  });

  it('stops reading when the signal aborts', async () => {
    await writeText(file('lab.jsonl'), labRows(30_000).map(labLine).join('\n'));
    const controller = new AbortController();
    const reason = new Error('stop');
    const sink = new RecordingSink((count) => {
      if (count === 1) controller.abort(reason);
    });
    await expect(readJsonLines(file('lab.jsonl'), sink, controller.signal)).rejects.toBe(reason);
    expect(sink.rows.length).toBeLessThan(2000);
  });
});
