// Tidying what catalogues send: HTML descriptions into plain text, free text into search terms
// their query parsers accept, tag and format lists into short unique ones, dates into ISO 8601.

const MAX_DESCRIPTION = 2000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** HTML (or plain text) as one line of plain text, cut at `max` characters (2,000 unless told). */
export function plainText(html: string | null | undefined, max = MAX_DESCRIPTION): string {
  if (!html) return '';
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Block tags part words; inline ones (PM<sub>2.5</sub>) do not.
      .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr|dt|dd|section)\b[^>]*>/gi, ' ')
      .replace(/<\/?[a-z!][^>]*>/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Words only, lower case: CKAN's Solr and the Elasticsearch behind Zenodo and DataCite read
 * `:`, `/`, brackets, quotes and a trailing `AND` as syntax, and answer 400 when it doesn't parse.
 */
export function searchTerms(query: string): string {
  return query
    .replace(/[^\p{L}\p{N}\s._']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Trimmed, non-empty, first spelling of each (case-insensitively) kept. */
export function uniqueTexts(values: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}

/** 'csv', '.CSV', 'text/csv' and an EU file-type URI ending in /CSV are one format: 'CSV'. */
export function uniqueFormats(values: Iterable<string | null | undefined>): string[] {
  return uniqueTexts([...values].map((value) => (value ? formatName(value) : null)));
}

function formatName(raw: string): string {
  let name = raw.trim();
  if (/^https?:\/\//i.test(name)) name = name.split('/').filter(Boolean).pop() ?? '';
  else if (name.includes('/')) name = (name.split('/')[1] ?? '').split(';')[0].replace(/^(x-|vnd\.)/i, '');
  return name.trim().replace(/^\./, '').toUpperCase();
}

/** The extension of a file name, for sources that list files but no formats. */
export function extensionOf(fileName: string): string | null {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match ? match[1] : null;
}

/** ISO 8601, or null. A bare date stays a date; a timestamp without a zone is UTC (CKAN's are). */
export function isoTimestamp(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^\d{4}(-\d{2}){0,2}$/.test(value)) return value;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
