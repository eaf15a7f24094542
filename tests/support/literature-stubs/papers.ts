// The published papers the literature stub serves, on one theme an offline session about coral
// reefs, ocean warming and marine heatwaves would match. Titles, authors, years, venues and DOIs
// are the papers' own; the abstracts are short summaries written for these fixtures, and the
// per-source ids and citation counts in the fixtures stand in for the live values.

/** Author lists are long: written as '; '-separated runs of names. */
function names(...runs: string[]): string[] {
  return runs.join('; ').split('; ');
}

export interface Paper {
  title: string;
  authors: string[];
  year: number;
  venue: string;
  doi: string;
  abstract: string;
}

const HUGHES_2017_AUTHORS = names(
  'Terry P. Hughes; James T. Kerry; Mariana Álvarez-Noriega; Jorge G. Álvarez-Romero',
  'Kristen D. Anderson; Andrew H. Baird; Russell C. Babcock; Maria Beger; David R. Bellwood',
  'Ray Berkelmans; Tom C. Bridge; Ian R. Butler; Maria Byrne; Neal E. Cantin; Steeve Comeau',
  'Sean R. Connolly; Graeme S. Cumming; Steven J. Dalton; Guillermo Diaz-Pulido; C. Mark Eakin',
  'Will F. Figueira; James P. Gilmour; Hugo B. Harrison; Scott F. Heron; Andrew S. Hoey',
  'Jean-Paul A. Hobbs; Mia O. Hoogenboom; Emma V. Kennedy; Chao-yang Kuo; Janice M. Lough',
  'Ryan J. Lowe; Gang Liu; Malcolm T. McCulloch; Hamish A. Malcolm; Michael J. McWilliam',
  'John M. Pandolfi; Rachel J. Pears; Morgan S. Pratchett; Verena Schoepf; Tristan Simpson',
  'William J. Skirving; Brigitte Sommer; Gergely Torda; David R. Wachenfeld; Bette L. Willis',
  'Shaun K. Wilson',
);

