// Names and citation keys for exported citations (citation-export.ts, docs/product.md,
// "Exporting citations").

export type KeyedWork = { title: string; authors: string[]; year: number | null };

export interface CslName {
  family?: string;
  given?: string;
  'non-dropping-particle'?: string;
  suffix?: string;
  literal?: string;
}

const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'zu',
]);
const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv']);

/**
 * A source's display name split the way reference managers store it: "Jane A. Doe" → given
 * "Jane A.", family "Doe"; "Ludwig van Beethoven" keeps "van" as a particle; "Doe, Jane" is already
 * split; a single word ("Aristotle", "IPCC") is a family name alone.
 */
export function splitName(display: string): CslName {
  const name = display.replace(/\s+/g, ' ').trim();
  const comma = name.indexOf(',');
  if (comma > 0) {
    const family = name.slice(0, comma).trim();
    const given = name.slice(comma + 1).trim();
    return given ? { family, given } : { family };
  }
  const words = name.split(' ');
  const suffix = words.length > 2 && SUFFIXES.has(words[words.length - 1].toLowerCase()) ? words.pop() : undefined;
  if (words.length === 1) return { family: words[0], ...(suffix && { suffix }) };
  const family = words.pop()!;
  let start = words.length;
  while (start > 1 && PARTICLES.has(words[start - 1])) start -= 1;
  const particle = words.slice(start).join(' ');
  return {
    family,
    given: words.slice(0, start).join(' '),
    ...(particle && { 'non-dropping-particle': particle }),
    ...(suffix && { suffix }),
  };
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with', 'from', 'by', 'at', 'is']);

/** Lower case ASCII letters and digits: "Müller-Lüdenscheidt" → "mullerludenscheidt". */
const keyPart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** firstauthorYEARfirstword: "Doe", 2024, "The coral reef…" → "doe2024coral". */
export function baseKey(work: KeyedWork): string {
  const first = work.authors[0] ? splitName(work.authors[0]) : undefined;
  const author = keyPart(first?.family ?? '') || 'anon';
  const word =
    work.title
      .split(/\s+/)
      .map(keyPart)
      .find((w) => w && !STOP_WORDS.has(w)) ?? '';
  return `${author}${work.year ?? 'nd'}${word}`;
}

/** One key per work, in order; a key already taken gets a, b, … (doe2024coral, doe2024corala). */
export function citationKeys(works: readonly KeyedWork[]): string[] {
  const taken = new Set<string>();
  return works.map((work) => {
    const base = baseKey(work);
    let key = base;
    for (let n = 0; taken.has(key); n += 1) key = base + suffixOf(n);
    taken.add(key);
    return key;
  });
}

/** 0 → a, 25 → z, 26 → aa… */
function suffixOf(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  return n < 26 ? letter : suffixOf(Math.floor(n / 26) - 1) + letter;
}
