import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns } from '../../server/db/schema/agent-runs';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { errorOf, signIn, type SignedIn } from '../support/api/harness';
import {
  createStepGate,
  plainIdea,
  triggerVibe,
  vibeStatus,
  vibeTestApp,
  waitForVibe,
  type VibeTestApp,
} from '../support/api/vibe-support';

// Handing an idea to the coding agent and reading its session: the trigger, the status in the
// spec's shape, a second trigger while one runs, the list, and what bad input answers.

// Sessions of ideas titled "Held …" wait before their plan until the gate opens.
const gate = createStepGate((step) => step === 'plan');
let t: VibeTestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await vibeTestApp({ vibeHooks: gate.hooks });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(async () => {
  gate.open();
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /v1/ideas/{id}/vibe and GET …/vibe/status', () => {
  it('answers the new session, queued, in the spec’s shape; a second trigger while it runs answers the same one', async () => {
    const idea = await plainIdea(t.app, ada, 'Held: nurse-led follow-up calls');
    const first = await triggerVibe(t.app, ada, idea.id, { customInstructions: 'Keep it small.' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      ideaId: idea.id,
      julesSession: {
        sessionId: expect.stringMatching(UUID),
        sessionName: expect.stringMatching(/^vibe\/held-nurse-led-follow-up-calls-[0-9a-f]{4}$/),
        title: idea.title,
        status: 'queued',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      activitiesCount: 1,
      prFiles: [],
      session: expect.objectContaining({
        id: body.julesSession.sessionId,
        status: 'queued',
        engine: { kind: 'offline', label: 'Offline engine' },
        language: 'python',
        customInstructions: 'Keep it small.',
        baseBranch: 'main',
        featureBranch: body.julesSession.sessionName,
        pullRequest: null,
        remote: { configured: false, pushed: false, url: null, error: null },
      }),
    });
    const id = body.julesSession.sessionId;
    await gate.reached(id);
    // Two at once and one after: all meet the running session.
    const again = await Promise.all([
      triggerVibe(t.app, ada, idea.id),
      triggerVibe(t.app, ada, idea.id, { customInstructions: 'Something else' }),
    ]);
    for (const response of again) expect(response.json().julesSession.sessionId).toBe(id);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/vibe-sessions?ideaId=${idea.id}`,
      headers: ada.headers,
    });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id }] });

    gate.open();
    const done = await waitForVibe(t.app, ada, id);
    expect(done.status).toBe('completed');
    const status = (await vibeStatus(t.app, ada, idea.id)).json();
    expect(status.julesSession).toMatchObject({ sessionId: id, status: 'completed' });
    expect(status.activitiesCount).toBe(done.activities.length);
    expect(status.prFiles).toEqual(done.files.map((f) => f.path));
    expect(status.prFiles).toEqual(expect.arrayContaining(['PLAN.md', 'README.md', 'requirements.txt']));
    expect(status.session.pullRequest).toMatchObject({ state: 'ready', url: null });

    // Finished: a new trigger starts a new session, and the status follows it.
    const next = (await triggerVibe(t.app, ada, idea.id)).json();
    expect(next.julesSession.sessionId).not.toBe(id);
    expect((await vibeStatus(t.app, ada, idea.id)).json().julesSession.sessionId).toBe(next.julesSession.sessionId);
    await waitForVibe(t.app, ada, next.julesSession.sessionId);
    // Two whole sessions, each running its checks in Python: a hang guard for a busy machine.
  }, 90_000);

  it('starts one session when triggers race on an idea with none', async () => {
    const idea = await plainIdea(t.app, ada, 'Raced idea');
    const answers = await Promise.all([1, 2, 3, 4].map(() => triggerVibe(t.app, ada, idea.id)));
    const ids = new Set(answers.map((response) => response.json().julesSession.sessionId));
    expect(ids.size).toBe(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/vibe-sessions?ideaId=${idea.id}`,
      headers: ada.headers,
    });
    expect(listed.json().total).toBe(1);
    await waitForVibe(t.app, ada, [...ids][0]);
  });

  it('answers 404 for an unknown idea, another user’s idea, and an idea never sent', async () => {
    const idea = await plainIdea(t.app, ada);
    const unknown = randomUUID();
    for (const response of [
      await triggerVibe(t.app, ada, unknown),
      await vibeStatus(t.app, ada, unknown),
      await triggerVibe(t.app, bob, idea.id),
      await vibeStatus(t.app, bob, idea.id),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(errorOf('Idea not found', 'not_found'));
    }
    const never = await vibeStatus(t.app, ada, idea.id);
    expect([never.statusCode, never.json()]).toEqual([404, errorOf(VIBE_MESSAGES.noSession, 'not_found')]);
    const sessions = await t.app.inject({
      method: 'GET',
      url: `/v1/vibe-sessions?ideaId=${idea.id}`,
      headers: bob.headers,
    });
    expect(sessions.json().total).toBe(0);
  });

  it('refuses an id that is not a UUID, and instructions over 10,000 characters', async () => {
    for (const response of [await triggerVibe(t.app, ada, 'not-a-uuid'), await vibeStatus(t.app, ada, '12345')]) {
      expect([response.statusCode, response.json()]).toEqual([
        400,
        errorOf('Invalid idea ID format (UUID expected)', 'validation_error'),
      ]);
    }
    const idea = await plainIdea(t.app, ada);
    const long = await triggerVibe(t.app, ada, idea.id, { customInstructions: 'x'.repeat(10_001) });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      errorOf('customInstructions: must be at most 10000 characters', 'validation_error'),
    ]);
    const unknownField = await triggerVibe(t.app, ada, idea.id, { instructions: 'typo' });
    expect(unknownField.statusCode).toBe(400);
    expect((await vibeStatus(t.app, ada, idea.id)).statusCode).toBe(404);
  });
});

