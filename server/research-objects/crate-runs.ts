import { ref, safeSegment, uniquePaths, type CrateGraph, type Ref } from './crate-graph';
import type { PlannedFile } from './crate-files';
import { addPerson } from './crate-ids';
import { metricsJson } from './crate-texts';
import type { ExperimentRecord } from './experiment-record';
import type { RecordedRun } from './record-runs';

// An experiment's runs in its crate (docs/product.md, "Research objects out"): each run is a
// CreateAction whose instrument is the code (or the workflow when no code was written), whose
// object is the data and its params (PropertyValue), and whose results are its metrics (a
// PropertyValue per key, and metrics.json with the latest, lowest and highest of each) and its
// artifacts, files under runs/<run>/artifacts/.

const STATUS: Record<string, string> = {
  running: 'http://schema.org/ActiveActionStatus',
  finished: 'http://schema.org/CompletedActionStatus',
  failed: 'http://schema.org/FailedActionStatus',
  killed: 'http://schema.org/FailedActionStatus',
};

const runId = (run: RecordedRun) => `#run-${run.run.id}`;

function addParams(graph: CrateGraph, recorded: RecordedRun): Ref[] {
  return recorded.params.map(({ key, value }) =>
    graph.add({
      '@id': `${runId(recorded)}-param-${encodeURIComponent(key)}`,
      '@type': 'PropertyValue',
      name: key,
      value,
    }),
  );
}

function addMetrics(graph: CrateGraph, recorded: RecordedRun, folder: string, files: PlannedFile[]): Ref[] {
  if (recorded.metrics.length === 0) return [];
  const path = `${folder}/metrics.json`;
  files.push({ path, text: metricsJson(recorded) });
  const file = graph.add({
    '@id': path,
    '@type': 'File',
    name: `Metrics of ${recorded.run.name}`,
    description: 'Each metric’s latest value, and its lowest and highest with the step each was first reached.',
    encodingFormat: 'application/json',
  });
  const values = recorded.metrics.map((m) =>
    graph.add({
      '@id': `${runId(recorded)}-metric-${encodeURIComponent(m.key)}`,
      '@type': 'PropertyValue',
      name: m.key,
      value: m.lastValue,
      minValue: m.minValue,
      maxValue: m.maxValue,
      description: `Latest value, at step ${m.lastStep}`,
    }),
  );
  return [file, ...values];
}

function addArtifacts(graph: CrateGraph, recorded: RecordedRun, folder: string, files: PlannedFile[]): Ref[] {
  const unique = uniquePaths();
  return recorded.artifacts.map((artifact) => {
    const segments = artifact.path.split('/').map((s) => safeSegment(s, 'file'));
    const path = unique(`${folder}/artifacts/${segments.join('/')}`);
    files.push({ path, storageKey: artifact.storageKey, bytes: artifact.bytes });
    return graph.add({
      '@id': path,
      '@type': 'File',
      name: artifact.path,
      encodingFormat: artifact.mediaType,
      contentSize: String(artifact.bytes),
      sha256: artifact.sha256,
      dateCreated: artifact.createdAt.toISOString(),
    });
  });
}

/** Every run as an action; answers the runs' ids in the crate. */
export function addRuns(
  graph: CrateGraph,
  record: ExperimentRecord,
  tool: Ref,
  data: Ref[],
  files: PlannedFile[],
): Ref[] {
  const folders = uniquePaths();
  return record.runs.map((recorded) => {
    const { run } = recorded;
    const folder = folders(`runs/${safeSegment(run.name, 'run')}`);
    const results = [...addMetrics(graph, recorded, folder, files), ...addArtifacts(graph, recorded, folder, files)];
    return graph.add({
      '@id': runId(recorded),
      '@type': 'CreateAction',
      name: `Run ${run.name}`,
      description: run.notes || undefined,
      agent: addPerson(graph, record, run.userId),
      instrument: tool,
      object: [...data, ...addParams(graph, recorded)],
      result: results,
      startTime: run.startedAt.toISOString(),
      endTime: run.endedAt?.toISOString(),
      actionStatus: ref(STATUS[run.status] ?? STATUS.running),
    });
  });
}
