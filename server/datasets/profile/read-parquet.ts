import { open } from 'node:fs/promises';
import {
  parquetMetadataAsync,
  parquetScan,
  parquetSchema,
  type AsyncBuffer,
  type DecodedArray,
  type ParquetParsers,
} from 'hyparquet';
import { fileFromHandle } from './parquet-file';
import { ProfileError } from './profile-error';
import type { Cell } from './profile-types';
import type { RowSink } from './row-sink';
import { toCell } from './to-cell';

// Dates as ISO text (calendar dates without a time), so they profile as the text formats' dates do.
const PARSERS: Partial<ParquetParsers> = {
  dateFromDays: (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10),
};

/** Streams a Parquet file into `sink` through byte-range reads of the open file; resolves with the row count. */
export async function readParquet(path: string, sink: RowSink, signal?: AbortSignal): Promise<number> {
  signal?.throwIfAborted();
  const handle = await open(path, 'r');
  try {
    return await readParquetFrom(fileFromHandle(handle, (await handle.stat()).size, signal), sink, signal);
  } finally {
    await handle.close();
  }
}

/**
 * Reads one row group at a time, and of it only the columns the sink wants. Memory is bounded by
 * the largest row group's decoded columns, never the whole file.
 */
export async function readParquetFrom(file: AsyncBuffer, sink: RowSink, signal?: AbortSignal): Promise<number> {
  try {
    const metadata = await parquetMetadataAsync(file);
    // Top-level columns; a nested group is one column whose values are its JSON text.
    const names = parquetSchema(metadata).children.map((child) => child.element.name);
    for (const name of names) sink.addColumn(name);
    const wanted = names.flatMap((name, index) => ((sink.wants?.(index) ?? true) ? [{ name, index }] : []));
    const scan = await parquetScan({ file, metadata, columns: wanted.map((column) => column.name), parsers: PARSERS });
    const values: (Cell | undefined)[] = new Array(names.length);
    let rowCount = 0;
    for (const { rowStart, rowEnd } of scan.ranges) {
      const data: DecodedArray[] = [];
      for (const { name } of wanted) data.push(await scan.readColumn({ column: name, rowStart, rowEnd }));
      for (let row = 0; row < rowEnd - rowStart; row++) {
        for (let i = 0; i < wanted.length; i++) values[wanted[i].index] = toCell(data[i][row]);
        sink.addRow(values);
      }
      rowCount += rowEnd - rowStart;
      signal?.throwIfAborted();
    }
    return rowCount;
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof ProfileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProfileError(`Not a readable Parquet file: ${reason}`, { cause: error });
  }
}
