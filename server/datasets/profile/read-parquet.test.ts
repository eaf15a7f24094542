import { open } from 'node:fs/promises';
import type { AsyncBuffer } from 'hyparquet';
import { parquetWriteFile } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { fileFromHandle } from './parquet-file';
import { ProfileError, profileFile } from './profile-file';
import { labRows, labText, RecordingSink, tempFiles, writeLabParquet, writeText } from './profile.test-support';
import { readParquetFrom } from './read-parquet';

const file = tempFiles();
const rows = labRows(5000);

/** Reads the file through a buffer that records the size of every slice asked for. */
async function readRecorded(path: string, sink: RecordingSink, signal?: AbortSignal) {
  const handle = await open(path, 'r');
  try {
    const inner = fileFromHandle(handle, (await handle.stat()).size);
    const slices: number[] = [];
    const file: AsyncBuffer = {
      byteLength: inner.byteLength,
      slice: (start, end) => {
        slices.push((end ?? inner.byteLength) - start);
        return inner.slice(start, end);
      },
    };
    const rowCount = await readParquetFrom(file, sink, signal);
    return { rowCount, slices, size: inner.byteLength };
  } finally {
    await handle.close();
  }
}

describe('Parquet', () => {
  it('profiles typed columns like the same table as CSV', async () => {
    writeLabParquet(file('lab.parquet'), rows);
    await writeText(file('lab.csv'), labText(rows));
    const fromParquet = await profileFile(file('lab.parquet'), 'parquet');
    const fromCsv = await profileFile(file('lab.csv'), 'csv');
    expect(fromParquet).toEqual({ ...fromCsv, format: 'parquet' });
  });

  it('reads integers, timestamps and JSON as cells', async () => {
    parquetWriteFile({
      filename: file('kinds.parquet'),
      columnData: [
        { name: 'reads', data: [9_007_199_254_740_993n, 12n, null], type: 'INT64' },
        {
          name: 'at',
          data: [new Date('2024-05-01T10:00:00Z'), null, new Date('2024-05-02T00:00:00Z')],
          type: 'TIMESTAMP',
        },
        { name: 'meta', data: [{ plate: 'P1', wells: [1, 2] }, null, { plate: 'P2' }], type: 'JSON' },
      ],
    });
    const sink = new RecordingSink();
    await readRecorded(file('kinds.parquet'), sink);
    expect(sink.columns).toEqual(['reads', 'at', 'meta']);
    expect(sink.rows).toEqual([
      ['9007199254740993', '2024-05-01T10:00:00.000Z', '{"plate":"P1","wells":[1,2]}'],
      [12, null, null],
      [null, '2024-05-02T00:00:00.000Z', '{"plate":"P2"}'],
    ]);
  });

  it('reads one row group at a time, and only the columns asked for', async () => {
    writeLabParquet(file('lab.parquet'), rows, 500);
    const all = await readRecorded(file('lab.parquet'), new RecordingSink());
    expect(all.rowCount).toBe(5000);
    // hyparquet fetches up to the last 512 KiB for the footer (all of this small file); then ranges.
    const [footer, ...reads] = all.slices;
    expect(footer).toBeLessThanOrEqual(512 * 1024);
    expect(reads.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...reads)).toBeLessThan(all.size / 4);
    const oneColumn = new RecordingSink();
    oneColumn.wants = (index: number) => index === 2;
    const some = await readRecorded(file('lab.parquet'), oneColumn);
    const total = (slices: number[]) => slices.slice(1).reduce((sum, size) => sum + size, 0);
    expect(total(some.slices)).toBeLessThan(total(all.slices) / 4);
    expect(oneColumn.rows[0]).toEqual([null, null, 20, null, null, null, null, null]);
  });

  it('refuses a file that is not Parquet', async () => {
    await writeText(file('fake.parquet'), 'sample_id,ph\nS-1,7\n');
    await expect(profileFile(file('fake.parquet'), 'parquet')).rejects.toThrow(ProfileError);
    await expect(profileFile(file('fake.parquet'), 'parquet')).rejects.toThrow(/^Not a readable Parquet file/);
  });

  it('stops reading when the signal aborts', async () => {
    writeLabParquet(file('lab.parquet'), rows, 500);
    const controller = new AbortController();
    const reason = new Error('stop');
    const sink = new RecordingSink((count) => {
      if (count === 1) controller.abort(reason);
    });
    await expect(readRecorded(file('lab.parquet'), sink, controller.signal)).rejects.toBe(reason);
    expect(sink.rows.length).toBe(500);
  });
});
