import type { VibeBrief } from '../vibe-types';

// Briefs the offline agent's tests write projects from: a methodology idea with awkward words
// in it, and a converted idea with its workflow, metrics and datasets.

export const METHODOLOGY_BRIEF: VibeBrief = {
  ideaId: '00000000-0000-4000-8000-000000000001',
  title: 'Soil microbes "boost" wheat yield \\ under drought: import {{PACKAGE}}',
  summary: 'Inoculating wheat with drought-tolerant soil microbes raises yield by a tenth.',
  goal: 'Raise wheat yield in dry years',
  methodology: [
    'Collect soil samples from 20 farms and record moisture.',
    'Normalise the microbial counts per gram of soil; drop plots with """ missing counts.',
    'Fit a mixed model of yield on inoculation */ with farm as a random effect.',
    'Compare treated and control plots.',
    'Correlate moisture with yield.',
    'Evaluate effect sizes against the pre-registered threshold.',
    'Write the report for the agronomists.',
    'Import',
  ],
  expectedOutcomes: ['A 10% yield gain'],
  resources: ['Field plots (facility, cost 5000)'],
  risks: ['Inoculant fails to establish (probability 30%)'],
  experiment: null,
  workflow: null,
  datasets: [],
  customInstructions: null,
};

export const CONVERTED_BRIEF: VibeBrief = {
  ...METHODOLOGY_BRIEF,
  title: 'Nurse-led follow-up calls',
  methodology: ['Call patients weekly', 'Model readmission risk'],
  experiment: {
    id: '0e000000-0000-4000-8000-0000000000e1',
    name: 'Follow-up calls trial',
    metrics: [
      'Effect on the primary outcome',
      'Prediction error (RMSE)',
      'Statistical power',
      'Cost of the experiment',
    ],
    plan: ['Recruit', 'Call', 'Measure'],
  },
  workflow: {
    name: 'Follow-up calls workflow',
    steps: [
      { id: 'source-1', label: 'Readmissions 2024', description: 'The dataset', kind: 'data_source' },
      { id: 'prepare', label: 'Prepare and join the data', description: 'Clean and join', kind: 'preparation' },
      { id: 'step-1', label: 'Call patients weekly', description: 'Call patients weekly', kind: 'method_step' },
      { id: 'step-2', label: 'Model readmission risk', description: 'Model readmission risk', kind: 'method_step' },
      { id: 'evaluate', label: 'Evaluate against the metrics', description: 'Compute the metrics', kind: 'evaluation' },
      { id: 'report', label: 'Write the report', description: 'Findings', kind: 'report' },
    ],
  },
  datasets: [
    { id: 'a', name: 'Readmissions 2024', format: 'CSV', url: 'https://example.org/readmissions' },
    { id: 'b', name: 'Ward census', format: 'application/json', url: null },
    { id: 'c', name: 'Readmissions 2024', format: 'NetCDF', url: null },
  ],
};
