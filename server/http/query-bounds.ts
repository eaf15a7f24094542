// Query values ajv lets through although nothing behind it can hold them. Ajv coerces '1e400'
// to Infinity and then skips minimum/maximum for a non-finite number; '99999999999999999999'
// passes as an integer beyond what JavaScript counts exactly or PostgreSQL's bigint holds.

export interface IntegerSchema {
  minimum?: number;
  maximum?: number;
}

/** Why an integer query value is out of bounds, or undefined to leave the rest to ajv. */
export function integerProblem(raw: string, schema: IntegerSchema): string | undefined {
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  if (Number.isNaN(value)) return undefined;
  if (Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return undefined;
  return value > 0
    ? `must be <= ${schema.maximum ?? Number.MAX_SAFE_INTEGER}`
    : `must be >= ${schema.minimum ?? -Number.MAX_SAFE_INTEGER}`;
}

const SECONDS = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:(\d\d)/i;
// timestamptz has no year 0, and JavaScript writes years past 9999 as '+010000-…', which no
// database parses: both ends are where dates stop round-tripping.
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** Why a date-time query value cannot be used as an instant, or undefined when it can. */
export function dateTimeProblem(raw: string): string | undefined {
  // JavaScript dates have no leap second, so 23:59:60 would become an Invalid Date.
  if (SECONDS.exec(raw)?.[1] === '60') return 'must not be a leap second';
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return 'must be an ISO 8601 date-time';
  if (time < EARLIEST || time > LATEST) return 'must be between 0001-01-01 and 9999-12-31';
  return undefined;
}
