import { randomBytes } from 'node:crypto';

// Names the coding agent derives from an idea: the feature branch, the Python package, module
// slugs; and the one rule every path in a repository obeys before anything is written.

/** Lower-case words of `text` joined by `separator`, at most `max` characters, cut at a word. */
export function slugOf(text: string, separator: '-' | '_', max = 40): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}${separator}${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, max);
}

/** `vibe/<slug-of-title>-<4 hex>`: readable, and two sessions of one idea never share a branch. */
export function featureBranchName(title: string, random = randomBytes(2).toString('hex')): string {
  return `vibe/${slugOf(title, '-') || 'experiment'}-${random}`;
}

const PYTHON_KEYWORDS = new Set(
  (
    'false none true and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield match case type'
  ).split(' '),
);

/** A Python identifier from text: snake_case, never a keyword, never starting with a digit. */
export function pythonIdentifier(text: string, fallback: string, max = 40): string {
  const slug = slugOf(text, '_', max) || fallback;
  return /^[0-9]/.test(slug) || PYTHON_KEYWORDS.has(slug) ? `${fallback}_${slug}` : slug;
}

/** A JavaScript identifier from text: camelCase, never starting with a digit. */
export function javascriptIdentifier(text: string, fallback: string, max = 40): string {
  const [first = fallback, ...rest] = (slugOf(text, '_', max) || fallback).split('_');
  const name = first + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(name) ? `${fallback}${name}` : name;
}

const SEGMENT = /^[A-Za-z0-9_.][A-Za-z0-9._-]*$/;

/**
 * A path a repository may hold: relative, forward slashes, plain characters, no `.` or `..`
 * segment and nothing inside `.git`. Checked before a planned file is written and before a
 * requested diff is computed, so no name can reach outside the work tree.
 */
export function isSafeRepoPath(path: string): boolean {
  if (path.length === 0 || path.length > 200) return false;
  const segments = path.split('/');
  return segments.every((s) => SEGMENT.test(s) && s.toLowerCase() !== '.git' && !/^\.+$/.test(s));
}