describe('GET /v1/vibe-sessions and /v1/vibe-sessions/{id}', () => {
  it('lists the caller’s sessions newest first, paged and filtered, and reads one', async () => {
    const carol = await signIn(t.app);
    const ideas = [await plainIdea(t.app, carol, 'First idea'), await plainIdea(t.app, carol, 'Second idea')];
    const ids: string[] = [];
    for (const idea of ideas) ids.push((await triggerVibe(t.app, carol, idea.id)).json().julesSession.sessionId);
    await Promise.all(ids.map((id) => waitForVibe(t.app, carol, id)));
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: carol.headers }).then((r) => r.json());
    expect(await page('/v1/vibe-sessions?pageSize=1')).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      totalPages: 2,
      hasMore: true,
      items: [{ id: ids[1], ideaTitle: 'Second idea' }],
    });
    expect((await page('/v1/vibe-sessions?page=2&pageSize=1')).items.map((s: { id: string }) => s.id)).toEqual([
      ids[0],
    ]);
    expect((await page(`/v1/vibe-sessions?ideaId=${ideas[0].id}`)).items.map((s: { id: string }) => s.id)).toEqual([
      ids[0],
    ]);
    expect((await page('/v1/vibe-sessions?status=completed')).total).toBe(2);
    expect((await page('/v1/vibe-sessions?status=failed')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/vibe-sessions?status=done', headers: carol.headers });
    expect(bad.statusCode).toBe(400);

    const one = await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${ids[0]}`, headers: carol.headers });
    expect(one.json()).toMatchObject({ id: ids[0], ideaId: ideas[0].id, status: 'completed' });
    for (const response of [
      await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${ids[0]}`, headers: bob.headers }),
      await t.app.inject({ method: 'GET', url: `/v1/vibe-sessions/${randomUUID()}`, headers: carol.headers }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([
        404,
        errorOf(VIBE_MESSAGES.sessionNotFound, 'not_found'),
      ]);
    }
  });

  it('records the trigger in the activity log and the agent’s run for the gallery', async () => {
    const dave = await signIn(t.app);
    const idea = await plainIdea(t.app, dave, 'Logged idea');
    const id = (await triggerVibe(t.app, dave, idea.id)).json().julesSession.sessionId;
    await waitForVibe(t.app, dave, id);
    const logs = await t.app.inject({ method: 'GET', url: '/v1/logs?limit=100', headers: dave.headers });
    const actions = logs.json().items.map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['idea.coding_session_started', 'idea.coding_session_completed']));
    const runs = await t.db.select().from(agentRuns).where(eq(agentRuns.subjectId, id));
    expect(runs).toEqual([
      expect.objectContaining({
        agent: 'coding-agent',
        ok: true,
        subjectKind: 'vibe_session',
        subjectLabel: 'Logged idea',
      }),
    ]);
  });
});
