// Datasets as the contract returns them, for page tests (docs/product.md, "Datasets").
import type {
  ColumnProfile,
  Dataset,
  DatasetSearchResult,
  DatasetSource,
  DatasetSummary,
} from '../../../src/api/queries/datasets';
import type { AttachedDataset, DatasetSuggestion } from '../../../src/api/queries/idea-datasets';

export const UPLOAD_ID = '0d000000-0000-4000-8000-000000000001';

export function datasetSummaryFixture(overrides: Partial<DatasetSummary> = {}): DatasetSummary {
  return {
    id: 'uniprot',
    kind: 'catalogue',
    name: 'UniProt Knowledgebase',
    publisher: 'UniProt Consortium',
    description: 'Protein sequences and functional annotation from all domains of life.',
    topics: ['life-sciences', 'proteomics', 'protein sequence', 'protein function', 'functional annotation'],
    formats: ['FASTA', 'TSV'],
    size: '~570,000 reviewed entries',
    licence: 'CC-BY-4.0',
    access: 'open',
    landingUrl: 'https://www.uniprot.org',
    profileStatus: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function catalogueDatasetFixture(overrides: Partial<Dataset> = {}): Dataset {
  return {
    ...datasetSummaryFixture(),
    variables: ['accession', 'organism', 'sequence'],
    citation: 'The UniProt Consortium. UniProt: the Universal Protein Knowledgebase in 2023. NAR 51 (2023).',
    file: null,
    profile: null,
    profileError: null,
    ...overrides,
  };
}

export const TEMPERATURE: ColumnProfile = {
  name: 'temperature_c',
  type: 'number',
  nullCount: 2,
  distinctCount: 1344,
  distinctIsEstimate: true,
  numeric: {
    min: -4.78,
    max: 30.29,
    mean: 15.05,
    stdDev: 4,
    histogram: {
      bins: [
        { from: -4.78, to: 6.91, count: 80 },
        { from: 6.91, to: 18.6, count: 2500 },
        { from: 18.6, to: 30.29, count: 418 },
      ],
    },
  },
};

export const STATION: ColumnProfile = {
  name: 'station',
  type: 'string',
  nullCount: 0,
  distinctCount: 7,
  distinctIsEstimate: false,
  topValues: [
    { value: 'S0', count: 429 },
    { value: 'S1', count: 429 },
  ],
};

export function uploadFixture(status: 'pending' | 'ready' | 'failed', overrides: Partial<Dataset> = {}): Dataset {
  return {
    ...datasetSummaryFixture({
      id: UPLOAD_ID,
      kind: 'upload',
      name: 'buoys',
      publisher: null,
      description: '',
      topics: [],
      formats: ['CSV'],
      size: '83.1 kB',
      licence: null,
      access: 'private',
      landingUrl: null,
      profileStatus: status,
    }),
    variables: ['station', 'temperature_c'],
    citation: null,
    file: {
      name: 'buoys.csv',
      mediaType: 'text/csv',
      format: 'csv',
      bytes: 83_103,
      sha256: '2ee9b845a70be6a0170a974bcd66e4739685d59a76b0a063a73ddcdca41278ef',
      url: `/v1/files/${UPLOAD_ID}`,
    },
    profile:
      status === 'ready'
        ? {
            format: 'csv',
            rowCount: 3000,
            columns: [STATION, TEMPERATURE],
            sample: Array.from({ length: 25 }, (_, i) => ({ station: `S${i % 7}`, temperature_c: 10 + i })),
          }
        : null,
    profileError: status === 'failed' ? 'Row 12 has 5 fields; the header has 4' : null,
    ...overrides,
  };
}

export const LOCAL_SOURCES: DatasetSource[] = [
  { id: 'catalogue', name: 'Labforge catalogue', status: 'ok', count: 1 },
  { id: 'mine', name: 'My datasets', status: 'ok', count: 0 },
];

export function searchResultFixture(
  items: DatasetSummary[] = [datasetSummaryFixture()],
  overrides: Partial<DatasetSearchResult> = {},
): DatasetSearchResult {
  return {
    total: items.length,
    page: 1,
    pageSize: 20,
    totalPages: items.length ? 1 : 0,
    hasMore: false,
    hasPrevious: false,
    items,
    facets: {
      topics: [
        { value: 'life-sciences', count: 13 },
        { value: 'proteomics', count: 7 },
      ],
      access: [
        { value: 'open', count: 15 },
        { value: 'controlled', count: 1 },
      ],
      licences: [{ value: 'CC-BY-4.0', count: 5 }],
      formats: [{ value: 'TSV', count: 11 }],
    },
    external: [],
    sources: LOCAL_SOURCES,
    ...overrides,
  };
}

export function suggestionFixture(
  ideaId: string,
  ideaTitle: string,
  overrides: Partial<DatasetSuggestion> = {},
): DatasetSuggestion {
  return {
    relevanceScore: 0.82,
    ideaId,
    ideaTitle,
    dataset: datasetSummaryFixture(),
    reason: 'It records protein function across organisms; it lacks field measurements.',
    ...overrides,
  };
}

export function attachedFixture(ideaId: string, overrides: Partial<AttachedDataset> = {}): AttachedDataset {
  return {
    ideaId,
    dataset: datasetSummaryFixture(),
    relevanceScore: 0.82,
    reason: 'It records protein function across organisms.',
    attachedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
