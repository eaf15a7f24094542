import type { MethodRow } from './method-types';

// Computational methods that simulate a system from its mechanisms.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const SIMULATION_METHODS: MethodRow[] = [
  [
    'abm',
    'Agent-based simulation',
    'computational',
    'social behaviour epidemic market network population policy ecology',
    [
      'Specify agents, rules and environment for {topic} from the literature',
      'Calibrate parameters to observed aggregate data',
      'Run scenarios with replicate seeds',
      'Run global sensitivity analysis (Sobol indices)',
    ],
    ['Emergent dynamics that aggregate models miss', 'Scenario comparisons with uncertainty bands'],
    [
      ['Modeller', 'personnel', 35000],
      ['Compute', 'compute', 2000],
    ],
    120,
    [
      ['Calibration non-identifiable', 0.35],
      ['Rules unvalidated against micro data', 0.3],
    ],
    0.45,
  ],
  [
    'system-dynamics',
    'System dynamics model',
    'computational',
    'feedback policy stock flow supply chain climate economy',
    [
      'Map the causal loops behind {topic} with stakeholders',
      'Quantify stocks and flows from data',
      'Validate against historical behaviour',
      'Test policy levers by simulation',
    ],
    ['Leverage points in the system', 'Projected effects of interventions'],
    [
      ['Modeller', 'personnel', 30000],
      ['Workshops', 'services', 5000],
    ],
    120,
    [
      ['Structural uncertainty', 0.35],
      ['Sparse data for key flows', 0.3],
    ],
    0.4,
  ],
  [
    'des',
    'Discrete-event simulation',
    'computational',
    'queue operations hospital logistics throughput capacity process',
    [
      'Model the process flow of {topic} as events and queues',
      'Fit arrival and service distributions to logs',
      'Validate waiting times against observation',
      'Compare redesigns with common random numbers',
    ],
    ['Throughput and waiting-time estimates for redesigns', 'Bottlenecks ranked by impact'],
    [
      ['Operations analyst', 'personnel', 25000],
      ['Data extraction', 'data', 3000],
    ],
    90,
    [
      ['Logs incomplete', 0.25],
      ['Behaviour changes after redesign', 0.25],
    ],
    0.55,
  ],
  [
    'md',
    'Molecular dynamics simulation',
    'computational',
    'protein molecule binding material polymer membrane structure chemistry',
    [
      'Build atomistic systems for {topic} with a validated force field',
      'Equilibrate and run replicate production trajectories',
      'Estimate free energies with enhanced sampling',
      'Compare predictions to experimental observables',
    ],
    ['Mechanistic insight at atomic resolution', 'Predicted free-energy differences'],
    [
      ['Computational chemist', 'personnel', 35000],
      ['GPU hours', 'compute', 10000],
    ],
    120,
    [
      ['Force-field inaccuracy', 0.3],
      ['Insufficient sampling', 0.3],
    ],
    0.55,
  ],
  [
    'dft',
    'Density functional theory calculations',
    'computational',
    'material catalyst electronic band crystal battery semiconductor chemistry energy',
    [
      'Build candidate structures for {topic}',
      'Converge functional, basis and k-point settings',
      'Compute formation energies and electronic structure',
      'Benchmark against known experimental values',
    ],
    ['Ranked candidates by predicted stability and properties', 'Electronic-structure explanations of trends'],
    [
      ['Computational scientist', 'personnel', 35000],
      ['HPC allocation', 'compute', 6000],
    ],
    120,
    [
      ['Functional error changes rankings', 0.3],
      ['Candidates unstable in practice', 0.3],
    ],
    0.55,
  ],
];
