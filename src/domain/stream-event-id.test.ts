import { describe, expect, it } from 'vitest';
import { formatEventId, isStreamEndEventType, parseEventId } from './stream-event-id';

const QUERY = '0f8e2a6c-1b3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('stream event ids', () => {
  it('read back what they write', () => {
    expect(parseEventId(formatEventId(QUERY, 12))).toEqual({ queryId: QUERY, seq: 12 });
  });

  it('lower-case the query id and ignore surrounding space', () => {
    expect(parseEventId(` ${QUERY.toUpperCase()}:3 `)).toEqual({ queryId: QUERY, seq: 3 });
  });

  it('refuse anything else', () => {
    for (const text of [
      undefined,
      '',
      'abc:1',
      `${QUERY}`,
      `${QUERY}:`,
      `${QUERY}:-1`,
      `${QUERY}:1.5`,
      `${QUERY}:1234567890`,
      `x:${QUERY}:1`,
    ]) {
      expect(parseEventId(text)).toBeNull();
    }
  });

  it('know the events that end an answer', () => {
    expect(['completed', 'error', 'content'].map(isStreamEndEventType)).toEqual([true, true, false]);
  });
});
