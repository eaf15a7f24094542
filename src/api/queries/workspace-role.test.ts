import { carriedRole } from './workspace-role';

// The role an answer carries (decision 013, §3): read when it is one of the three, else unknown,
// and then the page asks the workspace.
describe('carriedRole', () => {
  it.each(['owner', 'editor', 'viewer'] as const)('reads %s from an answer that carries it', (role) => {
    expect(carriedRole({ id: 'x', role })).toBe(role);
  });

  it.each([
    ['no answer yet', undefined],
    ['an answer without a role', { id: 'x' }],
    ['a word that is no role', { role: 'admin' }],
  ])('knows nothing from %s', (_what, answer) => {
    expect(carriedRole(answer)).toBeUndefined();
  });
});
