import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { errorOf, signIn, type SignedIn } from '../support/api/harness';
import {
  createStepGate,
  git,
  plainIdea,
  repositoryOf,
  triggerVibe,
  vibeTestApp,
  waitForVibe,
  type VibeTestApp,
} from '../support/api/vibe-support';

// Cancelling a coding session: a queued one never runs, a running one stops at its next step and
// keeps what it committed, a finished one cannot be cancelled, and only its owner may.

const gate = createStepGate((step) => step.endsWith('/main.py'));
const apps: VibeTestApp[] = [];
afterAll(async () => {
  gate.open();
  for (const app of apps) await app.close();
});

const cancel = (t: VibeTestApp, who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: `/v1/vibe-sessions/${id}/cancel`, headers: who.headers });

describe('POST /v1/vibe-sessions/{id}/cancel', () => {
  let t: VibeTestApp;
  let ada: SignedIn;

  it('cancels a queued session, which then never runs', async () => {
    // A web instance only: the session stays queued until a worker appears.
    const web = await vibeTestApp({ startWorkers: false });
    apps.push(web);
    ada = await signIn(web.app);
    const idea = await plainIdea(web.app, ada, 'Cancelled while queued');
    const id = (await triggerVibe(web.app, ada, idea.id)).json().julesSession.sessionId;
    const response = await cancel(web, ada, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'cancelled', finishedAt: expect.any(String), error: null });
    expect(response.json().activities.at(-1)).toMatchObject({ kind: 'status', message: 'Cancelled by the user' });

    // A worker arrives: the job finds its session cancelled and leaves it be.
    t = await vibeTestApp({ vibeHooks: gate.hooks, dataDir: web.dataDir });
    apps.push(t);
    const later = await plainIdea(t.app, ada, 'Runs after the cancelled one');
    const next = (await triggerVibe(t.app, ada, later.id)).json().julesSession.sessionId;
    await gate.reached(next);
    const still = await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${id}`, headers: ada.headers });
    expect(still.json()).toMatchObject({ status: 'cancelled', startedAt: null, files: [] });
    expect(existsSync(repositoryOf(t.dataDir, id))).toBe(false);
    await cancel(t, ada, next);
  });

  it('stops a running session at its next step; what it committed stays', async () => {
    const idea = await plainIdea(t.app, ada, 'Cancelled while coding');
    const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
    await gate.reached(id);
    const response = await cancel(t, ada, id);
    expect(response.json()).toMatchObject({ status: 'cancelled' });
    await gate.stopped(id);

    const session = await waitForVibe(t.app, ada, id);
    expect(session.status).toBe('cancelled');
    expect(session.activities.some((a) => a.path?.endsWith('/main.py'))).toBe(false);
    expect(session.activities.filter((a) => a.kind === 'status').map((a) => a.message)).toEqual([
      'Queued',
      'Planning the project',
      'Writing the files',
      'Cancelled by the user',
    ]);
    const repo = repositoryOf(t.dataDir, id);
    const branch = session.featureBranch;
    const committed = (await git(repo, 'ls-tree', '-r', '--name-only', branch)).split('\n').filter(Boolean);
    expect(committed).toEqual(expect.arrayContaining(['PLAN.md', 'requirements.txt']));
    expect(committed.some((path) => path.endsWith('/main.py'))).toBe(false);
    expect(session.files.map((f) => f.path).sort()).toEqual(
      (await git(repo, 'diff', '--name-only', `main..${branch}`)).split('\n').filter(Boolean).sort(),
    );
    await git(repo, 'fsck', '--strict');
    const logs = await t.app.inject({ method: 'GET', url: '/v1/logs?limit=100', headers: ada.headers });
    expect(logs.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'idea.coding_session_cancelled', entityId: idea.id })]),
    );
  });

  it('refuses a finished session with 409, and another user’s or an unknown one with 404', async () => {
    const idea = await plainIdea(t.app, ada, 'Finished before the cancel');
    gate.open();
    const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
    expect((await waitForVibe(t.app, ada, id)).status).toBe('completed');
    const late = await cancel(t, ada, id);
    expect([late.statusCode, late.json()]).toEqual([409, errorOf(VIBE_MESSAGES.finished, 'conflict')]);

    const bob = await signIn(t.app);
    for (const response of [await cancel(t, bob, id), await cancel(t, ada, randomUUID())]) {
      expect([response.statusCode, response.json()]).toEqual([
        404,
        errorOf(VIBE_MESSAGES.sessionNotFound, 'not_found'),
      ]);
    }
    const again = await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${id}`, headers: ada.headers });
    expect(again.json().status).toBe('completed');
  });
});
