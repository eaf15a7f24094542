import {
  activeFilterCount,
  applyIdeaFilters,
  DEFAULT_IDEA_FILTERS,
  ideaRanks,
  type FilterableIdea,
  type IdeaFilters,
} from './idea-filters';

const idea = (n: number, overrides: Partial<FilterableIdea> = {}): FilterableIdea => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Idea ${n}`,
  summary: `Summary ${n}`,
  status: 'generated',
  eloRating: 1200,
  noveltyScore: 0.5,
  correctnessScore: 0.5,
  feasibilityScore: 0.5,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const ideas = [
  idea(1, {
    title: 'Soil microbes and drought',
    eloRating: 1300,
    status: 'reviewed',
    noveltyScore: 0.9,
    createdAt: '2026-11-18T10:00:00.000Z',
  }),
  idea(2, { summary: 'CRISPR screen of SOIL fungi', eloRating: 1500, status: 'selected', correctnessScore: 0.2 }),
  idea(3, { eloRating: 1100, feasibilityScore: 0.95, createdAt: '2026-11-22T10:00:00.000Z' }),
  idea(4, { eloRating: 1500, status: 'archived', createdAt: '2026-11-19T10:00:00.000Z' }),
];

const filtered = (patch: Partial<IdeaFilters>) =>
  applyIdeaFilters(ideas, { ...DEFAULT_IDEA_FILTERS, ...patch }).map((i) => i.title);

describe('applyIdeaFilters', () => {
  it('defaults keep every idea, rank 1 (highest Elo, older first on a tie) first', () => {
    expect(filtered({})).toEqual(['Idea 4', 'Idea 2', 'Soil microbes and drought', 'Idea 3']);
    expect([...ideaRanks(ideas).values()]).toEqual([3, 2, 4, 1]);
  });

  it('search matches title and summary, ignoring case', () => {
    expect(filtered({ search: '  soil ' })).toEqual(['Idea 2', 'Soil microbes and drought']);
    expect(filtered({ search: 'nothing like it' })).toEqual([]);
  });

  it('status list keeps only the statuses ticked', () => {
    expect(filtered({ statuses: ['reviewed', 'archived'] })).toEqual(['Idea 4', 'Soil microbes and drought']);
  });

  it('Elo range is inclusive', () => {
    expect(filtered({ eloRange: [1200, 1300] })).toEqual(['Soil microbes and drought']);
    expect(filtered({ eloRange: [1500, 5000] })).toEqual(['Idea 4', 'Idea 2']);
  });

  it('ranges compare the figures as shown: Elo to the unit, scores out of 5 to one decimal', () => {
    const fractional = [
      idea(5, { eloRating: 1247.6, noveltyScore: 0.699 }),
      idea(6, { eloRating: 1247.4, noveltyScore: 0.689 }),
    ];
    const kept = (patch: Partial<IdeaFilters>) =>
      applyIdeaFilters(fractional, { ...DEFAULT_IDEA_FILTERS, ...patch }).map((i) => i.title);
    // Shown as 'Elo 1248' and 'Elo 1247'; novelty as '3.5 / 5' and '3.4 / 5'.
    expect(kept({ eloRange: [1248, 5000] })).toEqual(['Idea 5']);
    expect(kept({ eloRange: [0, 1247] })).toEqual(['Idea 6']);
    expect(kept({ noveltyRange: [3.5, 5] })).toEqual(['Idea 5']);
    expect(kept({ noveltyRange: [0, 3.4] })).toEqual(['Idea 6']);
  });

  it('score ranges read the 0..1 scores on a 0..5 scale', () => {
    expect(filtered({ noveltyRange: [4, 5] })).toEqual(['Soil microbes and drought']);
    expect(filtered({ correctnessRange: [0, 1] })).toEqual(['Idea 2']);
    expect(filtered({ feasibilityRange: [4.5, 5] })).toEqual(['Idea 3']);
  });

  it('date range covers whole local days', () => {
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(filtered({ dateFrom: day('2026-11-20T12:00:00.000Z') })).toEqual(['Idea 2', 'Idea 3']);
    expect(filtered({ dateTo: day('2026-11-19T10:00:00.000Z') })).toEqual(['Idea 4', 'Soil microbes and drought']);
  });

  it('sorts by any field either way, rank breaking ties', () => {
    expect(filtered({ sortBy: 'ranking', sortOrder: 'desc' })).toEqual([
      'Idea 3',
      'Soil microbes and drought',
      'Idea 2',
      'Idea 4',
    ]);
    expect(filtered({ sortBy: 'createdAt', sortOrder: 'desc' })[0]).toBe('Idea 3');
    expect(filtered({ sortBy: 'title' })).toEqual(['Idea 2', 'Idea 3', 'Idea 4', 'Soil microbes and drought']);
    expect(filtered({ sortBy: 'overallScore', sortOrder: 'desc' })).toEqual([
      'Idea 3',
      'Soil microbes and drought',
      'Idea 4',
      'Idea 2',
    ]);
  });

  it('sorts by your rating apart from Elo, unrated ideas last in either order', () => {
    const rated = [
      idea(1, { title: 'Top by Elo', eloRating: 1600, userRatingElo: 1500 }),
      idea(2, { title: 'Unrated', eloRating: 1400, userRatingElo: null }),
      idea(3, { title: 'Loved', eloRating: 1100, userRatingElo: 3000 }),
    ];
    const by = (sortOrder: 'asc' | 'desc') =>
      applyIdeaFilters(rated, { ...DEFAULT_IDEA_FILTERS, sortBy: 'userRating', sortOrder }).map((i) => i.title);
    expect(by('desc')).toEqual(['Loved', 'Top by Elo', 'Unrated']);
    expect(by('asc')).toEqual(['Top by Elo', 'Loved', 'Unrated']);
    expect(ideaRanks(rated).get(rated[2]!.id)).toBe(3);
  });

  it('does not reorder its input and returns the same objects', () => {
    const before = ideas.map((i) => i.id);
    const [first] = applyIdeaFilters(ideas, DEFAULT_IDEA_FILTERS);
    expect(ideas.map((i) => i.id)).toEqual(before);
    expect(first).toBe(ideas[3]);
  });

  it('filters 10,000 ideas combining every filter', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      idea(i, {
        eloRating: 1000 + (i % 1000),
        status: i % 2 ? 'reviewed' : 'generated',
        title: i % 10 === 0 ? `Protein folding ${i}` : `Idea ${i}`,
      }),
    );
    const result = applyIdeaFilters(many, {
      ...DEFAULT_IDEA_FILTERS,
      search: 'protein',
      statuses: ['generated'],
      eloRange: [1500, 1999],
    });
    expect(result).toHaveLength(500);
    expect(result.every((i) => i.title.startsWith('Protein') && i.eloRating >= 1500)).toBe(true);
    expect(result[0].eloRating).toBe(1990);
  });
});

describe('activeFilterCount', () => {
  it('counts filters away from their defaults, not sorting', () => {
    expect(activeFilterCount(DEFAULT_IDEA_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_IDEA_FILTERS,
        search: 'x',
        eloRange: [0, 4000],
        dateTo: '2026-01-01',
        sortOrder: 'desc',
      }),
    ).toBe(3);
  });
});
