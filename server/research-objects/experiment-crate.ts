import { CrateGraph, ref, refs, type Entity } from './crate-graph';
import { addCode, addDatasets } from './crate-data';
import type { PlannedFile } from './crate-files';
import { IDEA_FILE, personId, PLAN_FILE, WORKFLOW_FILE } from './crate-ids';
import { addOrigin } from './crate-origin';
import { addRuns } from './crate-runs';
import type { ExperimentRecord } from './experiment-record';

// An experiment as an RO-Crate (docs/product.md, "Research objects out"): its metadata and the
// files it names, with the provenance chain result → run → code → data → workflow → idea →
// reviews and matches → literature as CreateActions.

export interface ExperimentCrate {
  metadata: { '@context': string; '@graph': Entity[] };
  files: PlannedFile[];
}

export const LICENCE_ID = '#licence';

function rootDescription(record: ExperimentRecord): string {
  const { experiment, runs, runTotal } = record;
  const described =
    runs.length === runTotal
      ? `${runTotal} run${runTotal === 1 ? '' : 's'}`
      : `the newest ${runs.length} of ${runTotal} runs`;
  return `${experiment.hypothesis}\n\nExported from Labforge (workspace '${record.workspaceName}', experiment ${experiment.id}, status ${experiment.status}) with ${described}.`;
}

export function buildExperimentCrate(
  record: ExperimentRecord,
  options: { bundleBytes: number | null; now: Date },
): ExperimentCrate {
  const graph = new CrateGraph();
  const files = addOrigin(graph, record);
  const data = addDatasets(graph, record, files);
  const code = addCode(graph, record, data, options.bundleBytes, files);
  const tool = code ?? (graph.has(WORKFLOW_FILE) ? ref(WORKFLOW_FILE) : ref(PLAN_FILE));
  addRuns(graph, record, tool, data, files);
  graph.add({
    '@id': LICENCE_ID,
    '@type': 'CreativeWork',
    name: 'No licence chosen',
    description:
      'The researchers have not chosen a licence for this crate: ask them before reusing it. Each dataset keeps its own licence.',
  });
  const authors = [record.experiment.userId, ...record.runs.map((r) => r.run.userId)];
  graph.add({
    '@id': './',
    '@type': 'Dataset',
    name: record.experiment.name,
    description: rootDescription(record),
    datePublished: options.now.toISOString(),
    license: ref(LICENCE_ID),
    author: refs(authors.map(personId)),
    isBasedOn: ref(IDEA_FILE),
    hasPart: refs(files.map((f) => f.path)),
    mentions: refs([
      '#action-conversion',
      ...(code ? ['#action-coding'] : []),
      ...record.runs.map((r) => `#run-${r.run.id}`),
    ]),
  });
  return { metadata: graph.toJson(), files };
}
