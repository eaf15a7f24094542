import { PAPERS, type Paper } from './papers';

// GET https://www.ebi.ac.uk/europepmc/webservices/rest/search?format=json&resultType=core as
// Europe PMC answers it: PubMed titles ending in a full stop, HTML in titles and abstracts, NLM
// journal titles, years as strings.

export function europePmcResult(
  ids: { pmid: string; pmcid?: string },
  paper: Paper,
  options: { journal: string; cited: number; title?: string; abstract?: string },
) {
  return {
    id: ids.pmid,
    source: 'MED',
    pmid: ids.pmid,
    ...(ids.pmcid ? { pmcid: ids.pmcid } : {}),
    doi: paper.doi,
    title: `${options.title ?? paper.title}.`,
    authorString: `${paper.authors.slice(0, 6).join(', ')}.`,
    authorList: {
      author: paper.authors.map((fullName) => {
        const parts = fullName.split(' ');
        return { fullName, firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? fullName };
      }),
    },
    journalInfo: {
      volume: '0',
      journalIssueId: 2_500_000 + Number(ids.pmid.slice(-4)),
      printPublicationDate: `${paper.year}-01-01`,
      yearOfPublication: paper.year,
      journal: { title: options.journal, medlineAbbreviation: paper.venue, isoabbreviation: paper.venue },
    },
    pubYear: String(paper.year),
    abstractText: options.abstract ?? paper.abstract,
    language: 'eng',
    pubModel: 'Print-Electronic',
    pubTypeList: { pubType: ['research-article', 'Journal Article'] },
    isOpenAccess: ids.pmcid ? 'Y' : 'N',
    inEPMC: ids.pmcid ? 'Y' : 'N',
    inPMC: ids.pmcid ? 'Y' : 'N',
    hasPDF: ids.pmcid ? 'Y' : 'N',
    citedByCount: options.cited,
    firstPublicationDate: `${paper.year}-03-15`,
  };
}

export const EUROPEPMC_FIXTURE = {
  version: '6.9',
  hitCount: 612,
  nextCursorMark: 'AoIIP4AAACgzMDExMTc4OA==',
  request: {
    queryString: 'coral bleaching marine heatwaves',
    resultType: 'core',
    cursorMark: '*',
    pageSize: 5,
    sort: '',
  },
  resultList: {
    result: [
      europePmcResult({ pmid: '28300113' }, PAPERS.hughes2017, {
        journal: 'Nature',
        cited: 1410,
        abstract: `<h4>Summary</h4>${PAPERS.hughes2017.abstract.replace('Great Barrier Reef', '<b>Great Barrier Reef</b>')}`,
      }),
      europePmcResult({ pmid: '30111788' }, PAPERS.frolicher2018, { journal: 'Nature', cited: 498 }),
      europePmcResult({ pmid: '29636482', pmcid: 'PMC5893591' }, PAPERS.oliver2018, {
        journal: 'Nature communications',
        cited: 611,
      }),
      europePmcResult({ pmid: '29302011' }, PAPERS.hughes2018, {
        journal: 'Science (New York, N.Y.)',
        cited: 903,
        abstract: PAPERS.hughes2018.abstract.replace('El Niño', '<i>El Niño</i>'),
      }),
      europePmcResult({ pmid: '31201309', pmcid: 'PMC6570771' }, PAPERS.holbrook2019, {
        journal: 'Nature communications',
        cited: 287,
      }),
    ],
  },
};
