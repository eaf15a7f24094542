// The Content-Type an artifact is stored and downloaded with. A client's own type wins when it
// names one; a generic one (multipart's default text/plain, or application/octet-stream, which
// is what most clients send when they do not know) gives way to the file's extension.

const GENERIC = new Set(['', 'text/plain', 'application/octet-stream']);

/** type/subtype, as RFC 9110 spells a media type's essence. */
const ESSENCE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/** What researchers log, as MLflow and W&B see it: plots, tables, configs, logs, notebooks, weights. */
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  jsonl: 'application/x-ndjson',
  ndjson: 'application/x-ndjson',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  toml: 'application/toml',
  xml: 'application/xml',
  ipynb: 'application/x-ipynb+json',
  py: 'text/x-python',
  parquet: 'application/vnd.apache.parquet',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  mp4: 'video/mp4',
  wav: 'audio/wav',
};

export function artifactMediaType(fileName: string, sentType: string): string {
  const essence = sentType.split(';')[0].trim().toLowerCase();
  if (!GENERIC.has(essence) && essence.length <= 255 && ESSENCE.test(essence)) return essence;
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
