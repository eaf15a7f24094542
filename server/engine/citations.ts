import { doiUrl } from '../literature/connectors/work-text';
import { titleKey } from '../literature/work-identity';
import type { WorkView } from './types';

// Every reference the engine shows must come from a literature source's answer (docs/engine.md,
// "Reviews and rubrics"). The one marker scheme: agents see works as a bracketed key, [P1]… for
// the goal's prior work (generation) and [W1]… for an idea's related work (reviews); several
// keys share a bracket as "[W1, W3]" or "[W1; W3]". verifyCitations rewrites a marker naming a
// given work into a readable citation and removes, counting each, a marker naming no given work
// and an author–year citation whose surname and year match no given work.

const PARTICLE = String.raw`(?:(?:van|von|der|den|de|da|del|della|di|du|la|le|dos|das|ter|ten)\s+)*`;
const SURNAME = String.raw`${PARTICLE}\p{Lu}(?:['’]\p{Lu})?\p{Ll}[\p{L}'’-]*`;
const YEAR = String.raw`((?:1[89]|20)\d{2})[a-z]?`;
const MARKER = /\[\s*([PW]\d+(?:\s*[,;]\s*[PW]\d+)*)\s*\]/g;
// Narrative citations need "et al." or two names: "Hurricane Katrina (2005)" is not a citation.
const NARRATIVE = new RegExp(
  String.raw`(?<![\p{L}'’-])(${SURNAME})(?:\s+et\s+al\.?|\s+(?:and|&)\s+(${SURNAME}))\s+\(${YEAR}\)`,
  'gu',
);
const PAREN_CITATION = new RegExp(
  String.raw`^(.*?)(?<![\p{L}'’-])(${SURNAME})(?:\s+et\s+al\.?|\s+(?:and|&)\s+(${SURNAME}))?,?\s+${YEAR}$`,
  'u',
);
const PARENS = /\(([^()]*\d{4}[a-z]?)\)/g;
// Capitalised words a year or number follows that name no author: "(March 2016)", "(Elo 1890)".
const NOT_NAMES = new Set(
  [
    'january february march april may june july august september october november december',
    'spring summer autumn fall winter since until before after from circa by in',
    'elo figure fig table step phase round batch version wave cohort year',
  ]
    .join(' ')
    .split(' '),
);

/** Who wrote it, as a citation names them: "Hughes", "Hughes and Kerry", "Hughes et al."; '' when unknown. */
export function authorsShort(work: Pick<WorkView, 'authors'>): string {
  const [first, second] = work.authors.map(surnameOf);
  if (!first) return '';
  if (work.authors.length === 1) return first;
  return work.authors.length === 2 ? `${first} and ${second}` : `${first} et al.`;
}

/** "(Hughes et al., 2017)"; a work without authors is named by the start of its title. */
export function inlineCitation(work: WorkView): string {
  const who = authorsShort(work) || work.title.split(/\s+/).slice(0, 5).join(' ');
  return `(${who}, ${work.year ?? 'n.d.'})`;
}

/** Where a reader opens the work: its DOI link, else the source's page. */
export const workLink = (work: WorkView) => (work.doi ? doiUrl(work.doi) : work.url);

/** "Title (Hughes et al., 2017, https://doi.org/…)": enough to find the work. */
export function workReference(work: WorkView): string {
  return `${work.title} (${[authorsShort(work), work.year ?? 'n.d.', workLink(work)].filter(Boolean).join(', ')})`;
}

/** A display name's surname: "Terry P. Hughes", "Hughes, Terry P." and "Hughes TP" all give "Hughes". */
export function surnameOf(name: string): string {
  if (name.includes(',')) return name.split(',')[0].trim();
  const tokens = name.trim().split(/\s+/);
  // PubMed's style puts the initials last.
  if (tokens.length > 1 && /^\p{Lu}{1,3}$/u.test(tokens.at(-1)!)) return tokens.slice(0, -1).join(' ');
  let start = tokens.length - 1;
  while (start > 0 && /^\p{Ll}+$/u.test(tokens[start - 1])) start--;
  return tokens.slice(start).join(' ');
}

interface Cited {
  names: string[];
  year: number;
}

