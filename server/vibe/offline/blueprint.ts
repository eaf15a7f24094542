import { chooseLanguage, type ProjectLanguage } from '../language';
import { pythonIdentifier, slugOf } from '../names';
import type { VibeBrief } from '../vibe-types';
import { isDataNode, operationFor, ROLE_OF, type StepOperation, type StepRole } from './step-operations';

// What the offline agent builds for an idea, decided once from the brief and nothing else: the
// same brief always gives the same project, so a resumed job writes exactly what it planned.

export interface StepSpec {
  number: number;
  title: string;
  description: string;
  operation: StepOperation;
  role: StepRole;
  /** snake_case words of the title, for module and function names. */
  slug: string;
}

export interface DatasetSpec {
  name: string;
  /** The file name in the data directory. */
  file: string;
  /** csv, tsv, json, jsonl (read by the generated code), or another format a human must convert. */
  format: string;
  url: string | null;
}

export interface Blueprint {
  language: ProjectLanguage;
  languageNote: string | null;
  /** The Python package (snake_case); the npm package name is its kebab-case twin. */
  packageName: string;
  title: string;
  summary: string;
  steps: StepSpec[];
  datasets: DatasetSpec[];
  metrics: string[];
  /** The experiment runs are logged to, when the idea was converted into one. */
  experimentId: string | null;
}

export const READABLE_FORMATS = ['csv', 'tsv', 'json', 'jsonl'];
const DEFAULT_METRICS = ['Rows analysed', 'Mean outcome', 'R²'];

export function blueprintOf(brief: VibeBrief): Blueprint {
  const { language, note } = chooseLanguage(brief.customInstructions);
  return {
    language,
    languageNote: note,
    packageName: pythonIdentifier(brief.title, 'study', 30),
    title: brief.title,
    summary: brief.summary,
    steps: stepsOf(brief),
    datasets: datasetsOf(brief),
    metrics: brief.experiment?.metrics.length ? brief.experiment.metrics : DEFAULT_METRICS,
    experimentId: brief.experiment?.id ?? null,
  };
}

function stepsOf(brief: VibeBrief): StepSpec[] {
  const fromWorkflow = brief.workflow?.steps.filter((s) => !isDataNode(s.kind)) ?? [];
  const steps =
    fromWorkflow.length > 0
      ? fromWorkflow
      : brief.methodology.length > 0
        ? brief.methodology.map((text) => ({ label: firstSentence(text), description: text }))
        : [{ label: 'Analyse the data', description: brief.summary || brief.title }];
  return steps.map((step, i) => {
    const operation = operationFor(step);
    return {
      number: i + 1,
      title: step.label,
      description: step.description || step.label,
      operation,
      role: ROLE_OF[operation],
      slug: slugOf(step.label, '_', 30) || `step_${i + 1}`,
    };
  });
}

function datasetsOf(brief: VibeBrief): DatasetSpec[] {
  const workflowData = brief.workflow?.steps.filter((s) => isDataNode(s.kind)) ?? [];
  const named =
    brief.datasets.length > 0
      ? brief.datasets.map((d) => ({ name: d.name, format: formatOf(d.format), url: d.url }))
      : workflowData.length > 0
        ? workflowData.map((s) => ({ name: s.label, format: 'csv', url: null }))
        : [{ name: 'Study data', format: 'csv', url: null }];
  const taken = new Set<string>();
  return named.map((d) => {
    const base = slugOf(d.name, '_', 40) || 'dataset';
    let stem = base;
    for (let n = 2; taken.has(stem); n++) stem = `${base}_${n}`;
    taken.add(stem);
    return { ...d, file: `${stem}.${d.format}` };
  });
}

/** A dataset's declared format as the generated readers name it; CSV when it declares none. */
export function formatOf(declared: string | null): string {
  const text = (declared ?? '').toLowerCase();
  if (!text) return 'csv';
  if (/jsonl|ndjson|json lines/.test(text)) return 'jsonl';
  if (/json/.test(text)) return 'json';
  if (/tsv|tab-separated|tab separated/.test(text)) return 'tsv';
  if (/csv|comma/.test(text)) return 'csv';
  return slugOf(text, '_', 20) || 'csv';
}

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=[.;:])\s/)[0].replace(/[.;:]$/, '');
  return sentence.length <= 80 ? sentence : `${sentence.slice(0, 79).trimEnd()}…`;
}
