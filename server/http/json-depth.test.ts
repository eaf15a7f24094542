import { describe, expect, it } from 'vitest';
import { MAX_BODY_NESTING } from '../../src/domain/contract-limits';
import { nestedDeeperThan } from './json-depth';

const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('nestedDeeperThan', () => {
  it('lets a body nested exactly to the limit through, and refuses one level more', () => {
    for (const nest of [arrays, objects]) {
      expect(nestedDeeperThan(nest(MAX_BODY_NESTING), MAX_BODY_NESTING)).toBe(false);
      expect(nestedDeeperThan(nest(MAX_BODY_NESTING + 1), MAX_BODY_NESTING)).toBe(true);
    }
  });

  it('counts the outermost array or object as level 1, and a bare value as no level at all', () => {
    expect(nestedDeeperThan('{}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":[]}', 1)).toBe(true);
    expect(nestedDeeperThan('{"a":1,"b":"x","c":null}', 1)).toBe(false);
    for (const bare of ['null', '0', '"text"', 'true', '']) expect(nestedDeeperThan(bare, 0)).toBe(false);
    expect(nestedDeeperThan('[]', 0)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '[[[{{{ "quoted [" \\ ]]]', list: ['[', '{', '\\"[['] });
    expect(nestedDeeperThan(text, 2)).toBe(false);
    expect(nestedDeeperThan(text, 1)).toBe(true);
  });

  it('finds the one deep branch among wide shallow ones, wherever it is', () => {
    // Four levels: the body, wide, each of its objects, their tags.
    const wide = JSON.stringify(Array.from({ length: 1000 }, (_, index) => ({ index, tags: ['a', 'b'] })));
    expect(nestedDeeperThan(`{"wide":${wide},"last":${objects(4)}}`, 4)).toBe(true);
    expect(nestedDeeperThan(`{"first":${arrays(4)},"wide":${wide}}`, 4)).toBe(true);
    expect(nestedDeeperThan(`{"first":${arrays(3)},"wide":${wide},"last":${objects(3)}}`, 4)).toBe(false);
  });

  it('answers for 100,000 levels of arrays or objects without throwing', () => {
    expect(nestedDeeperThan(arrays(100_000), MAX_BODY_NESTING)).toBe(true);
    expect(nestedDeeperThan(objects(100_000), MAX_BODY_NESTING)).toBe(true);
    expect(nestedDeeperThan(arrays(100_000), 100_000)).toBe(false);
  });
});
