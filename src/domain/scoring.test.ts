import {
  btIntervalText,
  confidenceBand,
  eloToStars,
  feasibilityLabel,
  ideaConfidence,
  intervalConfidence,
  ideaOverallScore,
  overallScore,
  ratingConfidence,
  roundToHalf,
  starsToTenth,
  starsToElo,
  topRated,
  scoreOutOfFive,
} from './scoring';

describe('stars from Elo', () => {
  it.each([
    [1000, 1],
    [2000, 3],
    [3000, 5],
    [1500, 2],
    [2500, 4],
    [0, 1],
    [800, 1],
    [5000, 5],
  ])('Elo %d is %d stars', (elo, stars) => {
    expect(eloToStars(elo)).toBe(stars);
  });

  it('reverses: 1000 + 2000 × (stars − 1) / 4', () => {
    expect([1, 2, 3, 3.5, 5].map(starsToElo)).toEqual([1000, 1500, 2000, 2250, 3000]);
    for (const elo of [1000, 1234, 2999]) expect(starsToElo(eloToStars(elo))).toBeCloseTo(elo, 9);
  });

  it('draws to the nearest half star and reads to one decimal', () => {
    expect(roundToHalf(eloToStars(1200))).toBe(1.5);
    expect(roundToHalf(eloToStars(2240))).toBe(3.5);
    expect(starsToTenth(eloToStars(1200))).toBe(1.4);
    expect(starsToTenth(eloToStars(2240))).toBe(3.5);
    expect(starsToTenth(eloToStars(1234))).toBe(1.5);
  });
});

describe('confidence', () => {
  it.each([
    [1, 'very-high'],
    [0.8, 'very-high'],
    [0.79, 'high'],
    [0.6, 'high'],
    [0.4, 'medium'],
    [0.2, 'low'],
    [0.19, 'very-low'],
    [0, 'very-low'],
  ] as const)('%d is %s', (value, band) => {
    expect(confidenceBand(value)).toBe(band);
  });

  it('is 1 − 1.96 / √n over the n matches played', () => {
    expect(ratingConfidence(undefined)).toBe(0);
    expect(ratingConfidence({ wins: 0, losses: 0, draws: 0 })).toBe(0);
    expect(ratingConfidence({ wins: 1 })).toBe(0);
    expect(ratingConfidence({ wins: 10, losses: 4, draws: 2 })).toBeCloseTo(0.51, 9);
    expect(confidenceBand(ratingConfidence({ wins: 20, losses: 5 }))).toBe('high');
    expect(confidenceBand(ratingConfidence({ wins: 60, losses: 40 }))).toBe('very-high');
  });

  it('reads a 95% rating interval as the spread of win chance between its ends', () => {
    expect(intervalConfidence([1200, 1200])).toBe(1);
    expect(intervalConfidence([1100, 1300])).toBeCloseTo(1 - (1 / (1 + 10 ** -0.25) - 1 / (1 + 10 ** 0.25)), 9);
    expect(confidenceBand(intervalConfidence([1150, 1250]))).toBe('very-high');
    expect(confidenceBand(intervalConfidence([1100, 1300]))).toBe('high');
    expect(confidenceBand(intervalConfidence([1020, 1380]))).toBe('medium');
    expect(confidenceBand(intervalConfidence([900, 1500]))).toBe('low');
    expect(intervalConfidence([0, 5000])).toBeCloseTo(0, 5);
  });

  it('prefers the interval, else counts matches', () => {
    expect(ideaConfidence({ btInterval: [1100, 1300], matchRecord: { wins: 1 } })).toBe(
      intervalConfidence([1100, 1300]),
    );
    expect(ideaConfidence({ btInterval: null, matchRecord: { wins: 12, losses: 4 } })).toBeCloseTo(0.51, 9);
    expect(ideaConfidence({})).toBe(0);
  });
});

describe('overall score', () => {
  it('weights novelty 0.3, correctness 0.4, feasibility 0.3', () => {
    expect(ideaOverallScore({ noveltyScore: 1, correctnessScore: 0, feasibilityScore: 0 })).toBeCloseTo(0.3, 9);
    expect(ideaOverallScore({ noveltyScore: 0, correctnessScore: 1, feasibilityScore: 0 })).toBeCloseTo(0.4, 9);
    expect(ideaOverallScore({ noveltyScore: 0.5, correctnessScore: 0.8, feasibilityScore: 0.2 })).toBeCloseTo(0.53, 9);
  });

  it('gives unknown score types 0.33 and stays on the scores’ scale', () => {
    expect(overallScore({ novelty: 1, safety: 0 })).toBeCloseTo(0.3 / 0.63, 9);
    expect(overallScore({ safety: 4, ethics: 2 })).toBeCloseTo(3, 9);
    expect(overallScore({ novelty: undefined, correctness: Number.NaN })).toBe(0);
  });
});

describe('feasibility label', () => {
  it.each([
    [0.95, 'very high'],
    [0.8, 'very high'],
    [0.6, 'high'],
    [0.5, 'medium'],
    [0.2, 'low'],
    [0.1, 'very low'],
  ] as const)('%d is %s', (overall, label) => {
    expect(feasibilityLabel(overall)).toBe(label);
  });
});

describe('topRated', () => {
  it('keeps the 5 highest with Elo above 0, highest first', () => {
    const ideas = [1300, 0, 1500, 1100, -5, 1700, 1200, 1600].map((eloRating, i) => ({ id: i, eloRating }));
    expect(topRated(ideas).map((i) => i.eloRating)).toEqual([1700, 1600, 1500, 1300, 1200]);
    expect(topRated([{ eloRating: 0 }])).toEqual([]);
    // Before the first match every idea sits at the starting Elo: none is ranked yet.
    const unplayed = { eloRating: 1200, matchRecord: { wins: 0, losses: 0, draws: 0 } };
    const played = { eloRating: 1180, matchRecord: { wins: 0, losses: 1, draws: 0 } };
    expect(topRated([unplayed, played])).toEqual([played]);
  });

  it('does not reorder its input', () => {
    const ideas = [{ eloRating: 1 }, { eloRating: 2 }];
    topRated(ideas);
    expect(ideas.map((i) => i.eloRating)).toEqual([1, 2]);
  });
});

describe('Bradley–Terry interval text', () => {
  it('rounds both ends and joins them with an en dash', () => {
    expect(btIntervalText([1180.4, 1263.6])).toBe('1180–1264');
  });

  it('is absent when the tournament kept no interval or a malformed one', () => {
    expect(btIntervalText(undefined)).toBeUndefined();
    expect(btIntervalText(null)).toBeUndefined();
    expect(btIntervalText([1200])).toBeUndefined();
  });
});

describe('scoreOutOfFive', () => {
  it('puts a 0–1 score on the 0–5 scale the screens show, to one decimal', () => {
    expect(scoreOutOfFive(0.84)).toBe(4.2);
    expect(scoreOutOfFive(1)).toBe(5);
    expect(scoreOutOfFive(0)).toBe(0);
  });
});
