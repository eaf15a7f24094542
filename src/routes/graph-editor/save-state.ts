import { graphProblems } from '../../domain/workflow-graph/graph-problems';
import type { Graph } from '../../domain/workflow-graph/graph-model';

// The line beside Save that says where the work stands.

type EditorSnapshot = {
  matches: (state: 'saving' | 'resolvingConflict' | 'conflict') => boolean;
  context: { dirty: boolean; version: number; saveError?: string };
};

export function saveStateText(snapshot: EditorSnapshot, graph: Graph): string {
  if (snapshot.matches('saving') || snapshot.matches('resolvingConflict')) return 'Saving…';
  if (snapshot.matches('conflict')) return 'Not saved: someone saved a newer version';
  if (snapshot.context.saveError) return 'Not saved';
  if (snapshot.context.dirty) return 'Unsaved changes';
  if (snapshot.context.version === 0) return 'Not saved yet';
  const left = graphProblems(graph).length;
  return left > 0 ? `Saved as a draft: ${left} ${left === 1 ? 'problem' : 'problems'} to finish` : 'All changes saved';
}
