import type { MethodRow } from './method-types';

// Cohorts, case-control studies, surveys and remote sensing.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const OBSERVATIONAL_METHODS: MethodRow[] = [
  [
    'psm',
    'Propensity-score matched cohort',
    'observational',
    'registry record cohort electronic health observational exposure',
    [
      'Define exposure and outcome for {topic} in routinely collected records',
      'Model the propensity of exposure from measured confounders',
      'Match and check covariate balance with standardized differences',
      'Estimate effects and bound unmeasured confounding with E-values',
    ],
    [
      'An adjusted association between exposure and outcome',
      'A sensitivity analysis that says how strong a hidden confounder must be',
    ],
    [
      ['Data scientist', 'personnel', 30000],
      ['Record access', 'data', 8000],
    ],
    150,
    [
      ['Unmeasured confounding remains', 0.4],
      ['Poor overlap between groups', 0.2],
    ],
    0.6,
  ],
  [
    'cohort',
    'Prospective cohort study',
    'observational',
    'risk exposure population longitudinal incidence ageing lifestyle environment',
    [
      'Enrol a cohort with baseline measures relevant to {topic}',
      'Follow participants with scheduled assessments',
      'Model time to outcome with Cox regression',
      'Adjust for confounders chosen from a causal diagram',
    ],
    ['Incidence estimates by exposure level', 'Temporal evidence that exposure precedes outcome'],
    [
      ['Study nurses', 'personnel', 120000],
      ['Assessments', 'services', 40000],
    ],
    900,
    [
      ['Loss to follow-up', 0.3],
      ['Outcome too rare in the follow-up window', 0.25],
    ],
    0.65,
  ],
  [
    'case-control',
    'Case-control study',
    'observational',
    'rare disease outbreak exposure risk factor epidemiology',
    [
      'Define cases of {topic} and sample matched controls',
      'Measure past exposures with a validated instrument',
      'Estimate odds ratios by conditional logistic regression',
      'Assess recall bias with a validation subsample',
    ],
    ['Odds ratios for candidate risk factors', 'A short list of exposures worth a prospective study'],
    [
      ['Epidemiologist', 'personnel', 40000],
      ['Interview costs', 'services', 10000],
    ],
    180,
    [
      ['Recall bias', 0.35],
      ['Control selection bias', 0.25],
    ],
    0.5,
  ],
  [
    'gwas',
    'Genome-wide association study',
    'observational',
    'genetic variant trait heritability population genome disease',
    [
      'Assemble genotypes and phenotypes for {topic} in a biobank',
      'Control population structure with principal components',
      'Test variants with a mixed model',
      'Replicate lead signals in an independent cohort',
    ],
    ['Loci associated with the trait', 'Heritability explained by common variants'],
    [
      ['Biobank access', 'data', 10000],
      ['Statistical geneticist', 'personnel', 40000],
      ['Compute', 'compute', 3000],
    ],
    180,
    [
      ['Underpowered sample', 0.3],
      ['Population stratification', 0.2],
    ],
    0.6,
  ],
  [
    'survey',
    'Stratified field survey',
    'observational',
    'population prevalence attitude household behaviour sample community',
    [
      'Design a stratified sample frame for {topic}',
      'Pilot and validate the instrument',
      'Field the survey with non-response follow-up',
      'Weight responses and estimate prevalence',
    ],
    ['Representative prevalence estimates', 'Subgroup differences with design-based errors'],
    [
      ['Field team', 'personnel', 50000],
      ['Incentives', 'services', 10000],
    ],
    180,
    [
      ['Low response rate', 0.35],
      ['Social desirability bias', 0.25],
    ],
    0.45,
  ],
  [
    'remote-sensing',
    'Remote-sensing time-series analysis',
    'observational',
    'land climate vegetation satellite water forest agriculture urban environment',
    [
      'Assemble satellite imagery covering {topic}',
      'Correct for clouds and sensor changes',
      'Classify change with ground-truth validation points',
      'Attribute trends with spatial regression',
    ],
    ['Maps of change with accuracy estimates', 'Drivers of change at landscape scale'],
    [
      ['Remote-sensing analyst', 'personnel', 30000],
      ['Imagery and compute', 'data', 4000],
    ],
    120,
    [
      ['Cloud cover gaps', 0.25],
      ['Ground truth scarce', 0.3],
    ],
    0.5,
  ],
];
