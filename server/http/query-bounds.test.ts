import { describe, expect, it } from 'vitest';
import { dateTimeProblem, integerProblem } from './query-bounds';

describe('integerProblem', () => {
  it('bounds non-finite and unsafe values by the schema, or by the safe range without one', () => {
    expect(integerProblem('1e400', { minimum: 1, maximum: 100 })).toBe('must be <= 100');
    expect(integerProblem('-1e400', { minimum: 1, maximum: 100 })).toBe('must be >= 1');
    expect(integerProblem('99999999999999999999', { minimum: 0 })).toBe('must be <= 9007199254740991');
    expect(integerProblem('-Infinity', {})).toBe('must be >= -9007199254740991');
  });

  it('leaves safe integers and what is not a number to ajv', () => {
    for (const raw of ['0', '100', '9007199254740991', '-9007199254740991', '1.5', 'abc', '', ' ']) {
      expect(integerProblem(raw, { minimum: 1, maximum: 100 }), raw).toBeUndefined();
    }
  });
});

describe('dateTimeProblem', () => {
  it('refuses leap seconds, year 0 and anything past 9999', () => {
    expect(dateTimeProblem('2016-12-31T23:59:60Z')).toBe('must not be a leap second');
    expect(dateTimeProblem('0000-01-01T00:00:00Z')).toBe('must be between 0001-01-01 and 9999-12-31');
    expect(dateTimeProblem('0001-01-01T00:00:00+01:00')).toBe('must be between 0001-01-01 and 9999-12-31');
    expect(dateTimeProblem('+275760-09-13T00:00:00.000Z')).toBe('must be between 0001-01-01 and 9999-12-31');
    expect(dateTimeProblem('not a date')).toBe('must be an ISO 8601 date-time');
  });

  it('accepts every instant from the first to the last millisecond of the range', () => {
    for (const raw of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-01-10T12:00:00+02:00'])
      expect(dateTimeProblem(raw), raw).toBeUndefined();
  });
});
