import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns } from '../../server/db/schema/agent-runs';
import { createOfflineCodingAgent } from '../../server/vibe/offline/offline-agent';
import type { CodingAgent, WrittenFile } from '../../server/vibe/vibe-types';
import { signIn, type SignedIn } from '../support/api/harness';
import {
  git,
  plainIdea,
  repositoryOf,
  triggerVibe,
  vibeTestApp,
  waitForVibe,
  type VibeTestApp,
} from '../support/api/vibe-support';

// What a session does when its agent's work goes wrong: a check fails and the agent fixes it, a
// check fails and no fix comes (a draft pull request, the failure shown), the agent fails outright
// (retried, then the session fails with the reason), and a plan that names a path outside the
// repository (refused before anything is written). The agent is scripted by the idea's title.

const offline = createOfflineCodingAgent();
const BROKEN = 'def broken(:\n    pass\n';
const fixCalls: string[] = [];

const scripted: CodingAgent = {
  engine: offline.engine,
  async plan(brief, options) {
    if (brief.title.startsWith('Unplannable')) throw new Error('The model answered nonsense three times');
    const plan = await offline.plan(brief, options);
    if (!brief.title.startsWith('Escaping')) return plan;
    return { ...plan, files: [...plan.files, { path: '../outside.py', kind: 'code', purpose: 'escape' }] };
  },
  async writeFile(brief, plan, file, written, options) {
    const real = await offline.writeFile(brief, plan, file, written, options);
    const breaks = brief.title.startsWith('Broken') && file.path.endsWith('/report.py');
    return breaks ? { ...real, content: BROKEN } : real;
  },
  async fix(brief, plan, files, failed, options) {
    fixCalls.push(`${brief.title}: ${failed.map((c) => c.name).join(', ')}`);
    if (!brief.title.includes('fixable')) return [];
    const report = plan.files.find((f) => f.path.endsWith('/report.py'))!;
    const fixed: WrittenFile = await offline.writeFile(brief, plan, report, files, options);
    return [fixed];
  },
};

let t: VibeTestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await vibeTestApp({ vibeAgent: scripted });
  ada = await signIn(t.app);
});
afterAll(() => t?.close());

async function run(title: string) {
  const idea = await plainIdea(t.app, ada, title);
  const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId as string;
  return waitForVibe(t.app, ada, id);
}

describe('a coding session whose agent goes wrong', () => {
  it('commits the agent’s fix for a failed check and opens a ready pull request', async () => {
    const session = await run('Broken but fixable');
    expect(session.status).toBe('completed');
    const checks = session.activities.filter((a) => a.kind === 'checks').map((a) => a.message);
    expect(checks).toHaveLength(2);
    expect(checks[0]).toMatch(/Python compiles failed/);
    expect(checks[1]).toMatch(/Python compiles passed.*Tests passed/);
    const fix = session.activities.find((a) => a.kind === 'fix')!;
    expect(fix.message).toMatch(/^Fix the failed checks \(attempt 1\): src\/.*\/report\.py$/);
    expect(session.pullRequest).toMatchObject({ state: 'ready' });
    expect(session.pullRequest!.commits.at(-1)!.message).toBe(fix.message);
    expect(session.checks.every((c) => c.status === 'passed')).toBe(true);
  });

  it('keeps a check that still fails in a draft pull request, with its output', async () => {
    const session = await run('Broken for good');
    expect(session.status).toBe('completed');
    expect(fixCalls).toContain('Broken for good: Python compiles, Tests');
    const [compiles, tests] = session.checks;
    expect(compiles).toMatchObject({ name: 'Python compiles', status: 'failed' });
    expect(compiles.output).toMatch(/report\.py[\s\S]*SyntaxError/);
    expect(tests.status).toBe('failed');
    expect(session.activities.filter((a) => a.kind === 'fix').map((a) => a.message)).toEqual([
      'Offline engine offered no fix: the failed checks are left to a human',
    ]);
    expect(session.pullRequest).toMatchObject({ state: 'draft' });
    expect(session.pullRequest!.description).toMatch(/\| Python compiles \| failed \|/);
    expect(session.pullRequest!.description).toContain('Make the failing check pass: Python compiles');
    expect(session.pullRequest!.description).toContain('SyntaxError');
  });

  it('retries an agent that fails, then fails the session with the reason and records the run', async () => {
    const session = await run('Unplannable idea');
    expect(session).toMatchObject({ status: 'failed', error: 'The model answered nonsense three times' });
    const errors = session.activities.filter((a) => a.kind === 'error').map((a) => a.message);
    expect(errors).toEqual([
      'Try 1 failed: The model answered nonsense three times. Trying again.',
      'Try 2 failed: The model answered nonsense three times. Trying again.',
      'The model answered nonsense three times',
    ]);
    expect(session.activities.at(-1)).toMatchObject({ kind: 'status', message: 'Failed' });
    const runs = await t.db.select().from(agentRuns).where(eq(agentRuns.subjectId, session.id));
    expect(runs).toEqual([expect.objectContaining({ ok: false, error: 'The model answered nonsense three times' })]);
    const logs = await t.app.inject({ method: 'GET', url: '/v1/logs?limit=100', headers: ada.headers });
    expect(logs.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'idea.coding_session_failed', level: 'error', entityType: 'idea' }),
      ]),
    );
  }, 30_000);

  it('refuses a plan naming a path outside the repository before writing anything', async () => {
    const session = await run('Escaping plan');
    expect(session).toMatchObject({
      status: 'failed',
      error: 'The plan names a path a repository cannot hold: ../outside.py',
      files: [],
    });
    const repo = repositoryOf(t.dataDir, session.id);
    expect(await git(repo, 'log', '--format=%s', session.featureBranch)).toBe(`Add README.md: Escaping plan\n`);
  }, 30_000);
});
