import type { MethodRow } from './method-types';

// Trials and designed experiments on people, users and factors.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const EXPERIMENTAL_METHODS: MethodRow[] = [
  [
    'rct',
    'Randomized controlled trial',
    'experimental',
    'clinical patient treatment intervention health drug therapy outcome behaviour',
    [
      'Pre-register primary and secondary endpoints for {topic}',
      'Compute the sample size for an 80% powered comparison',
      'Randomize participants to intervention and control with allocation concealment',
      'Analyse by intention to treat with a pre-specified model',
    ],
    [
      'An unbiased estimate of the effect of the intervention on {topic}',
      'A confidence interval narrow enough to inform a decision',
    ],
    [
      ['Trial coordinator', 'personnel', 60000],
      ['Participant compensation', 'services', 25000],
      ['Ethics and registration', 'services', 3000],
    ],
    365,
    [
      ['Recruitment falls short of the target sample', 0.35],
      ['Differential dropout between arms', 0.2],
    ],
    0.95,
  ],
  [
    'cluster-rct',
    'Cluster-randomized trial',
    'experimental',
    'school hospital community village policy education public health programme',
    [
      'Define clusters and the unit of analysis for {topic}',
      'Randomize clusters after stratifying on baseline outcome',
      'Deliver the intervention with fidelity checks',
      'Fit a mixed model accounting for the intra-cluster correlation',
    ],
    [
      'A population-level effect estimate for {topic}',
      'An estimate of the intra-cluster correlation for future designs',
    ],
    [
      ['Field staff', 'personnel', 90000],
      ['Cluster liaison and travel', 'services', 20000],
    ],
    540,
    [
      ['Too few clusters for adequate power', 0.3],
      ['Contamination between neighbouring clusters', 0.25],
    ],
    0.9,
  ],
  [
    'ab-test',
    'Online A/B test',
    'experimental',
    'user product website app engagement conversion digital platform',
    [
      'Define the primary metric and guardrails for {topic}',
      'Randomize users with a hash of their id',
      'Run for a pre-computed duration with sequential testing',
      'Analyse with variance reduction from pre-period covariates',
    ],
    ['A measured lift with a confidence interval', 'Guardrail evidence that nothing else broke'],
    [
      ['Analyst', 'personnel', 15000],
      ['Platform', 'services', 2000],
    ],
    45,
    [
      ['Novelty effects inflate early results', 0.3],
      ['Sample ratio mismatch', 0.1],
    ],
    0.85,
  ],
  [
    'factorial',
    'Factorial design of experiments',
    'experimental',
    'process manufacturing factor optimisation chemistry material yield parameter',
    [
      'Choose factors and levels that could drive {topic}',
      'Run a fractional factorial design with centre points',
      'Estimate main effects and two-way interactions',
      'Confirm the best setting with replicate runs',
    ],
    ['The factors that matter and how they interact', 'A confirmed operating point'],
    [
      ['Technician', 'personnel', 25000],
      ['Materials', 'materials', 15000],
    ],
    90,
    [
      ['Aliased interactions mislead', 0.25],
      ['Process drift between runs', 0.2],
    ],
    0.8,
  ],
  [
    'pilot',
    'Pilot feasibility study',
    'experimental',
    'feasibility pilot recruitment protocol intervention early',
    [
      'Run the full protocol for {topic} on a small sample',
      'Measure recruitment, retention and adherence',
      'Estimate variance for sample-size planning',
      'Decide go or no-go on pre-set criteria',
    ],
    ['Evidence the full study can run', 'Parameters for powering it'],
    [
      ['Coordinator', 'personnel', 15000],
      ['Participant costs', 'services', 5000],
    ],
    90,
    [
      ['Pilot too small to estimate variance', 0.3],
      ['Overinterpreting pilot effects', 0.2],
    ],
    0.4,
  ],
  [
    'crossover',
    'Crossover trial',
    'experimental',
    'chronic treatment patient within-subject drug diet sleep',
    [
      'Assign each participant both conditions of {topic} in random order',
      'Include a washout long enough to remove carry-over',
      'Analyse within-person differences with period effects',
      'Test for carry-over explicitly',
    ],
    ['A precise within-person effect estimate', 'Half the sample of a parallel trial'],
    [
      ['Coordinator', 'personnel', 35000],
      ['Participant costs', 'services', 12000],
    ],
    240,
    [
      ['Carry-over effects', 0.25],
      ['Dropout between periods', 0.25],
    ],
    0.85,
  ],
];
