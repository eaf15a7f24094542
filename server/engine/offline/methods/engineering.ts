import type { MethodRow } from './method-types';

// Engineering design, optimisation, testing and life-cycle methods.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const ENGINEERING_METHODS: MethodRow[] = [
  [
    'rsm',
    'Response-surface methodology',
    'engineering',
    'optimisation process yield formulation material parameter tuning',
    [
      'Start from a screening design around the current setting for {topic}',
      'Fit a second-order model on a central composite design',
      'Find the stationary point and check it lies in the region',
      'Verify the optimum experimentally',
    ],
    ['An optimum with a predicted response', 'A map of the response near the optimum'],
    [
      ['Engineer', 'personnel', 25000],
      ['Materials', 'materials', 12000],
    ],
    75,
    [
      ['The optimum lies outside the feasible region', 0.2],
      ['Curvature poorly captured', 0.2],
    ],
    0.7,
  ],
  [
    'fea',
    'Finite-element analysis',
    'engineering',
    'structure mechanical stress heat fluid design device load',
    [
      'Model the geometry and materials of {topic}',
      'Run a mesh-convergence study',
      'Simulate loading and boundary conditions',
      'Validate against bench measurements',
    ],
    ['Stress and failure predictions for the design', 'Design changes that remove hot spots'],
    [
      ['Engineer', 'personnel', 30000],
      ['Software licence', 'services', 6000],
    ],
    75,
    [
      ['Boundary conditions unrealistic', 0.25],
      ['Material properties uncertain', 0.25],
    ],
    0.6,
  ],
  [
    'bayes-opt',
    'Bayesian optimization of experiments',
    'engineering',
    'tuning hyperparameter process optimisation expensive experiment design',
    [
      'Define the search space and objective for {topic}',
      'Fit a Gaussian-process surrogate on initial runs',
      'Choose runs by expected improvement',
      'Confirm the optimum with replicates',
    ],
    ['A near-optimal setting with few runs', 'Sensitivity of the objective to each variable'],
    [
      ['Engineer', 'personnel', 20000],
      ['Runs', 'materials', 10000],
    ],
    60,
    [
      ['High-dimensional space defeats the surrogate', 0.3],
      ['Noisy objective', 0.25],
    ],
    0.6,
  ],
  [
    'lca',
    'Life-cycle assessment',
    'engineering',
    'environment energy carbon material product sustainability manufacturing',
    [
      'Define the functional unit and boundaries for {topic}',
      'Build the inventory from primary and database data',
      'Compute impacts with a standard method',
      'Run Monte Carlo uncertainty and scenario analysis',
    ],
    ['Impact hot spots across the life cycle', 'Comparisons between alternatives with uncertainty'],
    [
      ['LCA analyst', 'personnel', 25000],
      ['Database licence', 'data', 5000],
    ],
    90,
    [
      ['Inventory data gaps', 0.35],
      ['Boundary choices drive conclusions', 0.25],
    ],
    0.5,
  ],
  [
    'stress-test',
    'Accelerated aging and stress testing',
    'engineering',
    'durability stability material device battery degradation lifetime reliability',
    [
      'Define stress factors that accelerate failure in {topic}',
      'Age replicate samples at elevated stress',
      'Fit degradation models (Arrhenius, Peck)',
      'Extrapolate lifetime with prediction intervals',
    ],
    ['Lifetime estimates under use conditions', 'Dominant failure modes'],
    [
      ['Environmental chambers', 'equipment', 20000],
      ['Technician', 'personnel', 25000],
    ],
    150,
    [
      ['Acceleration changes the failure mode', 0.3],
      ['Sample-to-sample variation', 0.25],
    ],
    0.65,
  ],
];
