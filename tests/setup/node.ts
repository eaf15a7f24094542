import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// console.error fails a test: an error logged is an error unhandled.
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
});
