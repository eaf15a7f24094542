import { useEffect, type RefObject } from 'react';

/** Toasts sit outside the panel but belong to it (an 'Undo' must not close the chat). */
const KEEP_OPEN_INSIDE = 'section[aria-label="Notifications"]';

/** Closes on a press outside the given elements and on Escape. */
export function useDismiss(
  active: boolean,
  inside: Array<RefObject<HTMLElement | null>>,
  onDismiss: (how: 'outside' | 'escape') => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || inside.some((ref) => ref.current?.contains(target))) return;
      if (target.closest?.(KEEP_OPEN_INSIDE)) return;
      onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // The refs are stable objects; only whether it is open and what to do change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, onDismiss]);
}
