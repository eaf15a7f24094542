import { entity, group, type SentenceInput } from './activity-sentence-kit';
import type { SentenceRule } from './activity-sentences-research';

// Sentences for comments on ideas, experiments, runs and workflows (server/handlers/comments.ts
// writes the messages: "Commented on idea 'Alpha'").

const TARGET = "(idea|experiment|run|workflow) '(.*)'";
const AN: Record<string, string> = {
  idea: 'an idea',
  experiment: 'an experiment',
  run: 'a run',
  workflow: 'a workflow',
};
const target = (i: SentenceInput) => {
  const kind = group(i, 1) ?? 'idea';
  const name = group(i, 2);
  return name ? [`the ${kind} `, entity(name, AN[kind])] : entity(undefined, AN[kind]);
};

const rule = (lead: string, words: string): SentenceRule => ({
  pattern: new RegExp(`^${lead} ${TARGET}$`, 's'),
  build: (i) => [i.actor, ` ${words} `, target(i)],
});

export const COMMENT_SENTENCES: Record<string, SentenceRule> = {
  'comment.created': rule('Commented on', 'commented on'),
  'comment.replied': rule('Replied to a comment on', 'replied to a comment on'),
  'comment.edited': rule('Edited a comment on', 'edited a comment on'),
  'comment.deleted': rule('Deleted a comment on', 'deleted a comment on'),
  'comment.resolved': rule('Resolved a thread on', 'resolved a thread on'),
  'comment.reopened': rule('Reopened a thread on', 'reopened a thread on'),
};
