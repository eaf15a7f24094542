import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { withinDeadline } from './deadline';

describe('withinDeadline', () => {
  it("answers the work's result within the time", async () => {
    await expect(withinDeadline(1000, async () => 'done')).resolves.toBe('done');
  });

  it('answers 504 with a clear message once the time is up, and tells the work to stop', async () => {
    let seen: AbortSignal | undefined;
    const never = withinDeadline(20, (signal) => {
      seen = signal;
      return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await expect(never).rejects.toBeInstanceOf(HttpError);
    await expect(never).rejects.toMatchObject({
      statusCode: 504,
      message: 'Suggesting datasets took longer than 60 seconds. Please try again with fewer ideas.',
    });
    expect(seen?.aborted).toBe(true);
  });

  it("passes the work's own failure on", async () => {
    await expect(withinDeadline(1000, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
  });
});
