// Which operation a study step's code performs, read from the workflow node's kind or, for a
// methodology step, from the words of the step: the operation whose word comes first wins, so
// "Fit a model, then evaluate it" fits and "Evaluate the model" evaluates.

export type StepOperation =
  'prepare' | 'normalise' | 'fit' | 'compare' | 'correlate' | 'summarise' | 'evaluate' | 'report';

/** What a step hands on: the analysis table, the metrics, or the written report. */
export type StepRole = 'table' | 'metrics' | 'report';

export const ROLE_OF: Record<StepOperation, StepRole> = {
  prepare: 'table',
  normalise: 'table',
  fit: 'table',
  compare: 'table',
  correlate: 'table',
  summarise: 'table',
  evaluate: 'metrics',
  report: 'report',
};

/** One line on what the generated code does, for docstrings and the plan. */
export const OPERATION_SUMMARY: Record<StepOperation, string> = {
  prepare: 'strips text, reads numeric text as numbers, drops empty and duplicate rows',
  normalise: 'adds a z-score column for each numeric column',
  fit: 'fits the outcome on the predictor by least squares and adds predictions and residuals',
  compare: "adds each row's group mean of the outcome and its deviation from it",
  correlate: "adds the product of the predictor's and the outcome's z-scores (its mean is Pearson's r)",
  summarise: "adds each row's mean of its numeric values",
  evaluate: "computes the experiment's metrics",
  report: 'writes the metrics up as a Markdown report',
};

const BY_KIND: Record<string, StepOperation> = {
  preparation: 'prepare',
  evaluation: 'evaluate',
  report: 'report',
  agent: 'summarise',
};

const WORDS: Array<[StepOperation, RegExp]> = [
  ['prepare', /clean|prepar|preprocess|collect|gather|acquir|load|join|merge|filter|curat|harmoni|sampl|survey|record/],
  ['normalise', /normali[sz]|standardi[sz]|rescal|z-score/],
  ['fit', /model|regress|\bfit|predict|train|estimat|forecast|learn|simulat|calibrat/],
  ['compare', /compar|contrast|versus|\bvs\b|differen|treatment|control group|significan|\btest|anova|group/],
  ['correlate', /correlat|associat|relationship|covari/],
  ['evaluate', /evaluat|assess|validat|metric|benchmark|quantif|measur/],
  ['report', /report|write[ -]?up|publish|present|visuali|communicat|summari[sz]e the (?:findings|results)/],
];

export function operationFor(step: { label: string; description: string; kind?: string }): StepOperation {
  if (step.kind && BY_KIND[step.kind]) return BY_KIND[step.kind];
  const text = `${step.label} ${step.description}`.toLowerCase();
  let best: { operation: StepOperation; at: number } | null = null;
  for (const [operation, pattern] of WORDS) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { operation, at };
  }
  return best?.operation ?? 'summarise';
}

/** Workflow nodes that name data rather than do work: the data-loading module reads them. */
export const isDataNode = (kind: string | undefined) => kind === 'data_source' || kind === 'dataset';
