import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSteps } from '../../server/db/schema/coscientist';
import { completedSessionIdeas } from '../support/api/conversion-support';
import { GOAL } from '../support/api/engine-support';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { AGENT_IDS, agentOf, agentsOf, STEP_AGENTS, type AgentRunBody } from '../support/api/agents-support';

// The agents gallery on the offline engine (docs/product.md, "Agents"): every agent with its
// model and the caller's usage measured from stored runs, one agent with its prompts and recent
// runs, and the runs a session, a dataset suggestion and an assistant answer record.

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
let session: Awaited<ReturnType<typeof completedSessionIdeas>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ASSISTANT_OFFLINE_WORD_MS: '0' } });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
  session = await completedSessionIdeas(t.app, ada, 4);
}, 90_000);
afterAll(() => t.close());

describe('GET /v1/agents', () => {
  it('lists every agent in the catalogue’s order, each on the offline engine, with no usage for a new user', async () => {
    const items = await agentsOf(t.app, bob);
    expect(items.map((a) => a.id)).toEqual(AGENT_IDS);
    for (const agent of items) {
      expect(agent).toEqual({
        id: agent.id,
        name: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        model: { kind: 'offline', label: 'Offline engine' },
        usage: { runs: 0, calls: 0, tokens: 0, failures: 0, averageLatencyMs: null, lastRunAt: null },
      });
    }
  });

  it('counts a completed offline session’s steps as runs of the agents that did them', async () => {
    const steps = await t.db.select().from(sessionSteps).where(eq(sessionSteps.sessionId, session.sessionId));
    const expected = new Map<string, number>();
    for (const { step } of steps) expected.set(STEP_AGENTS(step), (expected.get(STEP_AGENTS(step)) ?? 0) + 1);
    expect(Object.fromEntries(expected)).toEqual({
      supervisor: 2,
      generation: 1,
      reflection: 1,
      proximity: 1,
      ranking: 2,
      'meta-review': 1,
    });
    for (const agent of await agentsOf(t.app, ada)) {
      const runs = expected.get(agent.id) ?? 0;
      expect(agent.usage, agent.id).toEqual({
        runs,
        // Offline agents make no model calls and spend no tokens.
        calls: 0,
        tokens: 0,
        failures: 0,
        averageLatencyMs: runs ? expect.any(Number) : null,
        lastRunAt: runs ? expect.stringMatching(/^\d{4}-\d\d-\d\dT/) : null,
      });
    }
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/agents' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /v1/agents/{agentId}', () => {
  it('answers the agent with its responsibilities, prompts and the caller’s runs, newest first, linking to the session', async () => {
    const ranking = await agentOf(t.app, ada, 'ranking');
    expect(ranking).toMatchObject({ id: 'ranking', model: { kind: 'offline', label: 'Offline engine' } });
    expect(ranking.usage.runs).toBe(2);
    expect(ranking.responsibilities.length).toBeGreaterThan(0);
    expect(ranking.prompts.map((p) => p.name)).toEqual(['Single comparison', 'Debate']);
    expect(ranking.prompts[1].template).toContain('TASK: compare');
    expect(ranking.prompts[1].template).toContain('Research goal: {goal title}');
    expect(ranking.prompts[1].template).toContain('Write a debate of {turns} turns');
    expect(ranking.recentRuns).toHaveLength(2);
    const [newest, older] = ranking.recentRuns;
    expect(Date.parse(newest.startedAt)).toBeGreaterThanOrEqual(Date.parse(older.startedAt));
    for (const run of ranking.recentRuns) {
      expect(run).toEqual({
        id: expect.any(String),
        startedAt: expect.any(String),
        durationMs: expect.any(Number),
        calls: 0,
        tokens: 0,
        ok: true,
        error: null,
        subject: {
          kind: 'session',
          id: session.sessionId,
          label: GOAL.title,
          sessionId: null,
          workspaceId: session.workspaceId,
          ideaId: null,
        },
      });
    }
  });

  it('answers every agent of the list, each with its prompts rendered from the code that sends them', async () => {
    const prompts = new Map<string, string[]>();
    for (const id of AGENT_IDS) {
      const agent = await agentOf(t.app, ada, id);
      expect(agent.id).toBe(id);
      for (const prompt of agent.prompts) expect(prompt.template, `${id}: ${prompt.name}`).toMatch(/\S/);
      prompts.set(
        id,
        agent.prompts.map((p) => p.template),
      );
    }
    expect(prompts.get('supervisor')!.join()).toContain('TASK: plan');
    expect(prompts.get('generation')).toHaveLength(4);
    expect(prompts.get('evolution')).toHaveLength(5);
    expect(prompts.get('proximity')).toEqual([]);
    expect(prompts.get('dataset-matcher')!.join()).toContain('TASK: suggest datasets for a research idea.');
    expect(prompts.get('research-assistant')!.join()).toContain("You are Maxwell, Labforge's research assistant.");
    expect(prompts.get('coding-agent')!.join()).toContain('TASK: plan');
    // No placeholder number leaks through as a number.
    expect([...prompts.values()].flat().join()).not.toMatch(/\b70\d\d\b/);
  });

  it('shows another user none of Ada’s runs', async () => {
    const ranking = await agentOf(t.app, bob, 'ranking');
    expect(ranking.usage).toMatchObject({ runs: 0, failures: 0, lastRunAt: null });
    expect(ranking.recentRuns).toEqual([]);
  });

  it.each(['nobody', 'Supervisor', '00000000-0000-4000-8000-000000000000'])('answers 404 for %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/agents/${id}`, headers: ada.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Agent not found', 'not_found'));
  });
});

