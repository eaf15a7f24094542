import type { ProfileFormat } from './profile-types';

const BY_EXTENSION: Record<string, ProfileFormat> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  parquet: 'parquet',
};

const BY_MEDIA_TYPE: Record<string, ProfileFormat> = {
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/vnd.apache.parquet': 'parquet',
};

/**
 * The format of an upload, or null when it is not one we profile. The extension wins because
 * browsers often send a generic media type (application/octet-stream) for these files.
 */
export function detectFormat(fileName: string, mediaType: string | undefined): ProfileFormat | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (Object.hasOwn(BY_EXTENSION, extension)) return BY_EXTENSION[extension];
  const essence = mediaType?.split(';')[0].trim().toLowerCase() ?? '';
  return Object.hasOwn(BY_MEDIA_TYPE, essence) ? BY_MEDIA_TYPE[essence] : null;
}
