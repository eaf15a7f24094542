import {
  count,
  entity,
  group,
  inRound,
  metaNumber,
  metaString,
  type Piece,
  quoted,
  type SentenceInput,
  type SentencePart,
} from './activity-sentence-kit';
import { EXPERIMENT_STATUS_LABELS, type ExperimentStatus } from './experiment-lifecycle';
import { moveOf, type IdeaLifecycleStatus } from './idea-lifecycle';

// Sentences for the research itself: Co-Scientist sessions and their steps, ideas, experiments.
// Patterns read the names out of the messages the server writes (server/engine/phases/,
// server/handlers/); a message that no longer matches still gives a sentence, without the name.

export interface SentenceRule {
  pattern?: RegExp;
  build: (input: SentenceInput) => Piece[];
}

const SESSION = 'the Co-Scientist session';
const session = (): SentencePart[] => [{ kind: 'entity', text: 'The Co-Scientist session' }];
const idea = (input: SentenceInput, index = 1) => entity(group(input, index), 'an idea');

const IDEA_MOVES: Record<ReturnType<typeof moveOf>, string> = {
  review: 'marked the idea',
  select: 'selected the idea',
  unselect: 'unselected the idea',
  convert: 'converted the idea',
  archive: 'archived the idea',
  unarchive: 'restored the archived idea',
};
const IDEA_STATUSES = ['generated', 'reviewed', 'selected', 'converted', 'archived'];
const ideaMove = (input: SentenceInput): string => {
  const from = metaString(input, 'from');
  const to = metaString(input, 'to');
  if (!from || !to || !IDEA_STATUSES.includes(from) || !IDEA_STATUSES.includes(to)) return 'moved the idea';
  return IDEA_MOVES[moveOf(from as IdeaLifecycleStatus, to as IdeaLifecycleStatus)];
};

const experimentStatus = (value: string | undefined) =>
  value && value in EXPERIMENT_STATUS_LABELS
    ? EXPERIMENT_STATUS_LABELS[value as ExperimentStatus].toLowerCase()
    : value;

