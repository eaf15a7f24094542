import { detectFormat } from '../datasets/profile/detect-format';
import type { ProfileFormat } from '../datasets/profile/profile-types';

// What an upload's name and type may be once stored, and how a download names its file. A name is
// only ever a label here: the bytes live under a key the server chose (file-storage.ts).

const MAX_NAME_LENGTH = 200;

const MEDIA_TYPE_OF_FORMAT: Record<ProfileFormat, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  jsonl: 'application/x-ndjson',
  parquet: 'application/vnd.apache.parquet',
};

/** Unpaired UTF-16 halves (with the u flag a pair is one code point) become U+FFFD, as PostgreSQL needs. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** The client's file name without control characters or broken UTF-16, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const text = wellFormed(raw ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (text.length <= MAX_NAME_LENGTH) return text || 'upload';
  // Too long: keep the extension, which says the format.
  const dot = text.lastIndexOf('.');
  const extension = dot > 0 && text.length - dot <= 16 ? text.slice(dot) : '';
  return wellFormed(text.slice(0, MAX_NAME_LENGTH - extension.length)) + extension;
}

/** 'survey.2024.csv' → 'survey.2024': the dataset's name is its file's, without the extension. */
export function datasetNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The media type the client sent when it names this format (text/csv, application/jsonl), else the format's own. */
export function mediaTypeOf(sent: string | undefined, format: ProfileFormat): string {
  const essence = (sent ?? '').split(';')[0].trim().toLowerCase();
  // Never another type: a CSV sent as text/html must not come back as HTML.
  return detectFormat('', essence) === format ? essence : MEDIA_TYPE_OF_FORMAT[format];
}

/** RFC 6266: an ASCII fallback for old clients and the exact name as UTF-8 (RFC 8187). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
