import { entity, group, quoted, type SentenceInput } from './activity-sentence-kit';
import type { SentenceRule } from './activity-sentences-research';

// Sentences for the researcher in the loop: their review of an idea, their verdict on a pair and
// their feedback on a session (server/handlers/researcher-judgement.ts writes the messages).

const idea = (input: SentenceInput, index = 1) => entity(group(input, index), 'an idea');

export const JUDGEMENT_SENTENCES: Record<string, SentenceRule> = {
  'idea.reviewed_by_you': {
    pattern: /^(?:Wrote|Rewrote) your review of idea '(.*)'$/s,
    build: (i) => [i.actor, ' reviewed the idea ', idea(i)],
  },
  'session.pair_judged': {
    pattern: /^Preferred idea '(.*)' over '(.*)'$/s,
    build: (i) => [i.actor, ' preferred the idea ', idea(i), ' over ', idea(i, 2)],
  },
  'session.feedback_given': {
    pattern: /^Gave feedback on the goal's sessions: '(.*)'$/s,
    build: (i) => [
      i.actor,
      ' gave feedback on ',
      [{ kind: 'entity', text: 'the Co-Scientist session' }],
      group(i, 1) && [': ', quoted(group(i, 1), '')],
    ],
  },
};
