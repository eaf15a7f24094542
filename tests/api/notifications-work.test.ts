import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { goals, sessions } from '../../server/db/schema/coscientist';
import { createOfflineCodingAgent } from '../../server/vibe/offline/offline-agent';
import type { CodingAgent } from '../../server/vibe/vibe-types';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { signIn, testConfig, testDatabase, uniqueEmail, type SignedIn } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { inbox, kindsOf } from '../support/api/notification-support';
import { call, createRun, createToken, makeExperiment } from '../support/api/run-support';
import { plainIdea, triggerVibe, waitForVibe } from '../support/api/vibe-support';

// The notifications work writes (issue 31, part 4; docs/architecture.md, "Notifications"): an
// e-mail invitation, the end of a session and of a coding session (to whoever started it), a run
// that finishes or crashes (to the other members, and to its changer when a token changed it), a
// teammate's conversion. A session whose goal is called "Broken…" fails at its first step, and a
// coding session of an idea called "Unplannable…" fails at its plan.

const offline = createOfflineCodingAgent();
const scripted: CodingAgent = {
  ...offline,
  async plan(brief, options) {
    if (brief.title.startsWith('Unplannable')) throw new Error('The model answered nonsense three times');
    return offline.plan(brief, options);
  },
};

let app: FastifyInstance;
let dataDir: string;
let ada: SignedIn, ben: SignedIn;

beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'labforge-notices-'));
  const database = await testDatabase();
  const goalTitleOf = async (sessionId: string) => {
    const [row] = await database.db
      .select({ title: goals.title })
      .from(sessions)
      .innerJoin(goals, eq(goals.id, sessions.goalId))
      .where(eq(sessions.id, sessionId));
    return row?.title ?? '';
  };
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    vibeAgent: scripted,
    engineHooks: {
      beforeStep: async (sessionId) => {
        if ((await goalTitleOf(sessionId)).startsWith('Broken')) throw new Error('the step broke');
      },
    },
  });
  await app.ready();
  ada = await signIn(app, undefined, 'Ada Lovelace');
  ben = await signIn(app, undefined, 'Ben Okafor');
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('invitations', () => {
  it('tells an existing account its e-mail invitation, and one who signs up later at their first sign-in, once', async () => {
    const workspaceId = (await call(app, ada, 'POST', '/v1/workspaces', { name: 'Reef lab' })).json().id;
    const carl = await signIn(app, uniqueEmail('carl'), 'Carl Existing');
    const invited = await call(app, ada, 'POST', `/v1/workspaces/${workspaceId}/invitations`, {
      email: carl.user.email,
      role: 'editor',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [notice] = (await inbox(app, carl)).items;
    expect(notice).toMatchObject({
      kind: 'invitation',
      title: "Invited you to workspace 'Reef lab' as an editor",
      actor: { id: ada.user.id, name: 'Ada Lovelace' },
      link: '/dashboard',
      objectType: 'invitation',
    });
    const later = uniqueEmail('dana');
    await call(app, ada, 'POST', `/v1/workspaces/${workspaceId}/invitations`, { email: later, role: 'viewer' });
    const dana = await signIn(app, later, 'Dana Later');
    expect(await kindsOf(app, dana)).toEqual([['invitation', "Invited you to workspace 'Reef lab' as a viewer"]]);
    const again = await signIn(app, later, 'Dana Later');
    expect((await inbox(app, again)).items).toHaveLength(1);
    expect(await kindsOf(app, ada)).toEqual([]);
  });
});

describe('sessions', () => {
  it('tells whoever started a session that it finished, and no other member', async () => {
    const ids = await createGoal(app, ada);
    await join(app, ada, ids.workspaceId, ben, 'editor');
    const before = (await inbox(app, ada)).total;
    const { id } = await startSession(app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
    expect((await waitForSession(app, ada, id, undefined, 60_000)).status).toBe('completed');
    const [newest] = (await inbox(app, ada)).items;
    expect((await inbox(app, ada)).total).toBe(before + 1);
    expect(newest).toMatchObject({
      kind: 'session_finished',
      actor: null,
      link: `/workspaces/${ids.workspaceId}/session/${id}`,
      objectId: id,
    });
    expect(newest.title).toMatch(/^Session on '.+' finished$/);
    expect(await kindsOf(app, ben)).toEqual([]);
  }, 60_000);

  it('tells whoever started a session that it failed', async () => {
    const workspaceId = (await call(app, ben, 'POST', '/v1/workspaces', { name: 'Fail lab' })).json().id;
    const goal = await call(app, ben, 'POST', `/v1/workspaces/${workspaceId}/goals`, {
      title: 'Broken goal',
      workspaceId,
    });
    const { id } = await startSession(
      app,
      ben,
      { workspaceId, goalId: goal.json().id },
      { numberOfIdeas: 2, rounds: 1 },
    );
    expect((await waitForSession(app, ben, id, undefined, 60_000)).status).toBe('failed');
    expect((await inbox(app, ben)).items[0]).toMatchObject({
      kind: 'session_failed',
      title: "Session on 'Broken goal' failed",
      objectId: id,
    });
  }, 60_000);
});

describe('coding sessions', () => {
  it('tells whoever started a coding session that it finished, or failed', async () => {
    const done = await plainIdea(app, ada, 'Nurse calls');
    const doneId = (await triggerVibe(app, ada, done.id)).json().julesSession.sessionId as string;
    const failing = await plainIdea(app, ada, 'Unplannable calls');
    const failingId = (await triggerVibe(app, ada, failing.id)).json().julesSession.sessionId as string;
    expect((await waitForVibe(app, ada, doneId)).status).toBe('completed');
    expect((await waitForVibe(app, ada, failingId)).status).toBe('failed');
    const items = (await inbox(app, ada)).items.filter((item) => item.objectType === 'vibe_session');
    expect(items.map((item) => [item.kind, item.title, item.objectId]).sort()).toEqual([
      ['coding_failed', "Coding session of 'Unplannable calls' failed", failingId],
      ['coding_finished', "Coding session of 'Nurse calls' finished", doneId],
    ]);
  }, 60_000);
});

describe('runs and conversions', () => {
  it('tells the other members of a finished or crashed run, its changer too through a token, and nobody of a kill', async () => {
    const made = await makeExperiment(app, ada, { workspace: 'Run lab' });
    const cara = await signIn(app, undefined, 'Cara Member');
    await join(app, ada, made.workspaceId, cara, 'editor');
    const [first, second, third] = [
      await createRun(app, cara, made.experimentId, { name: 'first' }),
      await createRun(app, cara, made.experimentId, { name: 'second' }),
      await createRun(app, cara, made.experimentId, { name: 'third' }),
    ];
    expect((await call(app, cara, 'PATCH', `/v1/runs/${first.id}`, { status: 'finished' })).statusCode).toBe(200);
    const token = await createToken(app, ada, { name: 'script', scopes: ['runs:write'] });
    expect((await call(app, token, 'PATCH', `/v1/runs/${second.id}`, { status: 'failed' })).statusCode).toBe(200);
    expect((await call(app, cara, 'PATCH', `/v1/runs/${third.id}`, { status: 'killed' })).statusCode).toBe(200);
    // makeExperiment's session may finish meanwhile and tell its starter: only runs are read here.
    const runsOf = async (who: SignedIn) => (await inbox(app, who)).items.filter((item) => item.objectType === 'run');
    const [crashed, finished] = await runsOf(ada);
    expect(finished).toMatchObject({
      kind: 'run_finished',
      title: "Run 'first' finished",
      actor: { id: cara.user.id, name: 'Cara Member' },
      link: `/workspaces/experiments/${made.experimentId}/runs/${first.id}`,
    });
    expect(crashed).toMatchObject({ kind: 'run_crashed', title: "Run 'second' crashed", actor: null });
    expect((await runsOf(cara)).map((item) => item.title)).toEqual(["Run 'second' crashed"]);
  });

  it('tells the converter’s teammates of a conversion, and not the converter', async () => {
    const cara = await signIn(app, undefined, 'Cara Converter');
    const dev = await signIn(app, undefined, 'Dev Teammate');
    const made = await makeExperiment(app, cara, { workspace: 'Convert lab' });
    await join(app, cara, made.workspaceId, dev, 'viewer');
    const idea = { title: 'Second idea', summary: 'More' };
    const ideaId = (await call(app, cara, 'POST', `/v1/ideas/create-for-goal/${made.goalId}`, idea)).json().id;
    for (const status of ['reviewed', 'selected'])
      await call(app, cara, 'PATCH', `/v1/ideas/${ideaId}/select`, { status });
    const converted = await call(app, cara, 'POST', '/v1/ideas/convert', { ideaIds: [ideaId] });
    const { experimentId } = converted.json().conversionResults[0];
    expect((await inbox(app, dev)).items).toEqual([
      expect.objectContaining({
        kind: 'conversion',
        title: expect.stringMatching(/^Converted idea 'Second idea' into experiment '.+'$/),
        actor: { id: cara.user.id, name: 'Cara Converter' },
        link: `/workspaces/experiments/${experimentId}`,
      }),
    ]);
    const conversions = (await inbox(app, cara)).items.filter((item) => item.kind === 'conversion');
    expect(conversions).toEqual([]);
  });
});
