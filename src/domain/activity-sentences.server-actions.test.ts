import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SENTENCE_ACTIONS } from './activity-sentences';

// Reads the server's sources for every action it writes to the activity log, so a new action
// without a sentence fails here instead of reading as a bare message in the drawer.

const SERVER = join(process.cwd(), 'server');
const sources = (readdirSync(SERVER, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(SERVER, file), 'utf8') }));

const ACTION_LITERAL = /'([a-z]+\.[a-z_]+)'/g;

function serverActions(): { actions: Set<string>; unexplained: string[] } {
  const actions = new Set<string>();
  const unexplained: string[] = [];
  for (const { file, text } of sources) {
    for (const line of text.split('\n').filter((l) => /\baction: /.test(l))) {
      for (const [, action] of line.matchAll(ACTION_LITERAL)) actions.add(action);
      // `run.${status}`: the statuses that end a run, from the map beside it.
      for (const [, prefix] of line.matchAll(/`([a-z]+)\.\$\{/g)) {
        const endings = /const ENDINGS = \{([^}]*)\}/.exec(text);
        if (!endings) unexplained.push(`${file}: ${line.trim()}`);
        else for (const [, key] of endings[1].matchAll(/(\w+):/g)) actions.add(`${prefix}.${key}`);
      }
    }
    // A step's action, looked up by its kind (server/engine/phases/phases.ts).
    const table = /export const ACTIONS: [^=]*= \{([^}]*)\}/.exec(text);
    if (table) for (const [, action] of table[1].matchAll(ACTION_LITERAL)) actions.add(action);
  }
  return { actions, unexplained };
}

describe('the server’s activity actions', () => {
  const { actions, unexplained } = serverActions();

  it('are all found (an action built some other way needs this test taught how)', () => {
    expect(unexplained).toEqual([]);
    // A floor, so a broken scan cannot pass by finding nothing.
    expect(actions.size).toBeGreaterThan(60);
    expect(actions).toContain('session.ideas_generated');
    expect(actions).toContain('run.killed');
  });

  it('each have a sentence of their own', () => {
    expect([...actions].filter((action) => !SENTENCE_ACTIONS.includes(action)).sort()).toEqual([]);
  });

  it('and no sentence is for an action the server no longer writes', () => {
    expect(SENTENCE_ACTIONS.filter((action) => !actions.has(action))).toEqual([]);
  });
});
