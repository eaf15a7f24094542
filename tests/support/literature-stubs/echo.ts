import { createHash } from 'node:crypto';
import type { LiteratureSourceId } from '../../../server/literature/work';
import { arxivEntry, arxivFeed } from './arxiv-fixture';
import { crossrefItem } from './crossref-fixture';
import { europePmcResult } from './europepmc-fixture';
import { openAlexWork } from './openalex-fixture';
import type { Paper } from './papers';
import { semanticScholarPaper } from './semantic-scholar-fixture';
import type { AnswerFn, StubAnswer } from './stub-server';

// Answers built from papers in each source's own shape, and the "paper identical to the idea":
// an answer whose one work has the query itself as title and abstract, so a session that
// searches for its idea finds it already published. `stub.answerWith(PATHS.x, echoAnswer('x'))`.

const QUERY_PARAM: Record<LiteratureSourceId, string> = {
  openalex: 'search',
  semantic_scholar: 'query',
  arxiv: 'search_query',
  europepmc: 'query',
  crossref: 'query.bibliographic',
};

/** The words a connector asked for, whichever parameter and syntax its source takes. */
export function queryOf(source: LiteratureSourceId, params: URLSearchParams): string {
  const raw = params.get(QUERY_PARAM[source]) ?? '';
  return source === 'arxiv' ? raw.replace(/\ball:/g, '').replace(/\s+AND\s+/g, ' ') : raw;
}

export function echoPaper(query: string): Paper {
  const key = createHash('sha256').update(query).digest('hex').slice(0, 8);
  return {
    title: query,
    authors: ['Ada Echo', 'Ben Mirror'],
    year: 2025,
    venue: 'Journal of Prior Work',
    doi: `10.5555/echo.${key}`,
    abstract: query,
  };
}

export function echoAnswer(source: LiteratureSourceId): AnswerFn {
  return (params) => pageOf(source, [echoPaper(queryOf(source, params))]);
}

/** One page of `papers` as `source` would send it. */
export function pageOf(source: LiteratureSourceId, papers: Paper[]): StubAnswer {
  const id = (paper: Paper) => createHash('sha256').update(paper.doi).digest('hex');
  switch (source) {
    case 'openalex': {
      const results = papers.map((p) => openAlexWork(`W9${id(p).slice(0, 9)}`, p, { source: 'S1', cited: 0 }));
      return { json: { meta: { count: papers.length, page: 1, per_page: papers.length }, results } };
    }
    case 'semantic_scholar': {
      const data = papers.map((p) => semanticScholarPaper(id(p).slice(0, 40), p, { cited: 0, ids: {} }));
      return { json: { total: papers.length, offset: 0, data } };
    }
    case 'arxiv': {
      const entries = papers.map((p, index) =>
        arxivEntry({
          ...p,
          id: `2501.${String(10_000 + index)}v1`,
          summary: p.abstract,
          published: '2025-01-15T00:00:00Z',
          category: 'physics.ao-ph',
        }),
      );
      return { text: arxivFeed(entries), contentType: 'application/atom+xml; charset=utf-8' };
    }
    case 'europepmc': {
      const result = papers.map((p) =>
        europePmcResult({ pmid: String(parseInt(id(p).slice(0, 7), 16)) }, p, { journal: p.venue, cited: 0 }),
      );
      return { json: { version: '6.9', hitCount: papers.length, resultList: { result } } };
    }
    case 'crossref': {
      const items = papers.map((p) => crossrefItem(p, { issued: [p.year], cited: 0, withAbstract: true }));
      return {
        json: { status: 'ok', 'message-type': 'work-list', message: { 'total-results': papers.length, items } },
      };
    }
  }
}