export const RESEARCH_SENTENCES: Record<string, SentenceRule> = {
  'goal.created': {
    pattern: /^Created goal '(.*)'$/s,
    build: (i) => [i.actor, ' created the research goal ', entity(group(i, 1), 'a research goal')],
  },
  'goal.updated': {
    pattern: /^Updated goal '(.*)'$/s,
    build: (i) => [i.actor, ' updated the research goal ', entity(group(i, 1), 'a research goal')],
  },
  'goal.session_started': {
    pattern: /^Goal '(.*)' is generating ideas$/s,
    build: (i) => ['The research goal ', entity(group(i, 1), 'a research goal'), ' is generating ideas'],
  },
  'session.created': {
    pattern: /^Started a Co-Scientist session for '(.*)' \(.*\)$/s,
    build: (i) => [i.actor, ' started a Co-Scientist session for ', entity(group(i, 1), 'a research goal')],
  },
  'session.started': {
    pattern: /^Session started on the (.*) engine$/s,
    build: (i) => [session(), ' began', group(i, 1) && ` on the ${group(i, 1)} engine`],
  },
  'session.cancelled': { build: (i) => [i.actor, ' cancelled ', [{ kind: 'entity', text: SESSION }]] },
  'session.failed': { build: (i) => [session(), ' stopped with an error: ', i.message] },
  'session.step_retried': {
    build: () => ['A step of ', [{ kind: 'entity', text: SESSION }], ' failed and is being retried'],
  },
  'session.warning': { build: (i) => [session(), ' warned: ', i.message] },
  'session.budget_spent': { build: () => [session(), ' reached its budget and is finishing'] },
  'session.planned': { build: () => [session(), ' planned the research'] },
  'session.ideas_generated': {
    pattern: /generated (\d+) ideas?/,
    build: (i) => [session(), ' generated ', group(i, 1) ? count(group(i, 1)!, 'idea') : 'ideas', inRound(i)],
  },
  'session.ideas_evolved': {
    pattern: /evolved (\d+) ideas?/,
    build: (i) =>
      group(i, 1)
        ? [session(), ' evolved ', count(group(i, 1)!, 'idea'), inRound(i)]
        : [session(), ' had nothing to evolve', inRound(i)],
  },
  'session.ideas_reviewed': {
    pattern: /reviewed (\d+) ideas?/,
    build: (i) => [session(), ' reviewed ', group(i, 1) ? count(group(i, 1)!, 'idea') : 'ideas', inRound(i)],
  },
  'session.proximity_checked': {
    pattern: /(\d+) clusters?, (\d+) near-duplicates? merged/,
    build: (i) => [
      session(),
      ' grouped similar ideas',
      inRound(i),
      group(i, 2) && `: ${count(group(i, 1)!, 'cluster')}, ${count(group(i, 2)!, 'near-duplicate')} merged`,
    ],
  },
  'session.matches_played': {
    pattern: /(\d+) matches/,
    build: (i) => [
      session(),
      ' played ',
      group(i, 1) ? count(group(i, 1)!, 'tournament match', 'tournament matches') : 'tournament matches',
      inRound(i),
    ],
  },
  'session.meta_reviewed': { build: (i) => [session(), ' wrote its meta-review', inRound(i)] },
  'session.completed': {
    pattern: /^Session completed with (\d+) ideas?; the leader is '(.*)'$/s,
    build: (i) => [
      session(),
      ' finished',
      group(i, 1) && ` with ${count(group(i, 1)!, 'idea')}`,
      group(i, 2) && group(i, 2) !== 'none' && ['; the leader is ', quoted(group(i, 2), '')],
    ],
  },
  'idea.created': {
    pattern: /^Added idea '(.*)' to the session/s,
    build: (i) => [i.actor, ' added the idea ', idea(i), ' to a session'],
  },
  'idea.status_changed': {
    pattern: /^Moved idea '(.*)' from /s,
    build: (i) => [i.actor, ' ', ideaMove(i), ' ', idea(i), ideaMove(i) === 'marked the idea' && ' as reviewed'],
  },
  'idea.converted': {
    pattern: /^Converted idea '(.*)' into /s,
    build: (i) => [i.actor, ' converted the idea ', idea(i), ' into an experiment and a workflow'],
  },
  'idea.rated': {
    pattern: /^Rated idea '(.*)' \d out of 5 stars$/s,
    build: (i) => [
      i.actor,
      ' rated the idea ',
      idea(i),
      metaNumber(i, 'to') !== undefined && ` ${count(metaNumber(i, 'to')!, 'star')} out of 5`,
    ],
  },
  'idea.rating_cleared': {
    pattern: /^Cleared your rating of idea '(.*)'$/s,
    build: (i) => [
      i.actor,
      i.actor === 'You' ? ' cleared your rating of the idea ' : ' cleared their rating of the idea ',
      idea(i),
    ],
  },
  'idea.refreshed': {
    pattern: /^Re-reviewed idea '(.*)'$/s,
    build: (i) => [i.actor, ' had the idea ', idea(i), ' reviewed again'],
  },
  'idea.dataset_attached': {
    pattern: /^Attached dataset '(.*)' to idea '(.*)'$/s,
    build: (i) => [i.actor, ' attached the dataset ', quoted(group(i, 1), 'a dataset'), ' to the idea ', idea(i, 2)],
  },
  'idea.dataset_detached': {
    pattern: /^Detached dataset '(.*)' from idea '(.*)'$/s,
    build: (i) => [i.actor, ' detached the dataset ', quoted(group(i, 1), 'a dataset'), ' from the idea ', idea(i, 2)],
  },
  'idea.coding_session_started': {
    pattern: /^Sent idea '(.*)' to the coding agent/s,
    build: (i) => [i.actor, ' sent the idea ', idea(i), ' to the coding agent'],
  },
  'idea.coding_session_cancelled': {
    pattern: /^Cancelled the coding session of idea '(.*)'$/s,
    build: (i) => [i.actor, ' cancelled the coding session for the idea ', idea(i)],
  },
  'idea.coding_session_completed': {
    pattern: /^The coding agent finished idea '(.*)': /s,
    build: (i) => ['The coding agent finished the idea ', idea(i)],
  },
  'idea.coding_session_failed': {
    pattern: /^The coding session of idea '(.*)' failed: /s,
    build: (i) => ['The coding session for the idea ', idea(i), ' failed'],
  },
  'experiment.created': {
    pattern: /^Planned experiment '(.*)'$/s,
    build: (i) => [i.actor, ' planned the experiment ', entity(group(i, 1), 'an experiment')],
  },
  'experiment.status_changed': {
    pattern: /^Moved experiment '(.*)' from \S+ to \S+?(?:: run '(.*)' started)?$/s,
    build: (i) => [
      metaString(i, 'reason') === 'run_started' ? 'The experiment ' : `${i.actor} moved the experiment `,
      entity(group(i, 1), 'an experiment'),
      metaString(i, 'reason') === 'run_started' ? ' moved' : '',
      metaString(i, 'from') && ` from ${experimentStatus(metaString(i, 'from'))}`,
      metaString(i, 'to') && ` to ${experimentStatus(metaString(i, 'to'))}`,
      group(i, 2) && [' when the run ', quoted(group(i, 2), ''), ' started'],
    ],
  },
  'experiment.primary_metric_set': {
    pattern: /^Set the primary metric of '(.*?)' (?:to (.*) \(\w+\)|back to its first planned metric)$/s,
    build: (i) => [
      i.actor,
      ' set the primary metric of ',
      entity(group(i, 1), 'an experiment'),
      group(i, 2) ? ` to ${group(i, 2)}` : ' back to its first planned metric',
    ],
  },
};
