import { shortcutFor } from './use-editor-shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it.each([
    [key('z', { ctrlKey: true }), 'undo'],
    [key('Z', { metaKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('s', { metaKey: true }), 'save'],
    [key('c', { ctrlKey: true }), 'copy'],
    [key('v', { ctrlKey: true }), 'paste'],
    [key('d', { ctrlKey: true }), 'duplicate'],
  ])('maps %o to %s', (event, action) => expect(shortcutFor(event)).toBe(action));

  it('ignores keys without Ctrl or Cmd, and keys it has no command for', () => {
    expect(shortcutFor(key('z'))).toBeNull();
    expect(shortcutFor(key('q', { ctrlKey: true }))).toBeNull();
  });
});
