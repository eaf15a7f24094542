import { useEffect, useRef } from 'react';

/** Ctrl+Shift+L, or Cmd+Shift+L on a Mac, anywhere in the window. */
export function isToggleShortcut(event: KeyboardEvent): boolean {
  // `code` too: with Shift held some layouts report another `key`, the physical key stays KeyL.
  const isL = event.key.toLowerCase() === 'l' || event.code === 'KeyL';
  return isL && event.shiftKey && (event.ctrlKey || event.metaKey) && !event.altKey;
}

export function useToggleShortcut(onToggle: () => void): void {
  // The latest callback without re-binding the listener on every render.
  const callback = useRef(onToggle);
  useEffect(() => {
    callback.current = onToggle;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event) || event.repeat) return;
      event.preventDefault();
      callback.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
