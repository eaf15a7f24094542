// PostgreSQL refuses NUL in text and jsonb, and jsonb refuses the \ud800 escape JSON.stringify
// writes for an unpaired UTF-16 surrogate: a request carrying either could only fail later as a 500.

const NUL = '\u0000';
// With the u flag a well-formed pair is one code point, so this matches only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

export interface TextProblem {
  /** Dotted path of the string, or of the object whose field name is at fault. */
  field: string;
  message: string;
}

/** Where a value sits: its field name or index, under the place of what holds it. */
interface Place {
  name: string;
  parent: Place | undefined;
}

/**
 * The first string or field name in `value` that cannot be stored, worded for a 400. It walks with
 * a stack of its own rather than recursing, so no depth of input can overflow the call stack.
 */
export function findUnstorableText(value: unknown): TextProblem | undefined {
  // Children go on in reverse so they come off in document order, as a recursive walk meets them;
  // an entry is checked for its field name when it comes off, before its value is walked.
  const pending: { value: unknown; place: Place | undefined; named: boolean }[] = [
    { value, place: undefined, named: false },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { place } = next;
    if (next.named && place) {
      const keyProblem = textProblem(place.name);
      if (keyProblem) return { field: pathOf(place.parent), message: `field names must not contain ${keyProblem}` };
    }
    if (typeof next.value === 'string') {
      const problem = textProblem(next.value);
      if (problem) return { field: pathOf(place), message: `must not contain ${problem}` };
    } else if (next.value && typeof next.value === 'object') {
      const named = !Array.isArray(next.value);
      const entries = Object.entries(next.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, item] = entries[index];
        pending.push({ value: item, place: { name, parent: place }, named });
      }
    }
  }
  return undefined;
}

/** Dotted path of a place, e.g. 'a.b.1'; '' for the value itself. */
function pathOf(place: Place | undefined): string {
  const names: string[] = [];
  for (let at = place; at; at = at.parent) names.push(at.name);
  return names.reverse().join('.');
}

function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return undefined;
}
