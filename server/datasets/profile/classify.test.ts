import { describe, expect, it } from 'vitest';
import {
  BOOLEAN,
  classifyCell,
  classifyText,
  DATE,
  DECIMAL,
  INTEGER,
  isoDateTime,
  NULL,
  numericValue,
  TEXT,
} from './classify';

describe('classifyText', () => {
  it.each(['', 'NA', 'na', 'N/A', 'null', 'NULL', 'NaN', 'nan'])('reads %j as missing', (text) => {
    expect(classifyText(text)).toBe(NULL);
  });

  it.each([
    ['42', INTEGER],
    ['-7', INTEGER],
    ['+0012', INTEGER],
    ['3.14', DECIMAL],
    ['-.5', DECIMAL],
    ['1e-3', DECIMAL],
    ['2.', DECIMAL],
    ['true', BOOLEAN],
    ['FALSE', BOOLEAN],
    ['2024-02-29', DATE],
    ['2024-02-29T13:45', DATE],
    ['2024-02-29 13:45:07.250', DATE],
    ['2024-02-29T13:45:07Z', DATE],
    ['2024-02-29T13:45:07+05:30', DATE],
    ['none', TEXT],
    ['0x1F', TEXT],
    ['1,000', TEXT],
    ['Infinity', TEXT],
    ['2023-02-29', TEXT],
    ['2024-13-01', TEXT],
    ['2024-01-01T25:00', TEXT],
    ['2024-1-1', TEXT],
    ['E. coli', TEXT],
    ['1e999', TEXT],
    ['9'.repeat(400), TEXT],
  ])('reads %j as kind %i', (text, kind) => {
    expect(classifyText(text)).toBe(kind);
  });
});

describe('classifyCell', () => {
  it('keeps typed values typed and counts non-finite numbers as missing', () => {
    expect([3, 2.5, false, null, NaN, Infinity].map(classifyCell)).toEqual([
      INTEGER,
      DECIMAL,
      BOOLEAN,
      NULL,
      NULL,
      NULL,
    ]);
    expect(classifyCell(' 12 ')).toBe(INTEGER);
  });
});

describe('isoDateTime', () => {
  it('reads dates as UTC midnight and times without an offset as UTC', () => {
    expect(isoDateTime('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(isoDateTime('2024-03-01 10:30')).toBe(Date.UTC(2024, 2, 1, 10, 30));
    expect(isoDateTime('2024-03-01T10:30:00-02:00')).toBe(Date.UTC(2024, 2, 1, 12, 30));
    expect(isoDateTime('2000-02-29')).toBe(Date.UTC(2000, 1, 29));
    expect(isoDateTime('1900-02-29')).toBeNaN();
    expect(isoDateTime('20240301')).toBeNaN();
  });
});

describe('numericValue', () => {
  it('reads numbers from text and typed cells, null for missing', () => {
    expect([' 4.5 ', 7, 'NA', '', null, undefined, true, NaN].map(numericValue)).toEqual([
      4.5,
      7,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
