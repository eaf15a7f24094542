import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './mutate';

// A transaction PostgreSQL aborted to break a deadlock (or for serialization) is run again, a
// bounded number of times; any other failure is the caller's at once.

const aborted = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('retryOnDeadlock', () => {
  it('runs a transaction chosen as a deadlock victim again, and answers what the retry commits', async () => {
    let attempts = 0;
    const result = await retryOnDeadlock(async () => {
      attempts += 1;
      if (attempts === 1) throw aborted('40P01');
      return 'deleted';
    });
    expect(result).toBe('deleted');
    expect(attempts).toBe(2);
  });

  it('gives up after three attempts with the database error', async () => {
    let attempts = 0;
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        throw aborted('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(3);
  });

  it('does not retry any other failure', async () => {
    let attempts = 0;
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(attempts).toBe(1);
  });
});
