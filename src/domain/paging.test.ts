import { normalisePaged, pageToSkipLimit, toPaged } from './paging';

describe('pageToSkipLimit', () => {
  it('converts page and pageSize to skip and limit', () => {
    expect(pageToSkipLimit(1, 20)).toEqual({ skip: 0, limit: 20 });
    expect(pageToSkipLimit(3, 25)).toEqual({ skip: 50, limit: 25 });
  });
  it('defaults to the first page of 20', () => {
    expect(pageToSkipLimit()).toEqual({ skip: 0, limit: 20 });
  });
  it('clamps nonsense pages to the first', () => {
    expect(pageToSkipLimit(0, 10)).toEqual({ skip: 0, limit: 10 });
  });
});

describe('toPaged', () => {
  it('describes a middle page', () => {
    expect(toPaged(['c', 'd'], 6, 2, 2)).toEqual({
      items: ['c', 'd'],
      total: 6,
      page: 2,
      pageSize: 2,
      totalPages: 3,
      hasMore: true,
      hasPrevious: true,
    });
  });
  it('describes the last page', () => {
    const last = toPaged(['e'], 5, 4, 2);
    expect(last).toMatchObject({ page: 3, totalPages: 3, hasMore: false, hasPrevious: true });
  });
  it('describes an empty list', () => {
    expect(toPaged([], 0, 0, 20)).toMatchObject({ total: 0, totalPages: 0, hasMore: false, hasPrevious: false });
  });
});

describe('normalisePaged', () => {
  it('accepts a bare array', () => {
    expect(normalisePaged([1, 2, 3])).toMatchObject({ items: [1, 2, 3], total: 3, page: 1, hasMore: false });
  });
  it('accepts an items object with its paging', () => {
    expect(normalisePaged({ items: [1], total: 3, page: 2, pageSize: 1 })).toMatchObject({
      items: [1],
      total: 3,
      page: 2,
      hasMore: true,
      hasPrevious: true,
    });
  });
  it('accepts a named array such as research_goals', () => {
    expect(normalisePaged({ research_goals: ['g'] }, ['research_goals'])).toMatchObject({ items: ['g'], total: 1 });
  });
  it('turns anything else into an empty page', () => {
    expect(normalisePaged(null)).toMatchObject({ items: [], total: 0 });
  });
});
