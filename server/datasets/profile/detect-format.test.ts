import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';

describe('detectFormat', () => {
  it.each([
    ['samples.csv', 'csv'],
    ['SAMPLES.CSV', 'csv'],
    ['plate.tsv', 'tsv'],
    ['plate.tab', 'tsv'],
    ['events.jsonl', 'jsonl'],
    ['events.ndjson', 'jsonl'],
    ['reads.parquet', 'parquet'],
    ['archive.v2.parquet', 'parquet'],
  ])('knows %s by its extension', (name, format) => {
    expect(detectFormat(name, 'application/octet-stream')).toBe(format);
  });

  it.each([
    ['text/csv', 'csv'],
    ['text/csv; charset=utf-8', 'csv'],
    ['Text/Tab-Separated-Values', 'tsv'],
    ['application/x-ndjson', 'jsonl'],
    ['application/jsonl', 'jsonl'],
    ['application/vnd.apache.parquet', 'parquet'],
  ])('falls back to the media type %s', (mediaType, format) => {
    expect(detectFormat('upload', mediaType)).toBe(format);
  });

  it('lets the extension win over the media type', () => {
    expect(detectFormat('data.tsv', 'text/csv')).toBe('tsv');
  });

  it('returns null for what it cannot profile', () => {
    expect(detectFormat('data.csv.gz', 'application/gzip')).toBeNull();
    expect(detectFormat('notes.txt', 'text/plain')).toBeNull();
    expect(detectFormat('upload', undefined)).toBeNull();
    expect(detectFormat('constructor', 'toString')).toBeNull();
  });
});
