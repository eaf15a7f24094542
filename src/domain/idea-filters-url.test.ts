import { describe, expect, it } from 'vitest';
import { DEFAULT_IDEA_FILTERS, type IdeaFilters } from './idea-filters';
import { readIdeaFilters, writeIdeaFilters } from './idea-filters-url';

describe('the ideas list’s filters in the URL', () => {
  it('writes only what differs from the defaults, and reads it back the same', () => {
    const filters: IdeaFilters = {
      ...DEFAULT_IDEA_FILTERS,
      search: 'soil carbon',
      statuses: ['selected', 'reviewed'],
      eloRange: [1200, 1600],
      feasibilityRange: [2.5, 5],
      dateFrom: '2026-11-01',
      sortBy: 'noveltyScore',
      sortOrder: 'desc',
    };
    const params = writeIdeaFilters(new URLSearchParams('session=abc'), filters);
    expect(params.toString()).toBe(
      'session=abc&q=soil+carbon&status=selected%2Creviewed&elo=1200-1600&feasibility=2.5-5&from=2026-11-01&sort=noveltyScore&order=desc',
    );
    expect(readIdeaFilters(params)).toEqual(filters);
    expect(writeIdeaFilters(params, DEFAULT_IDEA_FILTERS).toString()).toBe('session=abc');
  });

  it('falls back to the default for anything a hand-edited link gets wrong', () => {
    const read = readIdeaFilters(
      new URLSearchParams('status=selected,nope,selected&elo=9000-1&novelty=a-b&from=yesterday&sort=drop&order=up'),
    );
    expect(read).toEqual({ ...DEFAULT_IDEA_FILTERS, statuses: ['selected'] });
  });
});
