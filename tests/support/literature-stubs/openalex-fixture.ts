import { PAPERS, type Paper } from './papers';

// GET https://api.openalex.org/works?search=…&select=… as OpenAlex answers it: only the selected
// fields, DOIs as lower-case doi.org URLs, abstracts as an inverted index of the words as written.

export function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return index;
}

export function openAlexWork(
  id: string,
  paper: Paper,
  options: { source: string; cited: number; withAbstract?: boolean },
) {
  return {
    id: `https://openalex.org/${id}`,
    doi: `https://doi.org/${paper.doi}`,
    title: paper.title,
    display_name: paper.title,
    publication_year: paper.year,
    authorships: paper.authors.map((name, index) => ({
      author_position: index === 0 ? 'first' : index === paper.authors.length - 1 ? 'last' : 'middle',
      author: {
        id: `https://openalex.org/A50${String(1_000_000 + index * 7919).padStart(8, '0')}`,
        display_name: name,
      },
      institutions: [],
      countries: [],
      is_corresponding: index === 0,
      raw_author_name: name,
    })),
    primary_location: {
      is_oa: false,
      landing_page_url: `https://doi.org/${paper.doi}`,
      pdf_url: null,
      source: {
        id: `https://openalex.org/${options.source}`,
        display_name: paper.venue,
        issn_l: null,
        is_oa: false,
        type: 'journal',
      },
      license: null,
      version: 'publishedVersion',
    },
    abstract_inverted_index: options.withAbstract === false ? null : invertedIndex(paper.abstract),
    cited_by_count: options.cited,
  };
}

export const OPENALEX_FIXTURE = {
  meta: { count: 1843, db_response_time_ms: 41, page: 1, per_page: 5, groups_count: null },
  results: [
    openAlexWork('W2594545997', PAPERS.hughes2017, { source: 'S137773608', cited: 3412 }),
    openAlexWork('W2886089542', PAPERS.frolicher2018, { source: 'S137773608', cited: 1187 }),
    openAlexWork('W2795577327', PAPERS.oliver2018, { source: 'S64187185', cited: 1624 }),
    openAlexWork('W2782574493', PAPERS.hughes2018, { source: 'S3880285', cited: 2275 }),
    // OpenAlex withholds some publishers' abstracts.
    openAlexWork('W2920385371', PAPERS.smale2019, { source: 'S25293849', cited: 1350, withAbstract: false }),
  ],
  group_by: [],
};
