import { and, not, or, stateIn } from 'xstate';
import { guardName } from './transitions';

// A production build renames functions ('and' becomes 't'): guards are named by what they do.
const minified = <T extends object>(guard: T): T => Object.defineProperty(guard, 'name', { value: 't' });

describe('guardName', () => {
  it('names combined guards as written, even when the build renamed their functions', () => {
    const guard = minified(and(['hasQueue', minified(not(minified(stateIn('ready.link.upgrading'))))]));
    expect(guardName(guard)).toBe('and(hasQueue, not(stateIn(ready.link.upgrading)))');
    expect(guardName(minified(or(['isA', { type: 'isB' }])))).toBe('or(isA, isB)');
  });

  it('names a plain guard by its name, and none when there is none', () => {
    expect(guardName('isSendable')).toBe('isSendable');
    expect(guardName({ type: 'isSendable', params: { max: 3 } })).toBe('isSendable');
    expect(guardName(undefined)).toBeNull();
  });
});
