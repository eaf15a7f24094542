import { createReadStream } from 'node:fs';
import { LineSplitter } from './line-splitter';
import { ProfileError } from './profile-error';
import type { Cell } from './profile-types';
import type { RowSink } from './row-sink';
import { toCell } from './to-cell';

// 64 KiB reads, as for CSV: each read's garbage dies young, where collecting it is cheap.
const READ_SIZE = 1 << 16;
// One JSON line is parsed whole; past this a "line" is more likely a file without line breaks.
const MAX_LINE_LENGTH = 16 * 2 ** 20;

/**
 * Streams a JSON lines file into `sink`: each non-blank line one object, the columns the union
 * of their keys in order of first appearance. Resolves with the number of rows.
 */
export async function readJsonLines(path: string, sink: RowSink, signal?: AbortSignal): Promise<number> {
  signal?.throwIfAborted();
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: READ_SIZE });
  // Destroying with the reason ends the loop below with it, even while a read is pending.
  const onAbort = () => stream.destroy(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const lines = new JsonLines(sink);
  const splitter = new LineSplitter((line) => lines.take(line));
  try {
    for await (const chunk of stream) {
      splitter.push(chunk as string);
      if (splitter.unfinished > MAX_LINE_LENGTH) throw lines.tooLong();
      signal?.throwIfAborted();
    }
    signal?.throwIfAborted();
    splitter.end();
    return lines.rowCount;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    stream.destroy();
  }
}

class JsonLines {
  private readonly columns = new Map<string, number>();
  /** By column index: whether the sink looks at it, so unwanted values skip conversion. */
  private readonly wanted: boolean[] = [];
  private line = 0;
  rowCount = 0;

  constructor(private readonly sink: RowSink) {}

  take(text: string): void {
    this.line++;
    const source = (this.line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
    if (source.length === 0) return;
    const values: Cell[] = [];
    const object = this.parse(source);
    for (const key in object) {
      const index = this.columnIndex(key);
      if (this.wanted[index]) values[index] = toCell(object[key]);
    }
    this.sink.addRow(values);
    this.rowCount++;
  }

  tooLong(): ProfileError {
    return new ProfileError(
      `Line ${this.line + 1} is over ${MAX_LINE_LENGTH / 2 ** 20} Mi characters long: not JSON lines?`,
    );
  }

  private parse(source: string): Record<string, unknown> {
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      throw new ProfileError(`Malformed JSON at line ${this.line}: ${(error as Error).message}`, { cause: error });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ProfileError(`Malformed JSON at line ${this.line}: expected an object`);
    }
    return value as Record<string, unknown>;
  }

  private columnIndex(key: string): number {
    let index = this.columns.get(key);
    if (index === undefined) {
      index = this.columns.size;
      this.columns.set(key, index);
      this.sink.addColumn(key);
      this.wanted.push(this.sink.wants?.(index) ?? true);
    }
    return index;
  }
}
