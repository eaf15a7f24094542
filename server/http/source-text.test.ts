import { describe, expect, it } from 'vitest';
import { isoTimestamp, plainText, searchTerms, uniqueFormats, uniqueTexts } from './source-text';

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and keeps words whole', () => {
    expect(plainText('<p>PM<sub>2.5</sub> &amp; NO&#8322;</p><p>Rain&nbsp;&#x2014;&nbsp;snow</p>')).toBe(
      'PM2.5 & NO₂ Rain — snow',
    );
    expect(plainText('<script>alert(1)</script><div>ok</div>')).toBe('ok');
    expect(plainText('values < 5 and > 2')).toBe('values < 5 and > 2');
    expect(plainText(null)).toBe('');
  });

  it('cuts a long description at 2,000 characters', () => {
    const text = plainText('word '.repeat(1000));
    expect(text).toHaveLength(2000);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('searchTerms', () => {
  it('keeps words, numbers and dots, lower case, and nothing a query parser reads as syntax', () => {
    expect(searchTerms('PM2.5 AND (NO2 OR "ozone") / site:urban*')).toBe('pm2.5 and no2 or ozone site urban');
    expect(searchTerms('Écoles primaires – Île-de-France')).toBe('écoles primaires île de france');
    expect(searchTerms('?!')).toBe('');
  });
});

describe('lists and dates', () => {
  it('dedupes texts and formats', () => {
    expect(uniqueTexts([' Air ', 'air', '', null, 'Water'])).toEqual(['Air', 'Water']);
    expect(
      uniqueFormats([
        'csv',
        '.CSV',
        'text/csv; charset=utf-8',
        'http://publications.europa.eu/resource/authority/file-type/JSON',
        'application/x-netcdf',
        ' ',
      ]),
    ).toEqual(['CSV', 'JSON', 'NETCDF']);
  });

  it('reads timestamps as ISO 8601, naive ones as UTC, and keeps bare dates', () => {
    expect(isoTimestamp('2025-11-03T16:20:05.771362')).toBe('2025-11-03T16:20:05.771Z');
    expect(isoTimestamp('2024-05-15T08:02:11.004412+00:00')).toBe('2024-05-15T08:02:11.004Z');
    expect(isoTimestamp('2024-05-14')).toBe('2024-05-14');
    expect(isoTimestamp('2023')).toBe('2023');
    expect(isoTimestamp('last week')).toBeNull();
    expect(isoTimestamp(undefined)).toBeNull();
  });
});
