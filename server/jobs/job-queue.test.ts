import { describe, expect, it } from 'vitest';
import { stepJobId } from './job-queue';

describe('step job ids', () => {
  it('are UUIDs derived from session and step, so a step is queued once', () => {
    const a = stepJobId({ sessionId: 's1', step: 'r1:reflect' });
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stepJobId({ sessionId: 's1', step: 'r1:reflect' })).toBe(a);
    expect(stepJobId({ sessionId: 's1', step: 'r1:proximity' })).not.toBe(a);
    expect(stepJobId({ sessionId: 's2', step: 'r1:reflect' })).not.toBe(a);
  });
});
