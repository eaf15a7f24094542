import { useEffect, type UIEvent } from 'react';
import { useLocation } from 'react-router-dom';

// Where each history entry left a scrolling list, by the entry's key: Back to the ideas list
// lands on the row the researcher left, as the window's own scroll restoration does for pages.
const offsets = new Map<string, number>();

/** Restores the list's offset for this history entry once, and remembers it as the user scrolls. */
export function useScrollMemory(restore: (offset: number) => void) {
  const { key } = useLocation();
  useEffect(() => {
    const saved = offsets.get(key);
    if (saved) restore(saved);
    // Only on arriving at an entry: restoring on every render would fight the user's scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (event: UIEvent<HTMLElement>) => void offsets.set(key, event.currentTarget.scrollTop);
}
