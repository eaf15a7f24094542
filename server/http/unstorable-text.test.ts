import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('finds NUL and unpaired surrogates in strings at any depth, naming the field', () => {
    expect(findUnstorableText({ name: 'a\u0000' })).toEqual({
      field: 'name',
      message: 'must not contain a NUL character',
    });
    expect(findUnstorableText({ a: { b: ['ok', 'x\udfff'] } })).toEqual({
      field: 'a.b.1',
      message: 'must not contain an unpaired UTF-16 surrogate',
    });
    expect(findUnstorableText('\ud800')).toEqual({
      field: '',
      message: 'must not contain an unpaired UTF-16 surrogate',
    });
  });

  it('finds them in field names, naming the object that holds the field', () => {
    expect(findUnstorableText({ metadata: { 'k\u0000': 1 } })).toEqual({
      field: 'metadata',
      message: 'field names must not contain a NUL character',
    });
    expect(findUnstorableText({ '\udc00': 1 })).toEqual({
      field: '',
      message: 'field names must not contain an unpaired UTF-16 surrogate',
    });
  });

  it('lets whole surrogate pairs, other control characters and non-strings through', () => {
    expect(
      findUnstorableText({ emoji: '📞 \ud83d\udcde', tab: '\t\u0001', n: 1, b: null, list: [true, 2.5] }),
    ).toBeUndefined();
  });
});
