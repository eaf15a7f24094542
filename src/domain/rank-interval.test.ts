import { describe, expect, it } from 'vitest';
import { rankIntervals, rankSentence, type RankedIdea } from './rank-interval';

const idea = (id: string, btInterval?: readonly number[] | null): RankedIdea => ({ id, btInterval });

describe('rankIntervals', () => {
  it('places each idea between the ideas surely ahead of it and those surely behind', () => {
    const ranked = [idea('a', [1400, 1500]), idea('b', [1350, 1450]), idea('c', [1300, 1380]), idea('d', [1100, 1200])];
    const places = rankIntervals(ranked);
    // a overlaps b alone: it is 1st or 2nd.
    expect(places.get('a')).toEqual({ rank: 1, of: 4, best: 1, worst: 2 });
    expect(places.get('b')).toEqual({ rank: 2, of: 4, best: 1, worst: 3 });
    // c's interval lies wholly below a's: a is surely ahead, d surely behind.
    expect(places.get('c')).toEqual({ rank: 3, of: 4, best: 2, worst: 3 });
    expect(places.get('d')).toEqual({ rank: 4, of: 4, best: 4, worst: 4 });
  });

  it('counts an idea without an interval on neither side, and gives it no likely places', () => {
    const places = rankIntervals([idea('a', [1400, 1500]), idea('b', null), idea('c', [1100, 1200])]);
    expect(places.get('a')).toEqual({ rank: 1, of: 3, best: 1, worst: 2 });
    expect(places.get('b')).toEqual({ rank: 2, of: 3 });
    expect(places.get('c')).toEqual({ rank: 3, of: 3, best: 2, worst: 3 });
  });

  it('keeps the Elo rank inside the likely places when the two orders disagree', () => {
    // b ranks 1st by Elo though a's interval lies wholly above it.
    const places = rankIntervals([idea('b', [1100, 1200]), idea('a', [1400, 1500])]);
    expect(places.get('b')).toEqual({ rank: 1, of: 2, best: 1, worst: 2 });
    expect(places.get('a')).toEqual({ rank: 2, of: 2, best: 1, worst: 2 });
  });

  it('treats touching intervals as overlapping', () => {
    const places = rankIntervals([idea('a', [1300, 1400]), idea('b', [1200, 1300])]);
    expect(places.get('a')).toMatchObject({ best: 1, worst: 2 });
  });
});

describe('rankSentence', () => {
  it('reads the place and the likely places', () => {
    expect(rankSentence({ rank: 2, of: 12, best: 1, worst: 4 })).toBe('#2 of 12, likely between #1 and #4');
  });

  it('reads the place alone when it is settled or there is no interval', () => {
    expect(rankSentence({ rank: 4, of: 4, best: 4, worst: 4 })).toBe('#4 of 4');
    expect(rankSentence({ rank: 2, of: 3 })).toBe('#2 of 3');
  });
});
