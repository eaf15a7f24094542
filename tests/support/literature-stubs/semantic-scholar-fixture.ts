import { PAPERS, type Paper } from './papers';

// GET https://api.semanticscholar.org/graph/v1/paper/search?fields=title,authors,… as Semantic
// Scholar answers it: `abstract` null where the publisher does not license it, external ids as
// the source recorded them (the DOI's case included), and S2's own page as `url`.

export function semanticScholarPaper(
  paperId: string,
  source: Paper,
  options: { cited: number; ids: object; withAbstract?: boolean; doi?: string },
) {
  return {
    paperId,
    externalIds: { DOI: options.doi ?? source.doi, ...options.ids },
    url: `https://www.semanticscholar.org/paper/${paperId}`,
    title: source.title,
    abstract: options.withAbstract === false ? null : source.abstract,
    venue: source.venue,
    year: source.year,
    citationCount: options.cited,
    authors: source.authors.map((name, index) => ({ authorId: String(2_034_000 + index * 97), name })),
  };
}

export const SEMANTIC_SCHOLAR_FIXTURE = {
  total: 2741,
  offset: 0,
  next: 5,
  data: [
    semanticScholarPaper('5d3b6f4c0a7e1f2b9c8d7e6f5a4b3c2d1e0f9a8b', PAPERS.hughes2017, {
      cited: 3288,
      doi: '10.1038/NATURE21707',
      ids: { MAG: '2594545997', PubMed: '28300113', CorpusId: 4394787 },
    }),
    semanticScholarPaper('1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e', PAPERS.frolicher2018, {
      cited: 1102,
      withAbstract: false,
      ids: { MAG: '2886089542', PubMed: '30111788', CorpusId: 51968373 },
    }),
    semanticScholarPaper('9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5', PAPERS.oliver2018, {
      cited: 1530,
      ids: { MAG: '2795577327', PubMedCentral: '5893591', PubMed: '29636482', CorpusId: 4854207 },
    }),
    semanticScholarPaper('0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b', PAPERS.hobday2016, {
      cited: 2204,
      withAbstract: false,
      ids: { MAG: '2212384631', CorpusId: 54031219 },
    }),
    semanticScholarPaper('c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3', PAPERS.holbrook2019, {
      cited: 701,
      ids: { MAG: '2950329418', PubMedCentral: '6570771', PubMed: '31201309', CorpusId: 189897914 },
    }),
  ],
};
