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

describe('findUnstorableText on deep input', () => {
  const deep = (levels: number, inner: string) =>
    JSON.parse(`${'{"a":['.repeat(levels)}${inner}${']}'.repeat(levels)}`);

  it('walks 100,000 levels without overflowing the stack, and names the field found at the bottom', () => {
    expect(findUnstorableText(deep(100_000, '"fine"'))).toBeUndefined();
    const found = findUnstorableText(deep(3, '"x\\u0000"'));
    expect(found).toEqual({ field: 'a.0.a.0.a.0', message: 'must not contain a NUL character' });
    expect(findUnstorableText(deep(100_000, '"x\\u0000"'))?.field).toBe(Array(100_000).fill('a.0').join('.'));
  });

  it('reports the first problem in document order, a field name before anything inside its value', () => {
    expect(findUnstorableText({ a: ['ok', { b: '\u0000' }], c: '\ud800' })?.field).toBe('a.1.b');
    expect(findUnstorableText({ 'k\u0000': { deeper: '\ud800' } })).toEqual({
      field: '',
      message: 'field names must not contain a NUL character',
    });
  });
});
