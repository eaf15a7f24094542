import { useCallback, useState } from 'react';

// How many characters of the page's title fit its heading: the heading's width over an average
// letter, times the lines its CSS clamps it to (two on a phone, one above). Read again on resize.

/** A semibold sans-serif letter averages about half an em; 0.6 leaves room for capitals. */
const LETTER_EM = 0.6;
/** Wrapping at words leaves part of every line but the last unused. */
const LOST_PER_WRAP = 6;
/** Below this a title is more ellipsis than words: show what the CSS clamp allows instead. */
const FEWEST = 12;

export function useTitleRoom(): { ref: (node: HTMLElement | null) => (() => void) | undefined; maxChars: number } {
  const [maxChars, setMaxChars] = useState(Number.POSITIVE_INFINITY);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const read = () => {
      const style = getComputedStyle(node);
      const letter = parseFloat(style.fontSize) * LETTER_EM;
      const lines = parseInt(style.getPropertyValue('-webkit-line-clamp'), 10) || 1;
      const perLine = Math.floor(node.clientWidth / letter);
      // No layout (a hidden bar, a test DOM): nothing is measured, nothing is cut.
      if (!(perLine > 0)) return setMaxChars(Number.POSITIVE_INFINITY);
      setMaxChars(Math.max(FEWEST, perLine * lines - LOST_PER_WRAP * (lines - 1)));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, maxChars };
}
