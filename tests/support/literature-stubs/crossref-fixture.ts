import { PAPERS, type Paper } from './papers';

// GET https://api.crossref.org/works?query.bibliographic=…&select=… as Crossref answers it: titles
// and venues as arrays, authors split into given and family names, dates as date-parts, and
// abstracts (where the publisher deposits one) as JATS XML.

function jats(abstract: string): string {
  return `<jats:title>Abstract</jats:title><jats:p>${abstract}</jats:p>`;
}

export function crossrefItem(paper: Paper, options: { issued: number[]; cited: number; withAbstract?: boolean }) {
  return {
    DOI: paper.doi,
    URL: `https://doi.org/${paper.doi}`,
    title: [paper.title],
    'container-title': [paper.venue],
    author: paper.authors.map((name, index) => {
      const parts = name.split(' ');
      return {
        given: parts.slice(0, -1).join(' '),
        family: parts.at(-1) ?? name,
        sequence: index === 0 ? 'first' : 'additional',
        affiliation: [],
      };
    }),
    issued: { 'date-parts': [options.issued] },
    'is-referenced-by-count': options.cited,
    ...(options.withAbstract ? { abstract: jats(paper.abstract) } : {}),
    score: 74.3 - options.cited / 1000,
  };
}

export const CROSSREF_FIXTURE = {
  status: 'ok',
  'message-type': 'work-list',
  'message-version': '1.0.0',
  message: {
    facets: {},
    'total-results': 48213,
    items: [
      crossrefItem(PAPERS.hughes2017, { issued: [2017, 3, 15], cited: 2954 }),
      crossrefItem(PAPERS.frolicher2018, { issued: [2018, 8], cited: 1044, withAbstract: true }),
      crossrefItem(PAPERS.oliver2018, { issued: [2018, 4, 10], cited: 1398, withAbstract: true }),
      crossrefItem(PAPERS.hobday2016, { issued: [2016, 2], cited: 2068 }),
      crossrefItem(PAPERS.smale2019, { issued: [2019, 3, 4], cited: 1172, withAbstract: true }),
    ],
    'items-per-page': 5,
    query: { 'start-index': 0, 'search-terms': null },
  },
};
