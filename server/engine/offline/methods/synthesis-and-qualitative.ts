import type { MethodRow } from './method-types';

// Evidence synthesis and qualitative methods.
// Row: id, name, family, keywords, steps, outcomes, resources, days, risks, rigor.

export const SYNTHESIS_AND_QUALITATIVE_METHODS: MethodRow[] = [
  [
    'meta-analysis',
    'Systematic review and meta-analysis',
    'synthesis',
    'evidence literature review trial effect size intervention',
    [
      'Register a protocol with search strings for {topic}',
      'Screen titles and full texts in duplicate',
      'Extract effect sizes and risk of bias',
      'Pool with random effects and test for small-study effects',
    ],
    ['A pooled effect size with heterogeneity estimates', 'A map of where the evidence on {topic} is thin'],
    [
      ['Two reviewers', 'personnel', 30000],
      ['Database access', 'data', 2000],
    ],
    180,
    [
      ['Too few comparable studies', 0.3],
      ['High heterogeneity limits pooling', 0.4],
    ],
    0.7,
  ],
  [
    'interviews',
    'Semi-structured interviews with thematic analysis',
    'qualitative',
    'experience stakeholder practice barrier user perception organisation',
    [
      'Purposively sample people with first-hand experience of {topic}',
      'Interview to saturation with a piloted guide',
      'Code transcripts independently and reconcile',
      'Develop themes and check them with participants',
    ],
    ['Mechanisms and barriers quantitative data miss', 'Hypotheses grounded in practice'],
    [
      ['Qualitative researcher', 'personnel', 30000],
      ['Transcription', 'services', 4000],
    ],
    120,
    [
      ['Access to participants', 0.3],
      ['Findings not generalisable', 0.35],
    ],
    0.3,
  ],
  [
    'delphi',
    'Delphi expert panel',
    'qualitative',
    'consensus expert priority forecast guideline future',
    [
      'Recruit a balanced expert panel on {topic}',
      'Run anonymous rating rounds with feedback',
      'Stop at pre-defined consensus criteria',
      'Report agreement and dissent',
    ],
    ['Consensus priorities with measured agreement', 'Areas of persistent disagreement'],
    [
      ['Facilitator', 'personnel', 15000],
      ['Honoraria', 'services', 6000],
    ],
    90,
    [
      ['Panel attrition between rounds', 0.3],
      ['Forced consensus', 0.2],
    ],
    0.3,
  ],
];
