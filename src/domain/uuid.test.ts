import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hex shape in either case', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('ABCDEF01-2345-6789-ABCD-EF0123456789')).toBe(true);
  });

  it.each([
    '',
    'not-a-uuid',
    '00000000-0000-4000-8000-00000000001',
    '00000000000040008000000000000001',
    ' 00000000-0000-4000-8000-000000000001',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
