import { useEffect, useEffectEvent } from 'react';

// The editor's keys: Ctrl (or Cmd) with Z undo, Shift+Z or Y redo, S save, C copy, V paste and
// D duplicate. Inside a text field the browser's own undo and copy win; saving works anywhere.

export type EditorShortcuts = {
  undo: () => void;
  redo: () => void;
  save: () => void;
  copy: () => void;
  paste: () => void;
  duplicate: () => void;
};

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): keyof EditorShortcuts | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  const keys: Record<string, keyof EditorShortcuts> = { y: 'redo', s: 'save', c: 'copy', v: 'paste', d: 'duplicate' };
  return keys[key] ?? null;
}

export function useEditorShortcuts(shortcuts: EditorShortcuts, enabled: boolean) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutFor(event);
    if (!action || (action !== 'save' && typingIn(event.target))) return;
    event.preventDefault();
    shortcuts[action]();
  });
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
