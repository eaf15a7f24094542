import type { MethodRow } from './method-types';

// Computational methods that learn or infer from data.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const LEARNING_METHODS: MethodRow[] = [
  [
    'bayes-hier',
    'Bayesian hierarchical model',
    'computational',
    'multilevel site group partial pooling uncertainty small sample ecology education',
    [
      'Specify a multilevel model of {topic} with weakly informative priors',
      'Check priors with prior predictive simulation',
      'Fit by Hamiltonian Monte Carlo and check convergence diagnostics',
      'Validate with posterior predictive checks and leave-one-out cross-validation',
    ],
    ['Partially pooled estimates for every group', 'Honest uncertainty where data are sparse'],
    [
      ['Statistician', 'personnel', 35000],
      ['Compute', 'compute', 1000],
    ],
    90,
    [
      ['Model misspecification', 0.25],
      ['Sampling pathologies in the posterior', 0.2],
    ],
    0.6,
  ],
  [
    'ablation',
    'Ablation study',
    'computational',
    'model neural network machine learning architecture component training benchmark',
    [
      'Define the full system for {topic} and its removable components',
      'Remove one component at a time under a fixed budget',
      'Repeat across seeds and report variance',
      'Attribute performance with paired statistical tests',
    ],
    ['A ranking of which components matter for {topic}', 'A simpler system with equal performance'],
    [
      ['ML engineer', 'personnel', 30000],
      ['GPU hours', 'compute', 8000],
    ],
    60,
    [
      ['Seed variance hides real differences', 0.3],
      ['Components interact, confounding single ablations', 0.3],
    ],
    0.7,
  ],
  [
    'gnn',
    'Graph neural network surrogate',
    'computational',
    'graph molecule material network prediction machine learning property',
    [
      'Assemble a labelled graph dataset for {topic}',
      'Train a message-passing network with scaffold splits',
      'Calibrate uncertainty with an ensemble',
      'Screen unseen candidates and verify the top predictions',
    ],
    ['A fast surrogate for an expensive property', 'Verified new candidates'],
    [
      ['ML researcher', 'personnel', 35000],
      ['GPU hours', 'compute', 6000],
    ],
    90,
    [
      ['Distribution shift to new candidates', 0.35],
      ['Too few labels', 0.3],
    ],
    0.5,
  ],
  [
    'transfer-benchmark',
    'Transfer-learning benchmark',
    'computational',
    'model dataset benchmark generalisation language vision machine learning',
    [
      'Curate in- and out-of-distribution test sets for {topic}',
      'Fine-tune pretrained baselines under equal budgets',
      'Evaluate with confidence intervals over seeds',
      'Release the benchmark with a leaderboard protocol',
    ],
    ['An honest measure of generalisation', 'A reusable benchmark'],
    [
      ['ML engineer', 'personnel', 30000],
      ['Compute', 'compute', 10000],
      ['Annotation', 'services', 10000],
    ],
    120,
    [
      ['Test-set contamination', 0.25],
      ['Benchmark saturates quickly', 0.3],
    ],
    0.6,
  ],
  [
    'active-learning',
    'Closed-loop active learning',
    'computational',
    'experiment automation material chemistry discovery optimisation robot',
    [
      'Seed a surrogate model of {topic} with existing data',
      'Select the next experiments by expected information gain',
      'Run batches and update the model',
      'Stop when the acquisition value plateaus',
    ],
    ['More discoveries per experiment than a grid', 'A model of the design space'],
    [
      ['Automation engineer', 'personnel', 40000],
      ['Experiments', 'materials', 20000],
    ],
    150,
    [
      ['Surrogate overconfident early', 0.3],
      ['Automation downtime', 0.25],
    ],
    0.6,
  ],
  [
    'causal-discovery',
    'Causal discovery from observational data',
    'computational',
    'causal graph network observational variable system mechanism',
    [
      'Assemble variables measured on {topic} with known time order',
      'Learn candidate graphs with constraint- and score-based algorithms',
      'Keep edges stable across bootstrap resamples',
      'Test the strongest predicted edge by intervention',
    ],
    ['Candidate causal structures', 'The intervention most likely to be informative'],
    [
      ['Data scientist', 'personnel', 30000],
      ['Compute', 'compute', 1000],
    ],
    90,
    [
      ['Hidden confounders create false edges', 0.4],
      ['Faithfulness assumption fails', 0.25],
    ],
    0.4,
  ],
  [
    'text-mining',
    'Corpus analysis with topic models',
    'computational',
    'text language document literature social media discourse policy',
    [
      'Assemble a corpus of documents about {topic}',
      'Preprocess and fit structural topic models',
      'Validate topics with human coders',
      'Relate topic prevalence to covariates over time',
    ],
    ['Themes and how they shift', 'A coded dataset for further study'],
    [
      ['Researcher', 'personnel', 25000],
      ['Coders', 'services', 6000],
    ],
    90,
    [
      ['Topics hard to interpret', 0.3],
      ['Corpus unrepresentative', 0.3],
    ],
    0.35,
  ],
];
