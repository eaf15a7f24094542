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

/** The first string or field name in `value` that cannot be stored, worded for a 400. */
export function findUnstorableText(value: unknown, path: string[] = []): TextProblem | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field: path.join('.'), message: `must not contain ${problem}` } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: path.join('.'), message: `field names must not contain ${keyProblem}` };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return undefined;
}
