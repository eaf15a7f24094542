import { describe, expect, it } from 'vitest';
import { ProfileError, profileFile, type ColumnProfile, type DatasetProfile } from './profile-file';
import { labRows, labText, statsOf, tempFiles, writeText } from './profile.test-support';

const file = tempFiles();
const rows = labRows(5000);

const column = (profile: DatasetProfile, name: string): ColumnProfile => {
  const found = profile.columns.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};
const binTotal = (profile: ColumnProfile) => profile.numeric?.histogram.bins.reduce((sum, bin) => sum + bin.count, 0);

describe('profileFile on a CSV of lab measurements', () => {
  it('counts rows, infers types and nulls', async () => {
    await writeText(file('lab.csv'), labText(rows));
    const profile = await profileFile(file('lab.csv'), 'csv');
    expect(profile.format).toBe('csv');
    expect(profile.rowCount).toBe(5000);
    expect(profile.columns.map((c) => [c.name, c.type, c.nullCount])).toEqual([
      ['sample_id', 'string', 0],
      ['well', 'integer', 0],
      ['temperature_c', 'number', 100],
      ['ph', 'number', 50],
      ['species', 'string', 250],
      ['collected_on', 'date', 0],
      ['is_control', 'boolean', 0],
      ['notes', 'string', 4994],
    ]);
    expect(profile.columns.map((c) => [c.distinctCount, c.distinctIsEstimate])).toEqual([
      [5000, false],
      [96, false],
      [100, false],
      [21, false],
      [4, false],
      [366, false],
      [2, false],
      [2, false],
    ]);
  });

  it('summarises numeric columns with a histogram of every non-null value', async () => {
    await writeText(file('lab.csv'), labText(rows));
    const profile = await profileFile(file('lab.csv'), 'csv', { histogramBins: 10 });
    const temperature = column(profile, 'temperature_c');
    expect(temperature.numeric).toMatchObject({ min: 20, max: 29.9 });
    const expected = statsOf(rows.map((row) => row.temperature_c));
    expect(temperature.numeric?.mean).toBeCloseTo(expected.mean, 9);
    expect(temperature.numeric?.stdDev).toBeCloseTo(expected.stdDev, 9);
    expect(temperature.numeric?.histogram.bins).toHaveLength(10);
    expect(binTotal(temperature)).toBe(4900);
    // Each temperature 20.0–29.9 (step 0.1) appears 49 times: ten values, 490 readings per bin.
    expect(temperature.numeric?.histogram.bins.map((bin) => bin.count)).toEqual(Array(10).fill(490));
    const well = column(profile, 'well');
    expect(well.numeric).toMatchObject({ min: 1, max: 96 });
    expect(well.numeric?.mean).toBeCloseTo(statsOf(rows.map((row) => row.well)).mean, 9);
    expect(binTotal(well)).toBe(5000);
    expect(binTotal(column(profile, 'ph'))).toBe(4950);
    expect(column(profile, 'ph').numeric).toMatchObject({ min: 6, max: 8 });
  });

  it('gives top values for text and booleans, and the range of dates', async () => {
    await writeText(file('lab.csv'), labText(rows));
    const profile = await profileFile(file('lab.csv'), 'csv', { topValues: 3 });
    expect(column(profile, 'species').topValues).toEqual([
      { value: 'E. coli', count: 2500 },
      { value: 'B. subtilis', count: 1500 },
      { value: 'S. cerevisiae', count: 500 },
    ]);
    expect(column(profile, 'is_control').topValues).toEqual([
      { value: 'false', count: 4375 },
      { value: 'true', count: 625 },
    ]);
    expect(column(profile, 'sample_id').topValues?.map((top) => top.value)).toEqual(['S-00001', 'S-00002', 'S-00003']);
    expect(column(profile, 'collected_on').dates).toEqual({ min: '2024-01-01', max: '2024-12-31' });
    expect(column(profile, 'collected_on').topValues).toBeUndefined();
    expect(column(profile, 'well').topValues).toBeUndefined();
  });

  it('keeps the first rows as a typed sample', async () => {
    await writeText(file('lab.csv'), labText(rows));
    const profile = await profileFile(file('lab.csv'), 'csv', { sampleRows: 12 });
    expect(profile.sample).toHaveLength(12);
    expect(profile.sample[0]).toEqual({
      sample_id: 'S-00001',
      well: 1,
      temperature_c: 20,
      ph: 6,
      species: 'E. coli',
      collected_on: '2024-01-01',
      is_control: true,
      notes: 'low volume, "retest"',
    });
    expect(profile.sample[3].ph).toBeNull();
    expect(profile.sample[7].temperature_c).toBeNull();
    expect(profile.sample[9].species).toBe('P. putida');
    expect(profile.sample[10].notes).toBe('rerun:\nplate moved');
    expect(profile.sample[11].is_control).toBe(false);
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);
  });
});

