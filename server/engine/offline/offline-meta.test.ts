import { describe, expect, it } from 'vitest';
import { offlineGenerate } from './offline-generate';
import { metaReviewGap, offlineMetaReview } from './offline-meta';
import { offlinePlan } from './offline-plan';
import { previousRound } from '../story/previous-round';
import type { RoundDigest } from '../types';

// Two rounds of one session: round 1 led by the nurse calls, round 2 by an evolved child of them.
const plan = offlinePlan({
  title: 'Improve sleep quality in night-shift nurses',
  description: 'Must cost under $50k.',
  parameters: {},
});
const draft = offlineGenerate(plan, 'debate', 0, 1, null);
const idea = (key: string, title: string, elo: number, round: number, strategy = 'debate') => ({
  ...draft,
  key,
  title,
  strategy,
  elo,
  round,
  wins: 2,
  losses: 1,
  draws: 0,
});
const weak = (type: string) => ({ title: 'Nurse calls', type, score: 1.5, text: 'Weak.' });

const round1: RoundDigest = {
  round: 1,
  workspaceId: 'w1',
  ranked: [idea('a', 'Nurse calls', 1232, 1), idea('b', 'Light therapy', 1200, 1), idea('c', 'Nap rooms', 1168, 1)],
  weakReviews: [weak('full'), weak('full'), weak('initial')],
  matchRationales: [],
  previousMetaReview: null,
  previous: null,
};
const first = offlineMetaReview(plan, round1);

const round2: RoundDigest = {
  ...round1,
  round: 2,
  ranked: [
    idea('d', 'Nurse calls with a sleep diary', 1248, 2, 'combination'),
    idea('a', 'Nurse calls', 1216, 1),
    idea('b', 'Light therapy', 1190, 1),
    idea('c', 'Nap rooms', 1170, 1),
  ],
  weakReviews: [weak('full'), weak('simulation')],
  previousMetaReview: first.metaReview,
  previous: { round: 1, elo: { a: 1232, b: 1200, c: 1168 }, recurringIssues: first.recurringIssues },
};
const second = offlineMetaReview(plan, round2);

describe('the offline meta-review, round after round', () => {
  it('says round 1 is the first round', () => {
    expect(first.metaReview).toMatch(/^## Round 1\nThis is the first round/);
  });

  it('opens round 2 with what changed since round 1, naming the change', () => {
    expect(second.metaReview).not.toBe(first.metaReview);
    const since = second.metaReview.split('## Recurring issues')[0];
    expect(since).toMatch(/^## Since round 1\n/);
    expect(since).toContain(
      '**New leader:** [Nurse calls with a sleep diary](/workspaces/w1/ideas/d) took the lead from [Nurse calls](/workspaces/w1/ideas/a).',
    );
    expect(since).toContain('[Nurse calls with a sleep diary](/workspaces/w1/ideas/d) new, at 1248');
    expect(since).toContain('[Nurse calls](/workspaces/w1/ideas/a) 1232 → 1216 (−16)');
    expect(since).toContain('**Weaknesses that recur:** overlap with other ideas;');
    expect(since).toContain('**Resolved since round 1:** weak alignment with the goal.');
    expect(since).toContain('**Added by evolution:** [Nurse calls with a sleep diary](/workspaces/w1/ideas/d).');
  });

  it('says the leader held when it did', () => {
    const held = offlineMetaReview(plan, { ...round2, ranked: round2.ranked.slice(1) });
    expect(held.metaReview).toContain('**Leader kept:** [Nurse calls](/workspaces/w1/ideas/a) still leads.');
    expect(held.metaReview).toContain('**Added by evolution:** none this round.');
  });

  it('writes the overview in sections, the leading ideas numbered and linked', () => {
    expect(second.overview).toMatch(/^## Where the session stands\n\nAfter round 2, 4 ideas stand ranked/);
    expect(second.overview).toContain(
      '## Leading ideas\n\n1. [Nurse calls with a sleep diary](/workspaces/w1/ideas/d) (Elo 1248, 2-1-0):',
    );
    expect(second.overview).toContain('## Open questions\n\n- overlap with other ideas');
  });

  it('hands the next round its advice in plain words, and still reads an older plain meta-review', () => {
    expect(metaReviewGap(second.metaReview)).toMatch(/^Favour ideas that avoid overlap with other ideas/);
    expect(metaReviewGap('Round 1 meta-review of 8 ideas. Recurring issues: x.')).toBe(
      'Round 1 meta-review of 8 ideas',
    );
    expect(metaReviewGap(null)).toBe('directions not yet covered');
  });
});

describe('previousRound', () => {
  const matches = [
    { round: 1, ideaA: 'a', ideaB: 'b', eloAAfter: 1216, eloBAfter: 1184 },
    { round: 1, ideaA: 'a', ideaB: 'c', eloAAfter: 1232, eloBAfter: 1168 },
    { round: 2, ideaA: 'a', ideaB: 'd', eloAAfter: 1216, eloBAfter: 1216 },
  ];
  const ideas = [
    { id: 'a', round: 1 },
    { id: 'b', round: 1 },
    { id: 'c', round: 1 },
    { id: 'e', round: 1 },
    { id: 'd', round: 2 },
  ];

  it('rebuilds each idea’s Elo as the round before ended, and that round’s issues', () => {
    expect(previousRound(2, ideas, matches, [{ round: 1, recurringIssues: ['x'] }])).toEqual({
      round: 1,
      elo: { a: 1232, b: 1184, c: 1168, e: 1200 },
      recurringIssues: ['x'],
    });
  });

  it('has nothing to compare with in round 1', () => {
    expect(previousRound(1, ideas, matches, [])).toBeNull();
  });
});
