import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { checkedIdeaIds } from './idea-ids';

const A = '0b6f9f2e-4c1d-4a8e-9f00-000000000001';
const ids = (n: number) => Array.from({ length: n }, (_, i) => `0b6f9f2e-4c1d-4a8e-9f00-00000000000${i}`);

function refusal(ideaIds: string[]): string {
  try {
    checkedIdeaIds(ideaIds);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('not refused');
}

describe('checkedIdeaIds', () => {
  it('refuses none, then more than five distinct, then the first id that is not a UUID', () => {
    expect(refusal([])).toBe('At least one idea ID is required');
    expect(refusal([...ids(5), 'not-a-uuid'])).toBe('Maximum 5 ideas allowed per request');
    expect(refusal([A, 'first-bad', 'second-bad'])).toBe('Invalid idea ID format: first-bad');
  });

  it('counts a repeated id once, whatever its case, and keeps the order given', () => {
    expect(checkedIdeaIds([A, A, A, A, A, A, A.toUpperCase()])).toEqual([A]);
    expect(checkedIdeaIds([...ids(5), ...ids(5)].reverse())).toEqual(ids(5).reverse());
  });
});
