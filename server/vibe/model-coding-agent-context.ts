import type { PlannedFile, VibeBrief, VibeCheck, WrittenFile } from './vibe-types';

// What the coding model is shown: the idea as the brief holds it, the plan's file list, the files
// written so far and the failed checks, each within a budget so a long project fits a small model.

/** Characters of earlier files one prompt carries; beyond it files are named, not shown. */
const WRITTEN_BUDGET = 24_000;
/** Characters of one earlier file; its head is what later files import from. */
const FILE_CHARS = 6_000;
/** Characters of one failed check's output: its tail holds the error. */
const CHECK_OUTPUT_CHARS = 6_000;

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const section = (heading: string, body: string) => (body.trim() ? `${heading}:\n${body}` : '');

/** The brief in the order a reader needs it; empty parts are left out. */
export function describeBrief(brief: VibeBrief): string {
  const experiment = brief.experiment;
  const workflow = brief.workflow;
  return [
    `Idea: ${brief.title}`,
    section('Summary', brief.summary),
    section('Research goal', brief.goal),
    section('Methodology', numbered(brief.methodology)),
    section('Expected outcomes', bulleted(brief.expectedOutcomes)),
    section('Resources', bulleted(brief.resources)),
    section('Risks', bulleted(brief.risks)),
    experiment
      ? [
          `Experiment: ${experiment.name} (LABFORGE_EXPERIMENT_ID ${experiment.id})`,
          section('Metrics to report', bulleted(experiment.metrics)),
          section('Experiment plan', numbered(experiment.plan)),
        ]
          .filter(Boolean)
          .join('\n')
      : '',
    workflow
      ? section(`Workflow "${workflow.name}", its steps in order`, numbered(workflow.steps.map(describeStep)))
      : '',
    section(
      'Attached datasets',
      bulleted(
        brief.datasets.map((d) =>
          [d.name, d.format ? `format ${d.format}` : '', d.url ? `at ${d.url}` : ''].filter(Boolean).join(', '),
        ),
      ),
    ) || 'Attached datasets: none (generate a labelled synthetic stand-in).',
    brief.customInstructions?.trim()
      ? `Instructions from the scientist (follow them within this project):\n${brief.customInstructions.trim()}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const describeStep = (step: NonNullable<VibeBrief['workflow']>['steps'][number]) =>
  `${step.label} (id ${step.id}${step.kind ? `, ${step.kind}` : ''})${step.description ? `: ${step.description}` : ''}`;

export const describeFiles = (files: readonly PlannedFile[]) =>
  files.map((f) => `- ${f.path} (${f.kind}): ${f.purpose}`).join('\n');

/** Earlier files' contents, oldest first, until the budget is spent; the rest by name only. */
export function describeWritten(written: readonly WrittenFile[]): string {
  if (written.length === 0) return '(none yet)';
  let left = WRITTEN_BUDGET;
  return written
    .map((file) => {
      const shown = file.content.length > FILE_CHARS ? `${file.content.slice(0, FILE_CHARS)}\n…(cut)` : file.content;
      if (shown.length > left) return `--- ${file.path} (not shown: over this prompt's budget)`;
      left -= shown.length;
      return `--- ${file.path}\n${shown}`;
    })
    .join('\n');
}

export function describeFailed(checks: readonly VibeCheck[]): string {
  return checks
    .map((check) => {
      const output =
        check.output.length > CHECK_OUTPUT_CHARS ? `…${check.output.slice(-CHECK_OUTPUT_CHARS)}` : check.output;
      return `--- ${check.name}: ${check.summary}\n${output}`;
    })
    .join('\n');
}
