import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { abortable } from './answer-engine';

// An answer's wait between words, cut short by a stop: a stop that lands between two words must
// reject with its own reason and leave nothing unhandled, or it would take the server down.

describe('abortable', () => {
  it("rejects with the stop's reason when the signal aborts during the wait", async () => {
    const controller = new AbortController();
    const waiting = abortable(delay(10_000, undefined, { signal: controller.signal }), controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });

  it('rejects at once, leaving no unhandled rejection, when the signal had aborted before the wait began', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    // The wait itself rejects (AbortError) as it is made: nothing else would ever handle that.
    await expect(abortable(delay(10, undefined, { signal: controller.signal }), controller.signal)).rejects.toThrow(
      'stopped',
    );
    await delay(20);
  });

  it('passes on the value, and the failure, of a wait that ends on its own', async () => {
    const signal = new AbortController().signal;
    await expect(abortable(Promise.resolve('word'), signal)).resolves.toBe('word');
    await expect(abortable(Promise.reject(new Error('model down')), signal)).rejects.toThrow('model down');
  });
});
