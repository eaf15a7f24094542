// How deeply a JSON text nests its arrays and objects, read from the text before it is parsed.
// Parsing '['.repeat(5_000_000) takes seconds and every later walk of the value risks its stack;
// counting brackets outside strings stops at the first level too many, in one pass, with no stack.

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON `text` nests arrays or objects more than `limit` deep, the outermost being
 * level 1. Exact for valid JSON; for invalid JSON it may say either, and the parser refuses it anyway.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let level = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      level += 1;
      if (level > limit) return true;
    } else if (CLOSERS.has(code)) {
      level -= 1;
    }
  }
  return false;
}
