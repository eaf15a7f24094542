// GET http://export.arxiv.org/api/query?search_query=… as arXiv answers it: an Atom feed, long
// titles and summaries wrapped over lines, namespaced arxiv: elements carrying their xmlns, and a
// bad query answered with one entry titled "Error".

export interface ArxivEntry {
  id: string;
  title: string;
  summary: string;
  authors: string[];
  published: string;
  category: string;
  doi?: string;
  journalRef?: string;
}

const ARXIV_NS = 'xmlns:arxiv="http://arxiv.org/schemas/atom"';
const OPENSEARCH_NS = 'xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/"';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** arXiv wraps titles and summaries at about 80 columns, indenting the continuation lines. */
function wrapped(text: string): string {
  return escapeXml(text).replace(/(.{60,78}?) /g, '$1\n  ');
}

export function arxivEntry(entry: ArxivEntry): string {
  const abs = `http://arxiv.org/abs/${entry.id}`;
  return `  <entry>
    <id>${abs}</id>
    <updated>${entry.published}</updated>
    <published>${entry.published}</published>
    <title>${wrapped(entry.title)}</title>
    <summary>  ${wrapped(entry.summary)}
</summary>
${entry.authors.map((name) => `    <author>\n      <name>${escapeXml(name)}</name>\n    </author>`).join('\n')}
${entry.doi ? `    <arxiv:doi ${ARXIV_NS}>${escapeXml(entry.doi)}</arxiv:doi>\n    <link title="doi" href="http://dx.doi.org/${escapeXml(entry.doi)}" rel="related"/>` : ''}
${entry.journalRef ? `    <arxiv:journal_ref ${ARXIV_NS}>${escapeXml(entry.journalRef)}</arxiv:journal_ref>` : ''}
    <link href="${abs}" rel="alternate" type="text/html"/>
    <link title="pdf" href="${abs.replace('/abs/', '/pdf/')}" rel="related" type="application/pdf"/>
    <arxiv:primary_category ${ARXIV_NS} term="${entry.category}" scheme="http://arxiv.org/schemas/atom"/>
    <category term="${entry.category}" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`;
}

export function arxivFeed(entries: string[], query = 'all:marine AND all:heatwaves'): string {
  const q = `search_query=${query}&id_list=&start=0&max_results=${entries.length}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?${encodeURIComponent(q)}" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: ${escapeXml(q)}</title>
  <id>http://arxiv.org/api/kq0xYGbW4m2dJz6cHvX1NfOa5Lg</id>
  <updated>2026-05-12T00:00:00-04:00</updated>
  <opensearch:totalResults ${OPENSEARCH_NS}>${entries.length === 0 ? 0 : 38}</opensearch:totalResults>
  <opensearch:startIndex ${OPENSEARCH_NS}>0</opensearch:startIndex>
  <opensearch:itemsPerPage ${OPENSEARCH_NS}>${entries.length}</opensearch:itemsPerPage>
${entries.join('\n')}
</feed>
`;
}

/** What arXiv sends for a query it cannot run. */
export function arxivErrorFeed(message: string): string {
  return arxivFeed([
    `  <entry>
    <id>http://arxiv.org/api/errors#${encodeURIComponent(message.replace(/ /g, '_'))}</id>
    <title>Error</title>
    <summary>${escapeXml(message)}</summary>
    <updated>2026-05-12T00:00:00-04:00</updated>
    <link href="http://arxiv.org/api/errors#${encodeURIComponent(message.replace(/ /g, '_'))}" rel="alternate" type="text/html"/>
    <author>
      <name>arXiv api core</name>
    </author>
  </entry>`,
  ]);
}

export const ARXIV_ENTRIES: ArxivEntry[] = [
  {
    id: '2412.04475v1',
    title: 'Advancing Marine Heatwave Forecasts: An Integrated Deep Learning Approach',
    summary:
      'Marine heatwaves are becoming more frequent and intense. We forecast them globally from short to long lead times by combining a graph representation of sea surface temperature anomalies, imbalanced regression for the rare extremes and temporal diffusion for long horizons, and release the anomaly graph dataset. The approach beats numerical forecasts in several hotspot regions up to six months ahead.',
    authors: ['Ding Ning', 'Varvara Vetrova', 'Yun Sing Koh', 'Karin R. Bryan'],
    published: '2024-12-02T03:41:07Z',
    category: 'physics.ao-ph',
  },
  {
    id: '2304.07436v1',
    title: 'The Rapid Rise of Severe Marine Heat Wave Systems',
    summary:
      'Borrowing a method from computer vision, we gather sea surface temperature extremes into marine heat wave systems across area and time. Among hundreds of thousands of systems from 1983 to 2019, a few hundred of the largest and longest dominate ocean heating, and only these severe systems show a significant rise, with a change point in the early 2000s.',
    authors: ['J. Xavier Prochaska', 'Claudie Beaulieu', 'Katerina Giamalaki'],
    published: '2023-04-15T00:18:00Z',
    category: 'physics.ao-ph',
    doi: '10.1088/2752-5295/accd0e',
    journalRef: 'Environmental Research: Climate (2023)',
  },
  {
    id: '2511.00021v1',
    title: 'Deep Learning Models for Coral Bleaching Classification in Multi-Condition Underwater Image Datasets',
    summary:
      'We classify healthy and bleached corals in underwater images gathered worldwide under varied conditions, comparing a residual network, a vision transformer and a convolutional network. After tuning, the convolutional network classifies best, which supports automated reef monitoring.',
    authors: ['Julio Jerison E. Macrohon', 'Gordon Hung'],
    published: '2025-10-24T06:13:15Z',
    category: 'cs.CV',
  },
  {
    id: '2604.13131v1',
    title:
      'Depth-Resolved Coral Reef Thermal Fields from Satellite SST and Sparse In-Situ Loggers Using Physics-Informed Neural Networks',
    summary:
      'Satellite sea surface temperature measures only the ocean skin, while corals live metres below it. A physics-informed neural network fuses Coral Reef Watch temperatures with sparse temperature loggers through the vertical heat equation, recovering depth-resolved heat stress at Great Barrier Reef sites that surface products overstate.',
    authors: ['Alzayat Saleh', 'Mostafa Rahimi Azghadi'],
    published: '2026-04-14T09:30:12Z',
    category: 'cs.LG',
  },
];

export const ARXIV_FIXTURE = arxivFeed(ARXIV_ENTRIES.map(arxivEntry));
