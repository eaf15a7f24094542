import { workspaceSectionFrom } from './nav-items';

describe('workspaceSectionFrom', () => {
  const id = 'w1';
  it.each([
    ['/workspaces/w1', '', ''],
    ['/workspaces/w1/', '', ''],
    ['/workspaces/w1', '#goals', 'goals'],
    ['/workspaces/w1', '#nonsense', ''],
    ['/workspaces/w1/analytics', '', 'analytics'],
    ['/workspaces/w1/ideas/i9', '', 'ideas'],
    ['/workspaces/w1/workflows/f1/edit', '', 'workflows'],
    ['/workspaces/w1/session/s1', '', null],
    ['/workspaces/w10', '', null],
    ['/dashboard', '', null],
  ])('%s%s -> %s', (pathname, hash, expected) => {
    expect(workspaceSectionFrom(pathname, hash, id)).toBe(expected);
  });
});
