// Shortens a title to at most `maxChars` characters (the ellipsis included) at a word boundary, so
// a long goal reads "Improve the thermostability of a PETase…" rather than ending mid-word. A
// single word longer than the limit is cut, as nothing else fits. Characters are code points, so
// an emoji or a non-Latin letter is never split.

export const ELLIPSIS = '…';

/** Trailing spaces and the punctuation that would dangle before the ellipsis ("of a,…"). */
const DANGLING = /[\s,;:.\-–—(]+$/u;

export function truncateWords(text: string, maxChars: number): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const whole = words.join(' ');
  const chars = Array.from(whole);
  if (chars.length <= maxChars) return whole;
  if (maxChars < 1) return '';
  const budget = maxChars - 1;
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (Array.from(next).length > budget) break;
    kept = next;
  }
  const head = kept ? kept.replace(DANGLING, '') : '';
  // Nothing whole fits (one long word first): cut it, rather than show the ellipsis alone.
  const shown = head || chars.slice(0, budget).join('').replace(DANGLING, '');
  return `${shown}${ELLIPSIS}`;
}
