import {
  entity,
  group,
  metaNumber,
  quoted,
  sentence,
  type SentenceInput,
  type SentencePart,
} from './activity-sentence-kit';
import { DATASET_SENTENCES } from './activity-sentences-datasets';
import { JUDGEMENT_SENTENCES } from './activity-sentences-judgement';
import { COMMENT_SENTENCES } from './activity-sentences-comments';
import { MEMBER_SENTENCES } from './activity-sentences-members';
import { RESEARCH_SENTENCES, type SentenceRule } from './activity-sentences-research';
import type { ActivityLogEntry } from './activity-logs';

// Each activity-log row as a sentence a researcher reads (docs/product.md, "Activity-log
// drawer"): who did what to which thing, the thing by its name. The signed-in user is "You".
// Every action the server writes has a rule here; activity-sentences.test.ts reads the server's
// sources so that a new action without one fails. The raw event stays in the row's details.

export type { SentencePart } from './activity-sentence-kit';
export { sentenceText } from './activity-sentence-kit';

const assistantQuestion = (i: SentenceInput) => quoted(group(i, 1), 'a question');

const OTHER_SENTENCES: Record<string, SentenceRule> = {
  'auth.signed_in': {
    pattern: /^Signed in with (.+)$/s,
    build: (i) => [i.actor, ' signed in', group(i, 1) && ` with ${group(i, 1)}`],
  },
  'auth.signed_out': { build: (i) => [i.actor, / every /.test(i.message) ? ' signed out everywhere' : ' signed out'] },
  'auth.family_revoked': { build: () => ['A sign-in token was used twice, so that sign-in was ended on every device'] },
  'assistant.session_created': {
    build: (i) => [i.actor, ' opened an assistant chat', i.metadata.deferred === true && ' (no workspace yet)'],
  },
  'assistant.session_ended': { build: (i) => [i.actor, ' ended an assistant chat and cleared its messages'] },
  'assistant.context_updated': { build: (i) => [i.actor, ' updated what the assistant knows about the page'] },
  'assistant.session_upgraded': { build: (i) => [i.actor, ' tied an assistant chat to a workspace'] },
  'assistant.history_cleared': {
    build: (i) => {
      const n = metaNumber(i, 'count');
      return [
        i.actor,
        ' cleared ',
        n === undefined ? 'an assistant chat' : `${n} ${n === 1 ? 'message' : 'messages'} from an assistant chat`,
      ];
    },
  },
  'assistant.asked': {
    pattern: /^Asked the assistant '(.*)'$/s,
    build: (i) => [i.actor, ' asked the assistant ', assistantQuestion(i)],
  },
  'assistant.answered': {
    pattern: /^Answered '(.*)'$/s,
    build: (i) => ['The assistant answered ', assistantQuestion(i)],
  },
  'assistant.answer_failed': {
    pattern: /^Could not answer '(.*)': /s,
    build: (i) => ['The assistant could not answer ', assistantQuestion(i)],
  },
  'assistant.answer_stopped': {
    pattern: /^Stopped answering '(.*)' \(/s,
    build: (i) => ['The assistant stopped answering ', assistantQuestion(i)],
  },
  'run.created': {
    pattern: /^Started run '(.*)' of experiment '(.*)'$/s,
    build: (i) => [
      i.actor,
      ' started the run ',
      entity(group(i, 1), 'a run'),
      group(i, 2) && [' of ', quoted(group(i, 2), '')],
    ],
  },
  'run.updated': {
    pattern: /^Updated run '(.*)'$/s,
    build: (i) => [i.actor, ' updated the run ', entity(group(i, 1), 'a run')],
  },
  'run.finished': {
    pattern: /^Run '(.*)' finished$/s,
    build: (i) => ['The run ', entity(group(i, 1), 'a run'), ' finished'],
  },
  'run.failed': {
    pattern: /^Run '(.*)' failed$/s,
    build: (i) => ['The run ', entity(group(i, 1), 'a run'), ' failed'],
  },
  'run.killed': {
    pattern: /^Run '(.*)' was killed$/s,
    build: (i) => ['The run ', entity(group(i, 1), 'a run'), ' was stopped'],
  },
  'run.artifact_logged': {
    pattern: /^Logged artifact '(.*)' \((.*)\) to run '(.*)'$/s,
    build: (i) => [
      i.actor,
      ' logged the file ',
      quoted(group(i, 1), 'a file'),
      group(i, 2) && ` (${group(i, 2)})`,
      ' to the run ',
      entity(group(i, 3), 'a run'),
    ],
  },
  'token.created': {
    pattern: /^Created access token '(.*)' \(/s,
    build: (i) => [i.actor, ' created the access token ', quoted(group(i, 1), 'an access token')],
  },
  'token.revoked': {
    pattern: /^Revoked access token '(.*)' \(/s,
    build: (i) => [i.actor, ' revoked the access token ', quoted(group(i, 1), 'an access token')],
  },
  'workflow.created': {
    pattern: /^Created workflow '(.*?)'(?: with \d+ steps)?$/s,
    build: (i) => [i.actor, ' created the workflow ', entity(group(i, 1), 'a workflow')],
  },
  'workflow.updated': {
    pattern: /^Saved workflow '(.*)' as version (\d+)$/s,
    build: (i) => [
      i.actor,
      ' saved the workflow ',
      entity(group(i, 1), 'a workflow'),
      group(i, 2) && ` as version ${group(i, 2)}`,
    ],
  },
  'workflow.deleted': {
    pattern: /^Deleted workflow '(.*)'$/s,
    build: (i) => [i.actor, ' deleted the workflow ', quoted(group(i, 1), 'a workflow')],
  },
  'workflow.duplicated': {
    pattern: /^Copied workflow '(.*)' as '(.*)'$/s,
    build: (i) => [
      i.actor,
      ' copied the workflow ',
      quoted(group(i, 1), 'a workflow'),
      ' as ',
      entity(group(i, 2), 'a new workflow'),
    ],
  },
  'workflow.graph_generated': {
    pattern: /^Generated a (\d+)-node graph for '(.*)'$/s,
    build: (i) => [
      i.actor,
      ' generated a ',
      group(i, 1) && `${group(i, 1)}-step `,
      'workflow graph for ',
      quoted(group(i, 2), 'a specification'),
    ],
  },
  'workspace.created': {
    pattern: /^Created workspace '(.*)'$/s,
    build: (i) => [i.actor, ' created the workspace ', entity(group(i, 1), 'a workspace')],
  },
  'workspace.updated': {
    pattern: /^Updated workspace '(.*)'$/s,
    build: (i) => [i.actor, ' updated the workspace ', entity(group(i, 1), 'a workspace')],
  },
  'workspace.deleted': {
    pattern: /^Deleted workspace '(.*)'$/s,
    build: (i) => [i.actor, ' deleted the workspace ', quoted(group(i, 1), 'a workspace')],
  },
};

const SENTENCES: Record<string, SentenceRule> = {
  ...OTHER_SENTENCES,
  ...DATASET_SENTENCES,
  ...RESEARCH_SENTENCES,
  ...JUDGEMENT_SENTENCES,
  ...MEMBER_SENTENCES,
  ...COMMENT_SENTENCES,
};

/** Every action with a sentence of its own. */
export const SENTENCE_ACTIONS: readonly string[] = Object.keys(SENTENCES).sort();

/** The one who acted: "You" for the reader's own rows, else their name, else "Someone". */
export function actorOf(userId: string, viewerId: string | undefined, actorName?: string): string {
  if (viewerId === undefined || userId === viewerId) return 'You';
  return actorName?.trim() || 'Someone';
}

/**
 * The row as a sentence. GET /v1/logs answers only the reader's own rows, so the actor is "You"
 * there; `actorName` is for a reader of someone else's rows. An action with no rule reads as the
 * server's own message, as is one whose message has changed shape.
 */
export function activitySentence(log: ActivityLogEntry, viewerId?: string, actorName?: string): SentencePart[] {
  const rule = Object.hasOwn(SENTENCES, log.action) ? SENTENCES[log.action] : undefined;
  const match = rule?.pattern ? rule.pattern.exec(log.message) : null;
  // No rule, or a message no longer in the shape its rule reads: the server's words are still good.
  if (!rule || (rule.pattern && !match)) return sentence(log.message);
  const input: SentenceInput = {
    actor: actorOf(log.userId, viewerId, actorName),
    match,
    metadata: log.metadata ?? {},
    message: log.message,
  };
  return sentence(...rule.build(input));
}