export const PAPERS = {
  hughes2017: {
    title: 'Global warming and recurrent mass bleaching of corals',
    authors: HUGHES_2017_AUTHORS,
    year: 2017,
    venue: 'Nature',
    doi: '10.1038/nature21707',
    abstract:
      'In 2016 the Great Barrier Reef suffered the most extreme mass bleaching on record, driven by record sea temperatures. Aerial and underwater surveys show that the footprint of bleaching followed the accumulated heat stress, and that local protection from poor water quality or fishing gave corals little resistance. Bleaching that recurs at ever shorter intervals leaves reefs too little time to recover.',
  },
  frolicher2018: {
    title: 'Marine heatwaves under global warming',
    authors: ['Thomas L. Frölicher', 'Erich M. Fischer', 'Nicolas Gruber'],
    year: 2018,
    venue: 'Nature',
    doi: '10.1038/s41586-018-0383-9',
    abstract:
      'Satellite records show that marine heatwaves have doubled in frequency since the early 1980s. Earth system model simulations attribute most of the rise to human-caused warming and project heatwaves that are far more frequent, larger and more intense as warming continues, unless it is held to 1.5 °C.',
  },
  oliver2018: {
    title: 'Longer and more frequent marine heatwaves over the past century',
    authors: names(
      'Eric C. J. Oliver; Markus G. Donat; Michael T. Burrows; Pippa J. Moore; Dan A. Smale',
      'Lisa V. Alexander; Jessica A. Benthuysen; Ming Feng; Alex Sen Gupta; Alistair J. Hobday',
      'Neil J. Holbrook; Sarah E. Perkins-Kirkpatrick; Hillary A. Scannell; Sandra C. Straub',
      'Thomas Wernberg',
    ),
    year: 2018,
    venue: 'Nature Communications',
    doi: '10.1038/s41467-018-03732-9',
    abstract:
      'Combining daily satellite and in situ sea surface temperature records with monthly reconstructions, we find that marine heatwaves became more frequent and longer over the past century, raising the annual count of heatwave days by more than half worldwide. Most of the increase follows the rise in mean ocean temperature.',
  },
  hughes2018: {
    title: 'Spatial and temporal patterns of mass bleaching of corals in the Anthropocene',
    authors: names(
      'Terry P. Hughes; Kristen D. Anderson; Sean R. Connolly; Scott F. Heron; James T. Kerry',
      'Janice M. Lough; Andrew H. Baird; Julia K. Baum; Michael L. Berumen; Tom C. Bridge',
      'Danielle C. Claar; C. Mark Eakin; James P. Gilmour; Nicholas A. J. Graham; Hugo Harrison',
      'Jean-Paul A. Hobbs; Andrew S. Hoey; Mia Hoogenboom; Ryan J. Lowe; Malcolm T. McCulloch',
      'John M. Pandolfi; Morgan Pratchett; Verena Schoepf; Gergely Torda; Shaun K. Wilson',
    ),
    year: 2018,
    venue: 'Science',
    doi: '10.1126/science.aan8048',
    abstract:
      'Surveys of 100 tropical reef locations from 1980 to 2016 show that the typical interval between severe bleaching events has shrunk from 25 to 30 years to about six. Bleaching now also strikes in El Niño-neutral years as the tropics warm, leaving reefs little time to recover between events.',
  },
  hobday2016: {
    title: 'A hierarchical approach to defining marine heatwaves',
    authors: names(
      'Alistair J. Hobday; Lisa V. Alexander; Sarah E. Perkins; Dan A. Smale; Sandra C. Straub',
      'Eric C. J. Oliver; Jessica A. Benthuysen; Michael T. Burrows; Markus G. Donat; Ming Feng',
      'Neil J. Holbrook; Pippa J. Moore; Hillary A. Scannell; Alex Sen Gupta; Thomas Wernberg',
    ),
    year: 2016,
    venue: 'Progress in Oceanography',
    doi: '10.1016/j.pocean.2015.12.014',
    abstract:
      'We define a marine heatwave as a prolonged, discrete, anomalously warm water event: temperatures above a seasonally varying 90th percentile threshold for at least five days. Metrics of duration, intensity and rates of onset and decline let events anywhere in the world be compared.',
  },
  smale2019: {
    title: 'Marine heatwaves threaten global biodiversity and the provision of ecosystem services',
    authors: names(
      'Dan A. Smale; Thomas Wernberg; Eric C. J. Oliver; Mads Thomsen; Ben P. Harvey; Sandra C. Straub',
      'Michael T. Burrows; Lisa V. Alexander; Jessica A. Benthuysen; Markus G. Donat; Ming Feng',
      'Alistair J. Hobday; Neil J. Holbrook; Sarah E. Perkins-Kirkpatrick; Hillary A. Scannell',
      'Alex Sen Gupta; Ben L. Payne; Pippa J. Moore',
    ),
    year: 2019,
    venue: 'Nature Climate Change',
    doi: '10.1038/s41558-019-0412-1',
    abstract:
      'Heatwave records set beside ecological observations show that marine heatwaves have harmed foundation species such as corals, seagrasses and kelps in every ocean basin, with knock-on losses for fisheries, tourism and carbon storage. Regions already near species’ warm limits are the most at risk.',
  },
  holbrook2019: {
    title: 'A global assessment of marine heatwaves and their drivers',
    authors: names(
      'Neil J. Holbrook; Hillary A. Scannell; Alexander Sen Gupta; Jessica A. Benthuysen; Ming Feng',
      'Eric C. J. Oliver; Lisa V. Alexander; Michael T. Burrows; Markus G. Donat; Alistair J. Hobday',
      'Pippa J. Moore; Sarah E. Perkins-Kirkpatrick; Dan A. Smale; Sandra C. Straub; Thomas Wernberg',
    ),
    year: 2019,
    venue: 'Nature Communications',
    doi: '10.1038/s41467-019-10206-z',
    abstract:
      'A synthesis of regional case studies and daily sea surface temperatures identifies the local processes and remote climate modes, El Niño–Southern Oscillation among them, that drive marine heatwaves in each ocean region, giving a baseline for predicting them.',
  },
} satisfies Record<string, Paper>;
