import type { IdeaDetails } from '../engine/types';
import type { ExperimentRecord, WorkflowRow } from './experiment-record';
import type { RecordedRun } from './record-runs';

// The texts an experiment's crate holds (docs/product.md, "Research objects out"): the idea and
// the plan as Markdown a researcher reads, the workflow and each run's metrics as JSON a program
// reads.

const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, '', ...lines, ''] : []);
const bullets = (items: string[]) => items.map((item) => `- ${item}`);
const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`);

export function ideaMarkdown({ idea, experiment }: ExperimentRecord): string {
  const details: Partial<IdeaDetails> = idea?.details ?? {};
  const lines = [
    `# ${idea?.row.title ?? experiment.name}`,
    '',
    ...(idea?.goal ? [`Research goal: ${idea.goal.title}`, ''] : []),
    ...section('Hypothesis', [details.hypothesis || experiment.hypothesis]),
    ...section('Summary', idea?.row.summary ? [idea.row.summary] : []),
    ...section('Rationale', details.rationale ? [details.rationale] : []),
    ...section('Methodology', numbered(details.methodology ?? [])),
    ...section('Expected outcomes', bullets(details.expectedOutcomes ?? [])),
  ];
  if (!idea) lines.push('The idea has since been deleted with its goal; the experiment keeps its hypothesis.', '');
  return lines.join('\n');
}

export function planMarkdown({ experiment, body, primaryMetric }: ExperimentRecord): string {
  const metrics = body.metrics.map((m) => `${m.name} (${m.direction}${m.unit ? `, ${m.unit}` : ''})`);
  return [
    `# Plan: ${experiment.name}`,
    '',
    ...section('Hypothesis', [experiment.hypothesis]),
    ...section('Methodology', numbered(body.plan)),
    ...section('Expected outcomes', bullets(body.expectedOutcomes)),
    ...section('Metrics', bullets(metrics)),
    ...section('Primary metric', primaryMetric ? [`${primaryMetric.name}, to ${primaryMetric.direction}`] : []),
    ...section('Datasets', bullets(body.datasets)),
  ].join('\n');
}

export function workflowJson(workflow: WorkflowRow): string {
  const { name, description, version, definition, inputSchema, outputSchema, engine } = workflow;
  return `${JSON.stringify({ name, description, version, engine, definition, inputSchema, outputSchema }, null, 2)}\n`;
}

export function metricsJson({ run, metrics }: RecordedRun): string {
  const summaries = metrics.map((m) => ({
    key: m.key,
    last: { value: m.lastValue, step: m.lastStep, timestamp: m.lastTimestamp.toISOString() },
    min: { value: m.minValue, step: m.minStep },
    max: { value: m.maxValue, step: m.maxStep },
  }));
  return `${JSON.stringify({ run: run.name, metrics: summaries }, null, 2)}\n`;
}
