import { describe, expect, it } from 'vitest';
import { plainSentences } from './plain-sentences';

describe('plainSentences', () => {
  it('reads a Markdown meta-review as its sentences, links as their titles', () => {
    const text =
      '## Since round 1\n- **New leader:** [Nap \\[rooms\\]](/workspaces/w/ideas/d) took the lead. It won twice.\n\n## Next round\nFavour x.';
    expect(plainSentences(text)).toEqual(['New leader: Nap [rooms] took the lead.', 'It won twice.', 'Favour x.']);
  });

  it('splits an older plain text by its sentences', () => {
    expect(plainSentences('Round 1 meta-review of 8 ideas. Recurring issues: x.')).toEqual([
      'Round 1 meta-review of 8 ideas.',
      'Recurring issues: x.',
    ]);
  });
});
