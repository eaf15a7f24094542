import { describe, expect, it } from 'vitest';
import { parseCitations } from '../../tests/support/parse-citations';
import { bibtexText, CITATION_FORMATS, exportCitations, toRis, type ExportedWork } from './citation-export';
import { baseKey, citationKeys, splitName } from './citation-keys';

// Stored works out as BibTeX, RIS and CSL-JSON, each read back by citation.js
// (docs/product.md, "Exporting citations").

const work = (over: Partial<ExportedWork> = {}): ExportedWork => ({
  title: 'The coral reef under heat stress',
  authors: ['Jane A. Doe', 'Ludwig van Beethoven', 'Martin Luther King Jr.', 'IPCC'],
  year: 2024,
  venue: 'Coral Reefs',
  doi: '10.5555/echo_1(2024)',
  url: 'https://doi.org/10.5555/echo_1(2024)',
  abstract: 'Heat kills 50% of corals & more.\nSecond line.',
  ...over,
});

const TRICKY: ExportedWork[] = [
  work(),
  work({
    title: 'Über {braces} $x^2$ & 100% of #tags_with~tilde \\ backslash',
    authors: ['José Müller-Lüdenscheidt', 'Zoë de la Cruz', 'Ann and Bob Smith'],
    year: null,
    venue: null,
    doi: null,
    url: 'https://arxiv.org/abs/2401.00001',
    abstract: null,
  }),
  work({ title: 'The coral reef again', authors: ['Jane Doe'], abstract: null }),
  work({ title: 'Ein Titel', authors: [], doi: '10.5555/no.authors', url: 'https://doi.org/10.5555/no.authors' }),
];

describe('names and keys', () => {
  it('splits display names the way reference managers store them', () => {
    expect(splitName('Jane A. Doe')).toEqual({ family: 'Doe', given: 'Jane A.' });
    expect(splitName('Ludwig van Beethoven')).toEqual({
      family: 'Beethoven',
      given: 'Ludwig',
      'non-dropping-particle': 'van',
    });
    expect(splitName('Martin Luther King Jr.')).toEqual({ family: 'King', given: 'Martin Luther', suffix: 'Jr.' });
    expect(splitName('Doe, Jane')).toEqual({ family: 'Doe', given: 'Jane' });
    expect(splitName('IPCC')).toEqual({ family: 'IPCC' });
  });

  it('makes firstauthorYEARfirstword keys, ASCII only, and tells equal ones apart with a, b…', () => {
    expect(baseKey(work())).toBe('doe2024coral');
    expect(baseKey(TRICKY[1])).toBe('mullerludenscheidtnduber');
    expect(baseKey(TRICKY[3])).toBe('anon2024ein');
    expect(citationKeys([work(), work(), work(), work({ year: 2023 })])).toEqual([
      'doe2024coral',
      'doe2024corala',
      'doe2024coralb',
      'doe2023coral',
    ]);
  });

  it('escapes every BibTeX special character', () => {
    expect(bibtexText('a & b % c $ d # e _ f { g } h ~ i ^ j \\ k')).toBe(
      'a \\& b \\% c \\$ d \\# e \\_ f \\{ g \\} h \\textasciitilde{} i \\textasciicircum{} j \\textbackslash{} k',
    );
  });
});

describe('the exported files, read by citation.js', () => {
  for (const format of CITATION_FORMATS) {
    it(`${format}: every record keeps its title, authors, year, DOI, venue and key`, async () => {
      const records = await parseCitations(exportCitations(TRICKY, format), format);
      expect(records).toHaveLength(TRICKY.length);
      const keys = citationKeys(TRICKY);
      records.forEach((record, i) => {
        const stored = TRICKY[i];
        expect(record.title).toBe(stored.title);
        expect(record.authors).toEqual(stored.authors.map((a) => a.replace(/\s+/g, ' ')));
        expect(record.year).toBe(stored.year ?? undefined);
        expect(record.doi).toBe(stored.doi ?? undefined);
        expect(record.venue).toBe(stored.venue ?? undefined);
        expect(record.url).toBe(stored.url);
        // CSL-JSON keeps the stored text as it is; BibTeX and RIS fields are one line.
        const abstract = format === 'csl-json' ? stored.abstract : stored.abstract?.replace(/\s+/g, ' ');
        expect(record.abstract).toBe(abstract ?? undefined);
        if (format !== 'ris') expect(record.key).toBe(keys[i]);
      });
      // A work with no venue is a generic record: BibTeX's misc, RIS's GEN, CSL's document.
      expect(records.map((r) => r.type)).toEqual(['article-journal', 'document', 'article-journal', 'article-journal']);
    });

    it(`${format}: no works is an empty file that still parses`, async () => {
      const text = exportCitations([], format);
      expect(text).toBe(format === 'csl-json' ? '[]\n' : '');
      expect(await parseCitations(text, format)).toEqual([]);
    });
  }

  it('writes RIS records tag by tag, ending each with ER', () => {
    expect(toRis([TRICKY[2]]).split('\r\n')).toEqual([
      'TY  - JOUR',
      'ID  - doe2024coral',
      'TI  - The coral reef again',
      'AU  - Doe, Jane',
      'PY  - 2024',
      'JO  - Coral Reefs',
      'DO  - 10.5555/echo_1(2024)',
      'UR  - https://doi.org/10.5555/echo_1(2024)',
      'ER  - ',
      '',
    ]);
  });
});
