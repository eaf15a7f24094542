import { describe, expect, it, vi } from 'vitest';
import type { Executor } from '../db/connect';
import type { FileStorage } from './file-storage';
import { startOrphanSweeper } from './orphan-sweeper';

// The periodic sweep on a worker: a store that cannot be listed (the bucket is away) is logged,
// and the next sweep tries again. What a sweep removes is tested on both stores in
// tests/api/orphan-sweeper.test.ts.

describe('startOrphanSweeper', () => {
  it('logs a failed sweep and sweeps again at the next interval', async () => {
    let listings = 0;
    const storage = {
      kind: 's3',
      // eslint-disable-next-line require-yield
      async *list() {
        listings += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      },
    } as unknown as FileStorage;
    const log = { info: vi.fn(), warn: vi.fn() };
    const sweeper = startOrphanSweeper({} as Executor, storage, log, 5);
    await vi.waitFor(() => expect(listings).toBeGreaterThanOrEqual(2));
    await sweeper.stop();
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:9000' }), store: 's3' },
      'could not sweep orphaned stored files',
    );
    expect(log.info).not.toHaveBeenCalled();
    const after = listings;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(listings).toBe(after);
  });
});
