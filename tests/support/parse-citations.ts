import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';

// Exported citation files read back by citation.js, a real parser reference managers' formats are
// tested against, as the plain facts a reader checks: title, authors, year, DOI, venue, key.

export interface ParsedRecord {
  key: string | undefined;
  type: string;
  title: string;
  /** Each author's name as it reads: given, particle, family, suffix. */
  authors: string[];
  year: number | undefined;
  doi: string | undefined;
  venue: string | undefined;
  url: string | undefined;
  abstract: string | undefined;
}

const FORCE_TYPE = { bibtex: '@biblatex/text', ris: '@ris/file', 'csl-json': '@csl/list+object' } as const;

type Name = { given?: string; family?: string; 'non-dropping-particle'?: string; suffix?: string; literal?: string };

export async function parseCitations(text: string, format: keyof typeof FORCE_TYPE): Promise<ParsedRecord[]> {
  const input = format === 'csl-json' ? JSON.parse(text) : text;
  const cite = await Cite.async(input, { forceType: FORCE_TYPE[format] });
  return cite.data.map((item) => {
    const issued = item.issued as { 'date-parts'?: number[][] } | undefined;
    const doi = item.DOI as string | undefined;
    return {
      key: (item['citation-key'] as string | undefined) ?? (format === 'ris' ? undefined : (item.id as string)),
      type: item.type as string,
      title: item.title as string,
      authors: ((item.author as Name[] | undefined) ?? []).map(
        (n) => n.literal ?? [n.given, n['non-dropping-particle'], n.family, n.suffix].filter(Boolean).join(' '),
      ),
      year: issued?.['date-parts']?.[0]?.[0] === undefined ? undefined : Number(issued['date-parts'][0][0]),
      doi: doi?.toLowerCase(),
      venue: item['container-title'] as string | undefined,
      url: item.URL as string | undefined,
      abstract: item.abstract as string | undefined,
    };
  });
}
