import { citationKeys, splitName, type CslName } from './citation-keys';
import type { StoredWork } from './work-store';

// Stored works out as BibTeX, RIS and CSL-JSON, the files reference managers import
// (docs/product.md, "Exporting citations"). Only what a source returned is written: title,
// authors, year, venue, DOI, link and abstract; nothing is filled in or guessed. Each record
// carries one citation key, the same in all three formats.

export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export type ExportedWork = Pick<StoredWork, 'title' | 'authors' | 'year' | 'venue' | 'doi' | 'url' | 'abstract'>;

export const CITATION_FILES: Record<CitationFormat, { mediaType: string; extension: string }> = {
  bibtex: { mediaType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { mediaType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  'csl-json': { mediaType: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};

export interface CslItem {
  id: string;
  'citation-key': string;
  type: 'article-journal' | 'document';
  title: string;
  author?: CslName[];
  issued?: { 'date-parts': [[number]] };
  'container-title'?: string;
  DOI?: string;
  URL: string;
  abstract?: string;
}

const isArticle = (work: ExportedWork) => work.venue !== null && work.venue.trim() !== '';

export function toCsl(works: readonly ExportedWork[]): CslItem[] {
  const keys = citationKeys(works);
  return works.map((work, i) => ({
    id: keys[i],
    'citation-key': keys[i],
    type: isArticle(work) ? 'article-journal' : 'document',
    title: work.title,
    ...(work.authors.length > 0 && { author: work.authors.map(splitName) }),
    ...(work.year !== null && { issued: { 'date-parts': [[work.year]] as [[number]] } }),
    ...(isArticle(work) && { 'container-title': work.venue! }),
    ...(work.doi && { DOI: work.doi }),
    URL: work.url,
    ...(work.abstract && { abstract: work.abstract }),
  }));
}

export function toCslJson(works: readonly ExportedWork[]): string {
  return `${JSON.stringify(toCsl(works), null, 2)}\n`;
}

// ---- BibTeX ----

const BIBTEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/** Text as a BibTeX field's content: one line, every special character escaped, braces balanced. */
export function bibtexText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\{}&%$#_^~]/g, (c) => BIBTEX_SPECIALS[c]);
}

/** DOI and URL are verbatim fields: left as they are, but a brace or backslash would break the entry. */
const bibtexVerbatim = (text: string) =>
  text.replace(/[{}\\\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** A part with the word "and" in it is braced, or BibTeX would read two people there. */
const guardAnd = (part: string) => (/(^|\s)and(\s|$)/i.test(part) ? `{${part}}` : part);

/** "van Beethoven, Jr, Ludwig": BibTeX's own order, each part escaped and "and" kept a word. */
function bibtexName(display: string): string {
  const name = splitName(display);
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  // A lone word is wrapped so BibTeX never splits it ("IPCC", "{World Health Organization}").
  const parts = name.given === undefined ? [`{${bibtexText(family)}}`] : [guardAnd(bibtexText(family))];
  if (name.suffix) parts.push(bibtexText(name.suffix));
  if (name.given !== undefined) parts.push(guardAnd(bibtexText(name.given)));
  return parts.join(', ');
}

/** The fields that have a value. */
const present = (fields: Array<[string, string | null]>) =>
  fields.filter((field): field is [string, string] => field[1] !== null && field[1] !== '');

export function toBibtex(works: readonly ExportedWork[]): string {
  const keys = citationKeys(works);
  return works
    .map((work, i) => {
      // A field the source did not give is left out, never written empty.
      const fields = present([
        ['title', `{${bibtexText(work.title)}}`],
        ['author', work.authors.length > 0 ? work.authors.map(bibtexName).join(' and ') : null],
        ['year', work.year === null ? null : String(work.year)],
        ['journal', isArticle(work) ? bibtexText(work.venue!) : null],
        ['doi', work.doi && bibtexVerbatim(work.doi)],
        ['url', bibtexVerbatim(work.url)],
        ['abstract', work.abstract && bibtexText(work.abstract)],
      ]);
      const body = fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n');
      return `@${isArticle(work) ? 'article' : 'misc'}{${keys[i]},\n${body}\n}\n`;
    })
    .join('\n');
}

// ---- RIS ----

/** A RIS value: one line, no control characters. */
const risText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();

function risName(display: string): string {
  const name = splitName(display);
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return [family, name.given, name.suffix].filter((p) => p !== undefined).join(', ');
}

/** RIS lines end in CR LF, as its specification says; each record ends with "ER  - ". */
export function toRis(works: readonly ExportedWork[]): string {
  const keys = citationKeys(works);
  return works
    .map((work, i) => {
      const lines = present([
        ['TY', isArticle(work) ? 'JOUR' : 'GEN'],
        ['ID', keys[i]],
        ['TI', work.title],
        ...work.authors.map((a): [string, string] => ['AU', risName(a)]),
        ['PY', work.year === null ? null : String(work.year)],
        ['JO', isArticle(work) ? work.venue : null],
        ['DO', work.doi],
        ['UR', work.url],
        ['AB', work.abstract],
      ]);
      return [...lines.map(([tag, value]) => `${tag}  - ${risText(value)}`), 'ER  - '].join('\r\n') + '\r\n';
    })
    .join('');
}

/** The file of the works in one format; no works is an empty but valid file. */
export function exportCitations(works: readonly ExportedWork[], format: CitationFormat): string {
  if (format === 'bibtex') return toBibtex(works);
  if (format === 'ris') return toRis(works);
  return toCslJson(works);
}
