import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CorruptRowError, readJsonColumn, skipCorrupt } from './corrupt-row';

const where = { table: 'sessions', id: 's1', column: 'config' };
const schema = z.object({ budget: z.object({ rounds: z.number() }) });

describe('readJsonColumn', () => {
  it('answers the parsed value when it matches', () => {
    expect(readJsonColumn(schema, { budget: { rounds: 2 } }, where)).toEqual({ budget: { rounds: 2 } });
  });

  it('throws a CorruptRowError naming the table, the row and the failing path', () => {
    const error = (() => {
      try {
        readJsonColumn(schema, { budget: { rounds: 'two' } }, where);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CorruptRowError);
    expect(error).toMatchObject({ table: 'sessions', id: 's1', column: 'config', path: 'budget.rounds' });
    expect((error as Error).message).toBe("Corrupt row: sessions.config of s1 fails its schema at 'budget.rounds'");
  });
});

describe('skipCorrupt', () => {
  it('keeps the rows that parse and reports each one that does not', () => {
    const warn = vi.fn();
    const rows = [
      { id: 'a', v: { budget: { rounds: 1 } } },
      { id: 'b', v: 'x' },
    ];
    const read = (r: (typeof rows)[number]) => readJsonColumn(schema, r.v, { ...where, id: r.id });
    expect(skipCorrupt(rows, read, warn)).toEqual([{ budget: { rounds: 1 } }]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ id: 'b', path: '' }));
  });

  it('lets any other error through', () => {
    expect(() =>
      skipCorrupt(
        [1],
        () => {
          throw new Error('boom');
        },
        () => {},
      ),
    ).toThrow('boom');
  });
});