/** A cited surname matches an author when the author's name ends with it ("Sen Gupta", "van der Berg"). */
function namesAuthor(cited: string, author: string): boolean {
  const c = titleKey(cited);
  const a = titleKey(author);
  if (!c) return false;
  if (a === c || a.endsWith(` ${c}`)) return true;
  return (
    a.startsWith(`${c} `) &&
    a
      .slice(c.length + 1)
      .split(' ')
      .every((t) => t.length <= 3)
  );
}

function citedIn(text: string): Cited[] {
  const found: Cited[] = [];
  for (const m of text.matchAll(NARRATIVE)) found.push({ names: [m[1], m[2]].filter(Boolean), year: Number(m[3]) });
  for (const m of text.matchAll(PARENS))
    for (const part of m[1].split(';')) {
      const c = PAREN_CITATION.exec(part.trim());
      if (c && !NOT_NAMES.has(c[2].toLowerCase()))
        found.push({ names: [c[2], c[3]].filter(Boolean), year: Number(c[4]) });
    }
  return found;
}

/** The citation names a given work (any of its authors, same year) or one the vouched texts already cite. */
function isKnown(cited: Cited, works: readonly WorkView[], vouched: readonly Cited[]): boolean {
  const first = cited.names[0];
  return (
    works.some((w) => w.year === cited.year && w.authors.some((a) => namesAuthor(first, a))) ||
    vouched.some((v) => v.year === cited.year && v.names.some((n) => titleKey(n) === titleKey(first)))
  );
}

/** The keys of given works the texts' markers name, each once, in order of first citation. */
export function citedKeys(texts: readonly string[], works: readonly WorkView[]): string[] {
  const given = new Set(works.map((w) => w.key));
  const keys = texts.flatMap((text) =>
    [...text.matchAll(MARKER)].flatMap((m) => m[1].split(/\s*[,;]\s*/).filter((key) => given.has(key))),
  );
  return [...new Set(keys)];
}

/** Spaces and punctuation left behind where a reference was removed. */
const tidy = (text: string) =>
  text
    .replace(/\(\s*[;,]?\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .replace(/([,;:])([.!?])/g, '$2')
    .replace(/^[ \t]*[,;:][ \t]*/, '')
    .trim();

/**
 * The text with every marker naming a given work rewritten as "(Hughes et al., 2017)" and every
 * other reference removed and counted. `vouched`: texts whose author–year citations were verified
 * before (an idea's own text, a parent's), so repeating them is not an invention.
 */
export function verifyCitations(
  text: string,
  works: readonly WorkView[],
  vouched: readonly string[] = [],
): { text: string; dropped: number } {
  const trusted = vouched.flatMap(citedIn);
  const known = (names: Array<string | undefined>, year: string) =>
    isKnown({ names: names.filter((n): n is string => !!n), year: Number(year) }, works, trusted);
  let dropped = 0;
  // Author–year citations first: the citations markers become are built from given works.
  let out = text.replace(NARRATIVE, (whole, a: string, b: string | undefined, year: string, at: number) => {
    if (known([a, b], year)) return whole;
    dropped++;
    // The sentence keeps its subject without naming a source no one returned.
    return /(^|[.!?]\s+)$/.test(text.slice(0, at)) ? 'Earlier work' : 'earlier work';
  });
  out = out.replace(PARENS, (whole, inner: string) => {
    const parts = inner.split(';').map((p) => p.trim());
    const kept = parts.filter((part) => {
      const c = PAREN_CITATION.exec(part);
      if (!c || NOT_NAMES.has(c[2].toLowerCase()) || known([c[2], c[3]], c[4])) return true;
      dropped++;
      return false;
    });
    if (kept.length === parts.length) return whole;
    return kept.length ? `(${kept.join('; ')})` : '';
  });
  const byKey = new Map(works.map((w) => [w.key, w]));
  out = out.replace(MARKER, (_whole, keys: string, at: number, all: string) => {
    const named = keys.split(/\s*[,;]\s*/).flatMap((key) => {
      const work = byKey.get(key);
      if (!work) dropped++;
      return work ? [work] : [];
    });
    // "Hughes et al. [W1]" already names the authors: only the year is missing.
    const who = named.length === 1 ? authorsShort(named[0]) : '';
    if (who && all.slice(0, at).trimEnd().endsWith(who)) return `(${named[0].year ?? 'n.d.'})`;
    return named.length ? `(${named.map((w) => inlineCitation(w).slice(1, -1)).join('; ')})` : '';
  });
  return { text: dropped ? tidy(out) : out, dropped };
}
