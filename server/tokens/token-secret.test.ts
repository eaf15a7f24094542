import { describe, expect, it } from 'vitest';
import { hashTokenSecret, looksLikeTokenSecret, newTokenSecret, tokenPrefixOf } from './token-secret';

describe('personal access token secrets', () => {
  it("are 'lf_pat_' and 43 base64url characters, different every time", () => {
    const a = newTokenSecret();
    expect(a).toMatch(/^lf_pat_[A-Za-z0-9_-]{43}$/);
    expect(newTokenSecret()).not.toBe(a);
    expect(looksLikeTokenSecret(a)).toBe(true);
  });

  it('hash to SHA-256 hex and show their first 12 characters as the prefix', () => {
    // sha256('lf_pat_abc'), as `printf lf_pat_abc | sha256sum` prints it.
    expect(hashTokenSecret('lf_pat_abc')).toBe('b564f03b38d4bc795ccfa9e1625b633d42182a0e00b086c7b9899a2f6c9282c7');
    expect(hashTokenSecret('lf_pat_abc')).not.toBe(hashTokenSecret('lf_pat_abd'));
    expect(tokenPrefixOf('lf_pat_ABCDEFGHIJ')).toBe('lf_pat_ABCDE');
  });

  it('are told apart from access tokens and junk', () => {
    expect(looksLikeTokenSecret('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(looksLikeTokenSecret(`lf_pat_${'a'.repeat(42)}`)).toBe(false);
    expect(looksLikeTokenSecret(`lf_pat_${'a'.repeat(43)}!`)).toBe(false);
  });
});
