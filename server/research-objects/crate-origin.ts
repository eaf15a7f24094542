import { ref, refs, type CrateGraph, type Ref } from './crate-graph';
import type { PlannedFile } from './crate-files';
import { addPerson, COSCIENTIST, IDEA_FILE, PLAN_FILE, WORKFLOW_FILE } from './crate-ids';
import { addLiterature, addMatches, addReviews } from './crate-ranking';
import { ideaMarkdown, planMarkdown, workflowJson } from './crate-texts';
import type { ExperimentRecord } from './experiment-record';

// The first links of an experiment's provenance in its crate (docs/product.md, "Research objects
// out"): the goal, the idea the Co-Scientist generated for it, the works its review read, the
// reviews and tournament matches that ranked it, and the conversion that made the plan and the
// workflow from it. Each step is a CreateAction: what it read (object), what it used
// (instrument), what it made (result) and who did it (agent).

function action(graph: CrateGraph, id: string, fields: Record<string, Ref | Ref[] | string | undefined>): Ref {
  return graph.add({
    '@id': id,
    '@type': 'CreateAction',
    actionStatus: ref('http://schema.org/CompletedActionStatus'),
    ...fields,
  });
}

interface Judged {
  ideaFile: Ref;
  literature: Ref[];
  reviews: Ref[];
  matches: Ref[];
}

/** The idea generated for its goal, reviewed against the literature and ranked in the tournament. */
function addIdeaActions(graph: CrateGraph, record: ExperimentRecord, judged: Judged): void {
  const idea = record.idea;
  if (!idea) return;
  const { ideaFile, literature, reviews, matches } = judged;
  const goal =
    idea.goal &&
    graph.add({
      '@id': `#goal-${idea.goal.id}`,
      '@type': 'CreativeWork',
      name: idea.goal.title,
      description: idea.goal.description,
    });
  action(graph, '#action-ideation', {
    name: 'Generated the idea for the research goal',
    agent: addPerson(graph, record, idea.row.userId),
    instrument: ref(COSCIENTIST),
    object: goal ? [goal] : undefined,
    result: [ideaFile],
    endTime: idea.row.createdAt.toISOString(),
  });
  action(graph, '#action-reflection', {
    name: 'Reviewed the idea against published work',
    instrument: ref(COSCIENTIST),
    object: [ideaFile, ...literature],
    result: reviews,
  });
  action(graph, '#action-tournament', {
    name: 'Ranked the idea in the tournament',
    instrument: ref(COSCIENTIST),
    object: [ideaFile],
    result: matches,
  });
}

/** The plan and the workflow the conversion made from the idea; answers both. */
function addPlanAndWorkflow(graph: CrateGraph, record: ExperimentRecord, files: PlannedFile[], ideaFile: Ref): Ref[] {
  files.push({ path: PLAN_FILE, text: planMarkdown(record) });
  const made = [
    graph.add({
      '@id': PLAN_FILE,
      '@type': 'File',
      name: 'Plan and methodology',
      encodingFormat: 'text/markdown',
      isBasedOn: [ideaFile],
    }),
  ];
  const workflow = record.workflow;
  if (!workflow) return made;
  files.push({ path: WORKFLOW_FILE, text: workflowJson(workflow) });
  made.push(
    graph.add({
      '@id': WORKFLOW_FILE,
      '@type': ['File', 'ComputationalWorkflow'],
      name: workflow.name,
      description: workflow.description || undefined,
      encodingFormat: 'application/json',
      version: String(workflow.version),
      isBasedOn: [ideaFile],
    }),
  );
  return made;
}

/** The idea's side of the crate; answers the files it adds. */
export function addOrigin(graph: CrateGraph, record: ExperimentRecord): PlannedFile[] {
  const { experiment, idea } = record;
  graph.add({
    '@id': COSCIENTIST,
    '@type': 'SoftwareApplication',
    name: `Labforge Co-Scientist (${experiment.engine === 'model' ? 'model engine' : 'offline engine'})`,
  });
  const files: PlannedFile[] = [{ path: IDEA_FILE, text: ideaMarkdown(record) }];
  const ideaFile = graph.add({
    '@id': IDEA_FILE,
    '@type': 'File',
    name: idea ? `Idea: ${idea.row.title}` : `Hypothesis of ${experiment.name}`,
    encodingFormat: 'text/markdown',
    description: idea ? idea.row.summary : 'The idea has since been deleted with its goal; its hypothesis is kept.',
  });
  const literature = addLiterature(graph, record.literature);
  const reviews = addReviews(graph, record, literature);
  const matches = idea ? addMatches(graph, record, idea.row.id) : [];
  addIdeaActions(graph, record, { ideaFile, literature, reviews, matches });
  action(graph, '#action-conversion', {
    name: 'Converted the idea into an experiment and its workflow',
    agent: addPerson(graph, record, experiment.userId),
    instrument: ref(COSCIENTIST),
    object: refs([IDEA_FILE, ...reviews.map((r) => r['@id']), ...matches.map((m) => m['@id'])]),
    result: addPlanAndWorkflow(graph, record, files, ideaFile),
    endTime: experiment.createdAt.toISOString(),
  });
  return files;
}
