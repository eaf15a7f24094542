import { useState } from 'react';
import { useDebouncedValue } from '../../ui/command-palette/use-debounced-value';

/** Dataset and picker search boxes ask once typing pauses this long (docs/product.md, "Datasets"). */
export const SEARCH_DEBOUNCE_MS = 300;

const trimmed = (text: string) => text.trim();

/**
 * A picker's search box: the text stays exactly as typed (a failed call never clears it), and
 * `q`, the cleaned words, follows once typing pauses, so fast typing asks the server once.
 */
export function useSettledSearch(clean: (text: string) => string = trimmed) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(clean(text), SEARCH_DEBOUNCE_MS);
  return { text, setText, q };
}
