import { matchCommands, paletteCommands } from './palette-commands';

const titles = (text: string, workspaceId?: string) =>
  matchCommands(paletteCommands(workspaceId), text).map((c) => c.title);

describe('palette commands', () => {
  it('finds a page by its name, best match first', () => {
    expect(titles('datasets')[0]).toBe('Go to Datasets');
    expect(titles('leader')[0]).toBe('Go to Leaderboards');
    expect(titles('dash')[0]).toBe('Go to Dashboard');
  });

  it('forgives letters left out, as a fuzzy match does', () => {
    expect(titles('expmts')).toContain('Go to Experiments');
    expect(titles('actvty lg')[0]).toBe('Open the activity log');
  });

  it('finds commands by the words people use for them', () => {
    expect(titles('dark')[0]).toBe('Switch between light and dark theme');
    expect(titles('log out')[0]).toBe('Sign out');
    expect(titles('create')).toEqual(expect.arrayContaining(['New workspace', 'New research goal']));
    expect(titles('chat')[0]).toBe('Open the research assistant');
  });

  it("offers the workspace's own sections, and a goal in it, only inside a workspace", () => {
    expect(titles('analytics')).toEqual([]);
    expect(titles('analytics', 'w1')).toEqual(['Go to Analytics in this workspace']);
    const goal = paletteCommands('w1').find((c) => c.id === 'new:goal');
    expect(goal?.target).toEqual({ href: '/workspaces/w1/create-goal' });
    expect(paletteCommands().find((c) => c.id === 'new:goal')?.target).toEqual({ href: '/workspaces/create-goal' });
  });

  it('lists every command for no text, and none for text nothing fits', () => {
    expect(titles('  ')).toHaveLength(paletteCommands().length);
    expect(titles('zebra')).toEqual([]);
    expect(titles('kelp')).toEqual([]);
  });
});
