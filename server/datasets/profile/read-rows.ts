import { ProfileError } from './profile-error';
import type { ProfileFormat } from './profile-types';
import { readDelimited } from './read-delimited';
import { readJsonLines } from './read-jsonl';
import { readParquet } from './read-parquet';
import type { RowSink } from './row-sink';

/** Streams the rows of a file of the given format into `sink`; resolves with the row count. */
export function readRows(path: string, format: ProfileFormat, sink: RowSink, signal?: AbortSignal): Promise<number> {
  switch (format) {
    case 'csv':
      return readDelimited(path, ',', sink, signal);
    case 'tsv':
      return readDelimited(path, '\t', sink, signal);
    case 'jsonl':
      return readJsonLines(path, sink, signal);
    case 'parquet':
      return readParquet(path, sink, signal);
    default:
      return Promise.reject(new ProfileError(`Unsupported format: ${String(format)}`));
  }
}