describe('profileFile', () => {
  it('reads TSV', async () => {
    await writeText(file('lab.tsv'), labText(rows.slice(0, 200), '\t'));
    const profile = await profileFile(file('lab.tsv'), 'tsv');
    expect(profile.rowCount).toBe(200);
    expect(profile.columns.map((c) => c.type)).toEqual([
      'string',
      'integer',
      'number',
      'number',
      'string',
      'date',
      'boolean',
      'string',
    ]);
    expect(profile.sample[0].notes).toBe('low volume, "retest"');
  });

  it('treats blank, NA, null and NaN as missing, and mixed numbers and text as text', async () => {
    const text = ['a,b,c,d,e', '1,2.5,x,,2024-01-01', 'NA,3,null,,2024-01-02T10:30:00Z', 'nan,NaN,4,,2024-02-30'];
    await writeText(file('mixed.csv'), text.join('\n'));
    const profile = await profileFile(file('mixed.csv'), 'csv');
    expect(profile.columns.map((c) => [c.name, c.type, c.nullCount])).toEqual([
      ['a', 'integer', 2],
      ['b', 'number', 1],
      ['c', 'string', 1],
      ['d', 'empty', 3],
      ['e', 'string', 0],
    ]);
    expect(column(profile, 'c').topValues).toEqual([
      { value: '4', count: 1 },
      { value: 'x', count: 1 },
    ]);
    expect(profile.sample[1]).toEqual({ a: null, b: 3, c: null, d: null, e: '2024-01-02T10:30:00Z' });
  });

  it('orders dates with times and offsets by the instant they name', async () => {
    const text = ['at', '2024-03-01', '2024-03-01T12:00:00+02:00', '2024-02-29 23:59', '2024-03-01T09:00Z'];
    await writeText(file('dates.csv'), text.join('\n'));
    const at = column(await profileFile(file('dates.csv'), 'csv'), 'at');
    expect(at).toMatchObject({ type: 'date', dates: { min: '2024-02-29 23:59', max: '2024-03-01T12:00:00+02:00' } });
  });

  it('counts distinct values exactly up to 10,000, then estimates within 3%', async () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => `${i.toString(36)}-${(i * 7919) % 50_000}`);
    await writeText(file('ids.csv'), `id,group\n${ids.map((id, i) => `${id},g${i % 10_000}`).join('\n')}\n`);
    const profile = await profileFile(file('ids.csv'), 'csv');
    const [id, group] = profile.columns;
    expect(id.distinctIsEstimate).toBe(true);
    expect(Math.abs(id.distinctCount - 50_000) / 50_000).toBeLessThan(0.03);
    expect(group).toMatchObject({ distinctCount: 10_000, distinctIsEstimate: false });
  });

  it('holds options to whole numbers up to 1,000', async () => {
    await writeText(file('lab.csv'), labText(rows.slice(0, 1500)));
    const profile = await profileFile(file('lab.csv'), 'csv', {
      sampleRows: 1e9,
      topValues: -3,
      histogramBins: 5000.5,
    });
    expect(profile.sample).toHaveLength(1000);
    expect(column(profile, 'species').topValues).toEqual([]);
    expect(column(profile, 'ph').numeric?.histogram.bins).toHaveLength(1000);
  });

  it('says why an empty file or a header without rows cannot be profiled', async () => {
    await writeText(file('empty.csv'), '');
    await expect(profileFile(file('empty.csv'), 'csv')).rejects.toThrow(new ProfileError('The file is empty'));
    await writeText(file('header.csv'), 'a,b,c\n\n');
    await expect(profileFile(file('header.csv'), 'csv')).rejects.toThrow(new ProfileError('The file has no rows'));
    await writeText(file('blank.csv'), '\n\n');
    await expect(profileFile(file('blank.csv'), 'csv')).rejects.toThrow('The CSV file has no header row');
    await writeText(file('blank.jsonl'), '\n  \n');
    await expect(profileFile(file('blank.jsonl'), 'jsonl')).rejects.toBeInstanceOf(ProfileError);
  });

  it('rejects with the signal’s reason when aborted, before or while reading', async () => {
    await writeText(file('lab.csv'), labText(labRows(100_000)));
    const reason = new Error('upload removed');
    await expect(profileFile(file('lab.csv'), 'csv', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    const controller = new AbortController();
    const profiling = profileFile(file('lab.csv'), 'csv', { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    await expect(profiling).rejects.toBe(reason);
  });
});
