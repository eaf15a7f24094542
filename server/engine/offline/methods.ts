import { EXPERIMENTAL_METHODS } from './methods/experimental';
import { CAUSAL_METHODS } from './methods/causal';
import { OBSERVATIONAL_METHODS } from './methods/observational';
import { LABORATORY_METHODS } from './methods/laboratory';
import { SIMULATION_METHODS } from './methods/simulation';
import { LEARNING_METHODS } from './methods/learning';
import { ENGINEERING_METHODS } from './methods/engineering';
import { SYNTHESIS_AND_QUALITATIVE_METHODS } from './methods/synthesis-and-qualitative';
import type { MethodRow, ResearchMethod } from './methods/method-types';

// The offline engine's library of real research methods. Ideas are built from these and the
// goal's own words. The rows live by kind in methods/; LIBRARY_ORDER is the library's order, which
// the offline engine's deterministic choices (ties, rotation) depend on: append, never reorder.

export type { MethodFamily, ResearchMethod } from './methods/method-types';

const LIBRARY_ORDER = [
  'rct',
  'cluster-rct',
  'did',
  'rdd',
  'iv',
  'psm',
  'cohort',
  'case-control',
  'meta-analysis',
  'bayes-hier',
  'ablation',
  'ab-test',
  'factorial',
  'rsm',
  'crispr-screen',
  'rnaseq',
  'scrnaseq',
  'proteomics',
  'gwas',
  'mendelian',
  'organoid',
  'knockout-mouse',
  'hts',
  'abm',
  'system-dynamics',
  'des',
  'md',
  'dft',
  'fea',
  'gnn',
  'transfer-benchmark',
  'active-learning',
  'bayes-opt',
  'causal-discovery',
  'its',
  'synthetic-control',
  'text-mining',
  'interviews',
  'delphi',
  'survey',
  'remote-sensing',
  'lca',
  'stress-test',
  'pilot',
  'crossover',
];

const ROWS_BY_ID = new Map<string, MethodRow>(
  [
    ...EXPERIMENTAL_METHODS,
    ...CAUSAL_METHODS,
    ...OBSERVATIONAL_METHODS,
    ...LABORATORY_METHODS,
    ...SIMULATION_METHODS,
    ...LEARNING_METHODS,
    ...ENGINEERING_METHODS,
    ...SYNTHESIS_AND_QUALITATIVE_METHODS,
  ].map((row) => [row[0], row]),
);

function rowOf(id: string): MethodRow {
  const row = ROWS_BY_ID.get(id);
  if (!row) throw new Error(`The method library orders '${id}', which no methods/ module defines`);
  return row;
}

if (ROWS_BY_ID.size !== LIBRARY_ORDER.length) {
  throw new Error('Every method in methods/ must appear once in LIBRARY_ORDER');
}

export const METHODS: readonly ResearchMethod[] = LIBRARY_ORDER.map(rowOf).map(
  ([id, name, family, keywords, steps, outcomes, resources, durationDays, risks, rigor]) => ({
    id,
    name,
    family,
    keywords: keywords.split(' '),
    steps,
    outcomes,
    resources: resources.map(([n, type, cost]) => ({ name: n, type, cost })),
    durationDays,
    risks: risks.map(([risk, probability]) => ({ risk, probability })),
    rigor,
  }),
);

export const methodById = (id: string) => METHODS.find((m) => m.id === id);
