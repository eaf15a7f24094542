import { ref, refs, safeSegment, type CrateGraph, type Ref } from './crate-graph';
import type { PlannedFile } from './crate-files';
import { addPerson, PLAN_FILE, WORKFLOW_FILE } from './crate-ids';
import type { ExperimentRecord } from './experiment-record';
import type { AttachedData } from './record-origin';

// The data and the code of an experiment's crate (docs/product.md, "Research objects out"). A
// catalogue dataset is a contextual entity named by its landing page, with its licence; an upload
// attached to the idea is a file in the crate (a workspace's members may read it, decision 013);
// a dataset the plan names with nothing attached is named alone. The coding session's repository
// is a git bundle, made by the code that serves its download, and the coding is the action that
// read the workflow, the plan and the data and made it.

const isUrl = (text: string | null): text is string => !!text && /^https?:\/\/\S+$/.test(text);

function licenceOf(licence: string | null): Ref | string | undefined {
  if (!licence) return undefined;
  return isUrl(licence) ? ref(licence) : licence;
}

function addAttached(graph: CrateGraph, { dataset, file }: AttachedData, files: PlannedFile[]): Ref {
  const common = {
    name: dataset.name,
    description: dataset.description || undefined,
    license: licenceOf(dataset.licence),
    citation: dataset.citation ?? undefined,
  };
  if (dataset.kind === 'upload' && file) {
    const path = `datasets/${safeSegment(dataset.id, 'upload')}/${safeSegment(file.originalName, 'data')}`;
    files.push({ path, storageKey: file.storageKey, bytes: file.bytes });
    return graph.add({
      '@id': path,
      '@type': 'File',
      ...common,
      encodingFormat: file.mediaType,
      contentSize: String(file.bytes),
      sha256: file.sha256,
    });
  }
  return graph.add({
    '@id': isUrl(dataset.landingUrl) ? dataset.landingUrl : `#dataset-${safeSegment(dataset.id, 'dataset')}`,
    '@type': 'Dataset',
    ...common,
    url: dataset.landingUrl ?? undefined,
    publisher: dataset.publisher ?? undefined,
  });
}

/** The datasets: those attached to the idea, then names the plan lists that none of them has. */
export function addDatasets(graph: CrateGraph, record: ExperimentRecord, files: PlannedFile[]): Ref[] {
  const attached = record.datasets.map((data) => addAttached(graph, data, files));
  const known = new Set(record.datasets.map((d) => d.dataset.name));
  const named = record.body.datasets
    .filter((name) => !known.has(name))
    .map((name) =>
      graph.add({
        '@id': `#dataset-name-${safeSegment(name, 'dataset')}`,
        '@type': 'Dataset',
        name,
        description: 'Named in the experiment’s plan; no catalogue entry or upload is attached to the idea.',
      }),
    );
  return [...attached, ...named];
}

export const codeBundlePath = (sessionName: string) => `code/${safeSegment(sessionName, 'repository')}.bundle`;

/** The coding session's repository and the action that wrote it, or null when there is none. */
export function addCode(
  graph: CrateGraph,
  record: ExperimentRecord,
  data: Ref[],
  bundleBytes: number | null,
  files: PlannedFile[],
): Ref | null {
  const code = record.code;
  if (!code) return null;
  const path = codeBundlePath(code.sessionName);
  if (bundleBytes !== null) files.push({ path, bundle: true, bytes: bundleBytes });
  const pullRequest = (code.pullRequest as { url?: unknown } | null)?.url;
  const repository = graph.add({
    '@id': bundleBytes === null ? `#code-${code.id}` : path,
    '@type': bundleBytes === null ? 'SoftwareSourceCode' : ['File', 'SoftwareSourceCode'],
    name: code.sessionName,
    description:
      bundleBytes === null
        ? 'The repository could not be read when this crate was made.'
        : `A git bundle of every branch; clone it with: git clone ${path.split('/').pop()}`,
    programmingLanguage: code.language,
    encodingFormat: bundleBytes === null ? undefined : 'application/x-git-bundle',
    contentSize: bundleBytes === null ? undefined : String(bundleBytes),
    codeRepository: typeof pullRequest === 'string' && isUrl(pullRequest) ? pullRequest : undefined,
    isBasedOn: refs([WORKFLOW_FILE, PLAN_FILE, ...data.map((d) => d['@id'])].filter((id) => graph.has(id))),
  });
  const agentApp = graph.add({
    '@id': '#labforge-coding-agent',
    '@type': 'SoftwareApplication',
    name: code.engineLabel,
  });
  graph.add({
    '@id': '#action-coding',
    '@type': 'CreateAction',
    name: 'Wrote the code for the workflow',
    agent: addPerson(graph, record, code.userId),
    instrument: agentApp,
    object: refs([WORKFLOW_FILE, PLAN_FILE, ...data.map((d) => d['@id'])].filter((id) => graph.has(id))),
    result: [repository],
    startTime: code.startedAt?.toISOString(),
    endTime: code.finishedAt?.toISOString(),
    actionStatus: ref('http://schema.org/CompletedActionStatus'),
  });
  return repository;
}
