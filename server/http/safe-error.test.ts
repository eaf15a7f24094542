import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeError, withSafeErrors } from './safe-error';

const MARKER = 'marker-7c1e-private-note';

/** What the PostgreSQL driver throws: its own fields carry values too (`detail`, `where`). */
function driverError(message: string): Error {
  return Object.assign(new Error(message), {
    name: 'error',
    code: '22P02',
    detail: `Key (title)=(${MARKER}) already exists.`,
    where: `unnamed portal parameter $1 = '${MARKER}'`,
    table: 'workspaces',
  });
}

describe('safeError', () => {
  it('keeps the query, the cause, its code and the frames, and drops every parameter', () => {
    const error = new DrizzleQueryError(
      'select "id" from "workspaces" where "id" = $1 limit $2',
      [MARKER, 20],
      driverError(`invalid input syntax for type uuid: "${MARKER}"`),
    );
    expect(error.message).toContain(MARKER);
    const safe = safeError(error);
    const logged = JSON.stringify(safe);
    expect(logged).not.toContain(MARKER);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select "id" from "workspaces" where "id" = $1 limit $2',
      cause: {
        type: 'Error',
        code: '22P02',
        table: 'workspaces',
        message: 'invalid input syntax for type uuid: "[redacted]"',
      },
    });
    expect(safe.stack).toMatch(/^Error: Failed query: select .*\n\s+at /);
    expect(safe.cause?.stack).toMatch(/^error: invalid input syntax for type uuid: "\[redacted\]"\n\s+at /);
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('detail');
  });

  it('keeps the reason of a driver error that carries the query and parameters itself (PGlite)', () => {
    const driver = Object.assign(new Error(`refused "${MARKER}"`), {
      code: 'P0001',
      query: 'insert into "workspaces" values ($1)',
      params: [MARKER],
    });
    const safe = safeError(new DrizzleQueryError('insert into "workspaces" values ($1)', [MARKER], driver));
    expect(safe.cause).toMatchObject({ code: 'P0001', message: 'refused "[redacted]"' });
    expect(JSON.stringify(safe)).not.toContain(MARKER);
  });

  it('redacts a value only where it stands on its own', () => {
    const error = new DrizzleQueryError('select $1', ['a', 'b c'], new Error('bad value "a" and "b c" in table'));
    expect(safeError(error).cause?.message).toBe('bad value "[redacted]" and "[redacted]" in table');
  });

  it('redacts dates, numbers and JSON parameters as they are printed', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const error = new DrizzleQueryError(
      'select $1, $2, $3',
      [when, 424242, { note: MARKER }],
      new Error(`bad ${when.toISOString()} 424242 ${JSON.stringify({ note: MARKER })}`),
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain('2026-01-02T03');
    expect(logged).not.toContain('424242');
    expect(logged).not.toContain(MARKER);
  });

  it('keeps an ordinary error whole: its message is the real cause', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    expect(safeError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 10.0.0.5:5432',
      code: 'ECONNREFUSED',
    });
    expect(safeError(error).stack).toMatch(/^Error: connect ECONNREFUSED 10\.0\.0\.5:5432\n\s+at /);
  });

  it('cleans errors wrapped in a list, and something thrown that is not an error', () => {
    const wrapped = new AggregateError(
      [new DrizzleQueryError('select $1', [MARKER], new Error(`no "${MARKER}"`))],
      'several failed',
    );
    const safe = safeError(wrapped);
    expect(JSON.stringify(safe)).not.toContain(MARKER);
    expect(safe.errors?.[0]).toMatchObject({ type: 'DrizzleQueryError', cause: { message: 'no "[redacted]"' } });
    expect(safeError('plain words')).toEqual({ type: 'string', message: 'plain words', stack: '' });
  });

  it('answers its own copy as it is, so cleaning twice changes nothing', () => {
    const safe = safeError(new DrizzleQueryError('select $1', [MARKER], new Error('failed')));
    expect(safeError(safe)).toBe(safe);
  });

  it('stops following causes that never end', () => {
    const error = new Error('outer');
    (error as { cause?: unknown }).cause = error;
    expect(() => JSON.stringify(safeError(error))).not.toThrow();
  });
});

describe('withSafeErrors', () => {
  it('puts the serializer beside the caller’s own options and leaves a disabled logger off', () => {
    const options = withSafeErrors({ level: 'error', serializers: { req: () => ({}) } });
    expect(options).toMatchObject({
      level: 'error',
      serializers: { req: expect.any(Function), err: expect.any(Function) },
    });
    expect(withSafeErrors(false)).toBe(false);
    expect(withSafeErrors(true)).toMatchObject({ serializers: { err: expect.any(Function) } });
  });
});
