import { readFileSync } from 'node:fs';

// The offline agent's template files (offline/templates/<language>/<name>.tmpl): real code with
// {{PLACEHOLDERS}}. They are data, not modules, so no tool of ours lints or runs them; the
// offline agent's tests run the project they make.

const cache = new Map<string, string>();

export function template(language: 'python' | 'javascript', name: string): string {
  const key = `${language}/${name}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(new URL(`./templates/${key}.tmpl`, import.meta.url), 'utf8');
    cache.set(key, text);
  }
  return text;
}

/**
 * Fills every {{KEY}} in one pass, so a value that itself contains "{{…}}" (an idea's title can)
 * is never filled again. A placeholder with no value is a bug in the caller: it throws.
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`No value for {{${key}}}`);
    return values[key];
  });
}

/** A string literal in Python or JavaScript source: JSON's escapes are valid in both. */
export const literal = (text: string) => JSON.stringify(text);

/** Text fit for a Python docstring: no backslash escape or closing quotes inside. */
export const pythonDoc = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** Text fit for a JavaScript block comment: it cannot close the comment early. */
export const jsComment = (text: string) => text.replace(/\*\//g, '* /');

/** Words wrapped at `width`, for docstrings and comments. */
export function wrap(text: string, width = 92): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  return lines;
}
