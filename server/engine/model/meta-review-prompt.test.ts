import { describe, expect, it } from 'vitest';
import { DIGEST } from '../../agents/engine-placeholders';
import { metaReviewPrompt } from './meta-review-prompt';

describe('the meta-review prompt', () => {
  it('asks for the sections the session page shows, with the links to the ideas given', () => {
    const prompt = metaReviewPrompt({ ...DIGEST, round: 2, workspaceId: 'w1' });
    expect(prompt).toContain('link: /workspaces/w1/ideas/idea');
    for (const section of [
      '## Where the session stands',
      '## Leading ideas',
      '## Open questions',
      '## Recurring issues',
    ])
      expect(prompt).toContain(section);
  });

  it('hands over what changed since the last round, and asks to open with it', () => {
    const prompt = metaReviewPrompt({
      ...DIGEST,
      round: 2,
      previous: { round: 1, elo: {}, recurringIssues: ['cost'] },
    });
    expect(prompt).toContain('Open with "## Since round 1"');
    expect(prompt).toContain('**Added by evolution:**');
    expect(prompt).toContain('Issues round 1 named: cost');
  });

  it('says the first round is the first', () => {
    expect(metaReviewPrompt({ ...DIGEST, round: 1, previous: null })).toContain('This is the first round');
  });
});
