import type { CrateGraph, Ref } from './crate-graph';
import type { ExperimentRecord } from './experiment-record';

// The names an experiment's crate gives its fixed files and the software and people in it
// (docs/product.md, "Research objects out").

export const IDEA_FILE = 'idea.md';
export const PLAN_FILE = 'plan.md';
export const WORKFLOW_FILE = 'workflow.json';
export const COSCIENTIST = '#labforge-co-scientist';

export const personId = (userId: string) => `#person-${userId}`;

/** The person, named as they are in Labforge (never their e-mail address). */
export function addPerson(graph: CrateGraph, record: ExperimentRecord, userId: string): Ref {
  return graph.add({ '@id': personId(userId), '@type': 'Person', name: record.people.get(userId) ?? 'A researcher' });
}