describe('runs recorded outside the Co-Scientist', () => {
  it('records a dataset-matcher run per suggestion request, about its first idea', async () => {
    const [first, second] = session.ideas;
    const before = (await agentOf(t.app, ada, 'dataset-matcher')).usage.runs;
    const suggested = await t.app.inject({
      method: 'POST',
      url: '/v1/ideas/suggest-datasets',
      headers: ada.headers,
      payload: { ideaIds: [first.id, second.id] },
    });
    expect(suggested.statusCode, suggested.body).toBe(200);
    const matcher = await agentOf(t.app, ada, 'dataset-matcher');
    expect(matcher.usage).toMatchObject({ runs: before + 1, calls: 0, tokens: 0, failures: 0 });
    expect(matcher.recentRuns[0]).toMatchObject<Partial<AgentRunBody>>({
      ok: true,
      subject: {
        kind: 'idea',
        id: first.id,
        label: `${first.title} (and 1 more)`,
        sessionId: session.sessionId,
        workspaceId: session.workspaceId,
        ideaId: null,
      },
    });
  });

  it('records no run for a request refused before any idea was found', async () => {
    const before = (await agentOf(t.app, bob, 'dataset-matcher')).usage.runs;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/ideas/suggest-datasets',
      headers: bob.headers,
      payload: { ideaIds: [session.ideas[0].id] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await agentOf(t.app, bob, 'dataset-matcher')).usage.runs).toBe(before);
    expect((await agentOf(t.app, ada, 'dataset-matcher')).recentRuns.every((r) => r.ok)).toBe(true);
  });

  it('records a research-assistant run per answer, about its conversation', async () => {
    const { sessionId } = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/maxwell/sessions',
        headers: ada.headers,
        payload: { workspaceId: session.workspaceId },
      })
    ).json();
    const query = 'Which idea is most feasible?';
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${sessionId}/stream`,
      headers: ada.headers,
      payload: { query },
    });
    expect(answered.statusCode).toBe(200);
    const assistant = await agentOf(t.app, ada, 'research-assistant');
    expect(assistant.usage).toMatchObject({ runs: 1, calls: 0, tokens: 0, failures: 0 });
    expect(assistant.recentRuns[0]).toMatchObject<Partial<AgentRunBody>>({
      ok: true,
      error: null,
      subject: {
        kind: 'assistant_session',
        id: sessionId,
        label: query,
        sessionId: null,
        workspaceId: session.workspaceId,
        ideaId: null,
      },
    });
  });
});
