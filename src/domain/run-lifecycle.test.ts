import { describe, expect, it } from 'vitest';
import { RUN_STATUSES, runTransitionRefusal } from './run-lifecycle';

describe('runTransitionRefusal', () => {
  it('lets a running run end as finished, failed or killed, or stay running', () => {
    for (const to of RUN_STATUSES) expect(runTransitionRefusal('running', to)).toBeNull();
  });

  it('lets an ended run be ended again the same way, a harmless retry', () => {
    expect(runTransitionRefusal('finished', 'finished')).toBeNull();
    expect(runTransitionRefusal('killed', 'killed')).toBeNull();
  });

  it('refuses any other move of an ended run, naming its status', () => {
    expect(runTransitionRefusal('finished', 'running')).toBe('A finished run cannot change status');
    expect(runTransitionRefusal('failed', 'finished')).toBe('A failed run cannot change status');
    expect(runTransitionRefusal('killed', 'running')).toBe('A killed run cannot change status');
  });
});
