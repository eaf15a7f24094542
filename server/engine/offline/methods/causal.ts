import type { MethodRow } from './method-types';

// Quasi-experimental designs that identify causes from observed data.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const CAUSAL_METHODS: MethodRow[] = [
  [
    'did',
    'Difference-in-differences',
    'causal',
    'policy economic region reform adoption panel law market labour',
    [
      'Assemble a panel of treated and comparison units around {topic}',
      'Test parallel pre-trends with an event-study plot',
      'Estimate the effect with two-way fixed effects robust to staggered adoption',
      'Run placebo tests on untreated periods',
    ],
    ['A causal estimate of the change attributable to {topic}', 'Event-study evidence on how the effect evolves'],
    [
      ['Analyst', 'personnel', 30000],
      ['Administrative data licence', 'data', 5000],
    ],
    120,
    [
      ['Pre-trends diverge and the design fails', 0.3],
      ['Concurrent shocks confound the change', 0.25],
    ],
    0.75,
  ],
  [
    'rdd',
    'Regression discontinuity design',
    'causal',
    'threshold eligibility score cutoff policy admission grade programme',
    [
      'Identify an eligibility cutoff that governs exposure to {topic}',
      'Check for manipulation of the running variable with a density test',
      'Estimate local effects with optimal bandwidth selection',
      'Show robustness across bandwidths and polynomial orders',
    ],
    [
      'A credible local causal effect at the cutoff',
      'Evidence on whether the effect is worth extending beyond the threshold',
    ],
    [
      ['Analyst', 'personnel', 25000],
      ['Data access', 'data', 4000],
    ],
    90,
    [
      ['Too few observations near the cutoff', 0.3],
      ['Sorting around the threshold', 0.15],
    ],
    0.8,
  ],
  [
    'iv',
    'Instrumental-variable analysis',
    'causal',
    'economic exposure endogenous demand price distance natural experiment',
    [
      'Argue an instrument that shifts exposure to {topic} but not the outcome directly',
      'Report first-stage strength and weak-instrument robust intervals',
      'Estimate the local average treatment effect by two-stage least squares',
      'Probe the exclusion restriction with overidentification and falsification tests',
    ],
    ['A causal estimate for compliers', 'A transparent argument for the instrument'],
    [
      ['Econometrician', 'personnel', 35000],
      ['Data', 'data', 5000],
    ],
    120,
    [
      ['Instrument is weak', 0.3],
      ['Exclusion restriction is implausible to reviewers', 0.35],
    ],
    0.7,
  ],
  [
    'mendelian',
    'Mendelian randomization',
    'causal',
    'genetic exposure causal risk factor disease biomarker',
    [
      'Select genetic instruments for the exposure in {topic}',
      'Estimate effects with inverse-variance weighting',
      'Test pleiotropy with MR-Egger and weighted median',
      'Run reverse-direction and colocalization checks',
    ],
    ['A causal estimate robust to classical confounding', 'Evidence against reverse causation'],
    [
      ['Genetic epidemiologist', 'personnel', 30000],
      ['Summary statistics', 'data', 0],
    ],
    90,
    [
      ['Horizontal pleiotropy', 0.35],
      ['Weak instruments', 0.2],
    ],
    0.65,
  ],
  [
    'its',
    'Interrupted time series',
    'causal',
    'policy intervention time trend public health rollout regulation',
    [
      'Collect a long series of outcomes around {topic}',
      'Model the pre-intervention trend and seasonality',
      'Estimate level and slope changes at the interruption',
      'Add a control series to guard against co-interventions',
    ],
    ['The change in level and trend after the intervention', 'Evidence robust to secular trends'],
    [
      ['Analyst', 'personnel', 20000],
      ['Data', 'data', 2000],
    ],
    75,
    [
      ['Co-interventions at the same time', 0.3],
      ['Autocorrelation misspecified', 0.2],
    ],
    0.65,
  ],
  [
    'synthetic-control',
    'Synthetic control method',
    'causal',
    'region country policy reform state city aggregate',
    [
      'Collect outcomes for the treated unit and a donor pool around {topic}',
      'Fit donor weights on pre-treatment outcomes',
      'Estimate the post-treatment gap',
      'Run placebo-in-space and placebo-in-time inference',
    ],
    ['A counterfactual path for the treated unit', 'Permutation-based significance'],
    [
      ['Analyst', 'personnel', 25000],
      ['Data', 'data', 3000],
    ],
    90,
    [
      ['Poor pre-treatment fit', 0.3],
      ['Donor units also treated', 0.2],
    ],
    0.7,
  ],
];
