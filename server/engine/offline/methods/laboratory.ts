import type { MethodRow } from './method-types';

// Wet-lab methods: screens, sequencing, proteomics and model organisms.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const LABORATORY_METHODS: MethodRow[] = [
  [
    'crispr-screen',
    'CRISPR knockout screen',
    'laboratory',
    'gene cell biology cancer pathway protein genome resistance target',
    [
      'Design a guide library against genes implicated in {topic}',
      'Transduce cells at low multiplicity and select',
      'Apply the phenotype challenge and sequence guide abundance',
      'Call hits with MAGeCK and validate the top ten individually',
    ],
    ['A ranked list of genes required for the phenotype', 'Validated targets for follow-up'],
    [
      ['Postdoc', 'personnel', 70000],
      ['Library and sequencing', 'materials', 30000],
      ['Cell culture', 'materials', 15000],
    ],
    270,
    [
      ['Weak phenotype gives few hits', 0.3],
      ['Off-target guides cause false positives', 0.2],
    ],
    0.8,
  ],
  [
    'rnaseq',
    'RNA-seq differential expression',
    'laboratory',
    'gene expression transcript cell tissue biology disease treatment',
    [
      'Collect replicate samples across conditions of {topic}',
      'Sequence libraries to adequate depth',
      'Test differential expression with DESeq2',
      'Run pathway enrichment on the hits',
    ],
    ['Genes and pathways that respond to the condition', 'Candidate mechanisms to test directly'],
    [
      ['Sequencing', 'services', 20000],
      ['Bioinformatician', 'personnel', 30000],
    ],
    120,
    [
      ['Batch effects', 0.3],
      ['Too few replicates', 0.25],
    ],
    0.6,
  ],
  [
    'scrnaseq',
    'Single-cell RNA sequencing atlas',
    'laboratory',
    'cell type tissue development immune heterogeneity biology',
    [
      'Dissociate tissue relevant to {topic} preserving viability',
      'Profile cells on a droplet platform',
      'Cluster and annotate cell states',
      'Infer trajectories and compare conditions',
    ],
    ['A cell-state atlas', 'Rare populations linked to the phenotype'],
    [
      ['Platform runs', 'services', 40000],
      ['Computational biologist', 'personnel', 45000],
    ],
    240,
    [
      ['Dissociation artefacts', 0.3],
      ['Annotation ambiguity', 0.25],
    ],
    0.6,
  ],
  [
    'proteomics',
    'Mass-spectrometry proteomics',
    'laboratory',
    'protein biomarker signalling cell metabolism disease',
    [
      'Prepare samples representing {topic} with spike-in standards',
      'Acquire data-independent mass spectra',
      'Quantify proteins with false discovery control',
      'Integrate with pathway databases',
    ],
    ['Proteins and modifications that change with condition', 'Candidate biomarkers'],
    [
      ['Instrument time', 'services', 30000],
      ['Analyst', 'personnel', 30000],
    ],
    150,
    [
      ['Low-abundance proteins missed', 0.35],
      ['Sample degradation', 0.15],
    ],
    0.6,
  ],
  [
    'organoid',
    'Organoid model',
    'laboratory',
    'tissue organ development disease drug human stem cell',
    [
      'Derive organoids from donor tissue relevant to {topic}',
      'Characterise them against the native tissue',
      'Apply perturbations in replicate lines',
      'Read out imaging and expression phenotypes',
    ],
    ['A human-relevant model of the mechanism', 'Perturbation effects across donors'],
    [
      ['Stem-cell scientist', 'personnel', 70000],
      ['Media and reagents', 'materials', 35000],
    ],
    300,
    [
      ['Organoids lack key cell types', 0.3],
      ['Line-to-line variability', 0.3],
    ],
    0.6,
  ],
  [
    'knockout-mouse',
    'Mouse knockout model',
    'laboratory',
    'gene physiology in vivo disease mechanism animal',
    [
      'Obtain or generate a conditional knockout targeting {topic}',
      'Power the cohort and blind phenotyping',
      'Measure physiological and histological phenotypes',
      'Rescue the phenotype to confirm specificity',
    ],
    ['In vivo evidence for the gene function', 'A model for therapeutic testing'],
    [
      ['Animal facility', 'services', 50000],
      ['Researcher', 'personnel', 70000],
    ],
    540,
    [
      ['Compensation by paralogous genes', 0.3],
      ['Phenotype differs from humans', 0.35],
    ],
    0.75,
  ],
  [
    'hts',
    'High-throughput compound screen',
    'laboratory',
    'drug compound target assay molecule inhibitor chemistry',
    [
      'Develop a robust assay for {topic} with Z-prime above 0.5',
      'Screen a diverse compound library in duplicate',
      'Confirm hits in dose response',
      'Counter-screen for assay interference',
    ],
    ['Confirmed chemical starting points', 'Structure–activity hints'],
    [
      ['Library access', 'materials', 40000],
      ['Automation time', 'equipment', 30000],
    ],
    240,
    [
      ['Assay artefacts dominate hits', 0.3],
      ['Low hit rate', 0.3],
    ],
    0.65,
  ],
];
