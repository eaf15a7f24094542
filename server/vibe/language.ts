// The generated project's language, read from the user's instructions (docs/architecture.md,
// "The coding agent"): Python by default, JavaScript (Node) when they ask for JavaScript, Node or
// TypeScript. Any other language asked for is noted for a human, and the project stays in Python.

export type ProjectLanguage = 'python' | 'javascript';

export interface LanguageChoice {
  language: ProjectLanguage;
  /** What the instructions asked for, when it is not what the project is written in. */
  note: string | null;
}

const JAVASCRIPT = /\b(?:java\s*script|node\.?js|type\s*script)\b|\b(?:in|use|using|with|on|for)\s+node\b/i;
const TYPESCRIPT = /\btype\s*script\b/i;

// Languages we do not write: their names as people put them in a sentence. R and Go are letters
// or common words, so they count only after "in", "use", "using", "with" or before "language".
const OTHERS: Array<[string, RegExp]> = [
  ['R', /\b(?:in|use|using|with|written in)\s+R\b(?!['’])|\bR\s+(?:language|script|package)s?\b|\btidyverse\b/],
  ['Julia', /\bjulia\b/i],
  ['MATLAB', /\bmatlab\b/i],
  ['Rust', /\brust\b/i],
  ['Go', /\bgolang\b|\b(?:in|use|using|with|written in)\s+Go\b/],
  ['Java', /\bjava\b(?!\s*script)/i],
  ['C++', /\bc\+\+/i],
  ['C#', /\bc#/i],
  ['Scala', /\bscala\b/i],
  ['Kotlin', /\bkotlin\b/i],
  ['Fortran', /\bfortran\b/i],
  ['Stata', /\bstata\b/i],
  ['SAS', /\bSAS\b/],
];

export function chooseLanguage(customInstructions: string | null | undefined): LanguageChoice {
  const text = customInstructions ?? '';
  if (JAVASCRIPT.test(text)) {
    const note = TYPESCRIPT.test(text)
      ? 'The instructions ask for TypeScript: the project is plain JavaScript (Node); adding types is left to a human.'
      : null;
    return { language: 'javascript', note };
  }
  if (/\bpython\b/i.test(text)) return { language: 'python', note: null };
  const asked = OTHERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (asked.length === 0) return { language: 'python', note: null };
  return {
    language: 'python',
    note: `The instructions ask for ${asked.join(' or ')}: the coding agent writes Python or JavaScript only, so the project is in Python and porting it is left to a human.`,
  };
}

export const LANGUAGE_NAMES: Record<ProjectLanguage, string> = { python: 'Python', javascript: 'JavaScript (Node)' };
