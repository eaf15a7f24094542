import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { assistantEvents } from '../../server/db/schema/assistant';
import { sessions } from '../../server/db/schema/coscientist';
import { ideas } from '../../server/db/schema/ideas';
import { assistantTestApp, parseFrames, seqOf, contentOf, type Frame } from '../support/api/assistant-support';
import { errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// The stream of one answer, read whole (inject): what events come, in what order, with what ids,
// and what the offline engine grounds them in. Interrupted streams are in assistant-replay.

let t: TestApp;
beforeAll(async () => {
  t = await assistantTestApp();
});
afterAll(() => t.close());

const newSession = async (who: SignedIn, body: object) =>
  (await t.app.inject({ method: 'POST', url: '/v1/maxwell/sessions', headers: who.headers, payload: body })).json()
    .sessionId as string;
const workspaceOf = async (who: SignedIn, name: string, description = '') =>
  (
    await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: who.headers, payload: { name, description } })
  ).json().id as string;
const stream = async (who: SignedIn, sessionId: string, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/maxwell/sessions/${sessionId}/stream`,
    headers: who.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, frames: parseFrames(response.body).filter((f) => f.event) };
};
const history = async (who: SignedIn, sessionId: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/maxwell/sessions/${sessionId}/history`, headers: who.headers })).json()
    .messages;
const types = (frames: Frame[]) =>
  frames.map((f) => f.event).filter((e, i, all) => e !== 'content' || all[i - 1] !== 'content');

describe('a streamed answer', () => {
  it('sends status, word deltas, final_response (the whole text) and completed, with increasing ids', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { workspaceId: await workspaceOf(ada, 'Drylands', 'Soil and water') });
    const { response, frames } = await stream(ada, sessionId, { query: 'What is in this workspace?' });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(types(frames)).toEqual(['status', 'status', 'content', 'final_response', 'completed']);

    const queryId = frames[0].data!.queryId;
    expect(frames.map((f) => f.id)).toEqual(frames.map((_, i) => `${queryId}:${i + 1}`));
    for (const frame of frames) {
      expect(frame.data).toEqual({
        eventType: frame.event,
        data: expect.any(Object),
        sessionId,
        queryId,
        timestamp: expect.any(String),
      });
    }
    expect(frames[0].data!.data).toEqual({ status: 'thinking', message: 'Reading your workspace' });
    const deltas = frames.filter((f) => f.event === 'content').map((f) => f.data!.data.content as string);
    expect(deltas.length).toBeGreaterThan(20);
    for (const delta of deltas) expect(delta).toMatch(/^\S+\s*$/);
    const final = frames.find((f) => f.event === 'final_response')!.data!.data.response as string;
    expect(final).toBe(contentOf(frames));
    expect(final).toContain('Offline engine');
    expect(final).toContain(`[Drylands](/workspaces/`);

    const [message] = await history(ada, sessionId);
    expect(message).toMatchObject({
      id: queryId,
      query: 'What is in this workspace?',
      response: final,
      status: 'completed',
      metadata: { engine: 'offline' },
    });
    const stored = await t.db
      .select()
      .from(assistantEvents)
      .where(eq(assistantEvents.queryId, queryId))
      .orderBy(asc(assistantEvents.seq));
    expect(stored.map((e) => [e.seq, e.eventType, e.data])).toEqual(
      frames.map((f) => [seqOf(f), f.event, f.data!.data]),
    );
  });

  it('grounds the answer in the workspace: goals, sessions and the best ideas by Elo, with links', async () => {
    const ada = await signIn(t.app);
    const wid = await workspaceOf(ada, 'Drylands');
    const goal = (
      await t.app.inject({
        method: 'POST',
        url: `/v1/workspaces/${wid}/goals`,
        headers: ada.headers,
        payload: { title: 'Drought-tolerant soil microbes' },
      })
    ).json();
    const [session] = await t.db
      .insert(sessions)
      .values({ goalId: goal.id, workspaceId: wid, userId: ada.user.id, engine: 'offline', status: 'completed' })
      .returning();
    const idea = (title: string, eloRating: number) => ({
      sessionId: session.id,
      userId: ada.user.id,
      title,
      engine: 'offline' as const,
      strategy: 'literature',
      eloRating,
    });
    const [best, second] = await t.db
      .insert(ideas)
      .values([idea('Microbial drought priming', 1420), idea('Root exudate mapping', 1310)])
      .returning();
    const sessionId = await newSession(ada, { workspaceId: wid });
    // A question that is none of the intents (those are in assistant-intents.test.ts).
    const { frames } = await stream(ada, sessionId, { query: 'Tell me about the microbial work in this workspace' });
    const answer = contentOf(frames);
    expect(answer).toContain(`[Drought-tolerant soil microbes](/workspaces/${wid}/goals)`);
    expect(answer).toContain(`[Drought-tolerant soil microbes — `);
    expect(answer).toContain(`](/workspaces/${wid}/session/${session.id}) (completed)`);
    expect(answer).toContain(
      `Most related to your question:\n- Idea [Microbial drought priming](/workspaces/${wid}/ideas/${best.id})`,
    );
    expect(answer.indexOf(`[Microbial drought priming](/workspaces/${wid}/ideas/${best.id}) (Elo 1420)`)).toBeLessThan(
      answer.indexOf(`[Root exudate mapping](/workspaces/${wid}/ideas/${second.id}) (Elo 1310)`),
    );
  });

  // Stored text is the user's data: markdown in it must reach the chat as text, never as an
  // image the browser fetches or a link it follows.
  const IMAGE = '![b](https://tracker.invalid/b.png)';
  const LINK = '[the tracker](https://tracker.invalid/x)';
  const expectNoMarkup = (answer: string) => {
    expect(answer).not.toMatch(/(?<!\\)\]\(https:\/\/tracker\.invalid/);
    expect(answer).not.toMatch(/(?<!\\)</);
  };

  it('escapes the markdown in stored names and descriptions before they enter the answer', async () => {
    const ada = await signIn(t.app);
    const wid = await workspaceOf(ada, `Drylands ${IMAGE}`, `Soil ${IMAGE} and ${LINK} <img src=x>`);
    const goal = await t.app.inject({
      method: 'POST',
      url: `/v1/workspaces/${wid}/goals`,
      headers: ada.headers,
      payload: { title: `Microbes ${LINK}` },
    });
    expect(goal.statusCode).toBe(201);
    const [session] = await t.db
      .insert(sessions)
      .values({ goalId: goal.json().id, workspaceId: wid, userId: ada.user.id, engine: 'offline', status: 'completed' })
      .returning();
    const [idea] = await t.db
      .insert(ideas)
      .values({
        sessionId: session.id,
        userId: ada.user.id,
        title: `Priming ${IMAGE}`,
        engine: 'offline',
        strategy: 'literature',
        eloRating: 1400,
      })
      .returning();
    const sessionId = await newSession(ada, { workspaceId: wid });
    const answer = contentOf((await stream(ada, sessionId, { query: 'Which microbes and priming ideas?' })).frames);
    const image = '!\\[b\\](https://tracker.invalid/b.png)';
    const link = '\\[the tracker\\](https://tracker.invalid/x)';
    expect(answer).toContain(
      `Workspace [Drylands ${image}](/workspaces/${wid}): Soil ${image} and ${link} \\<img src=x\\>`,
    );
    expect(answer).toContain(`- Goal [Microbes ${link}](/workspaces/${wid}/goals)`);
    expect(answer).toContain(`- [Microbes ${link} — `);
    expect(answer).toContain(`- Idea [Priming ${image}](/workspaces/${wid}/ideas/${idea.id})`);
    expectNoMarkup(answer);
  });

  it('escapes stored text quoted in a drafted form, and fills the form with it unescaped', async () => {
    const ada = await signIn(t.app);
    const wid = await workspaceOf(ada, 'Drylands', `Soil ${IMAGE} and ${LINK}`);
    const sessionId = await newSession(ada, { workspaceId: wid });
    const { frames } = await stream(ada, sessionId, { query: 'Fill the goal form for root microbes' });
    const answer = contentOf(frames);
    expect(answer).toContain(
      '(Soil !\\[b\\](https://tracker.invalid/b.png) and \\[the tracker\\](https://tracker.invalid/x))',
    );
    expectNoMarkup(answer);
    const updates = frames.find((f) => f.event === 'field_updates_batch')!.data!.data.updates as {
      field: string;
      value: string;
    }[];
    expect(updates.find((u) => u.field === 'description')!.value).toContain(`(Soil ${IMAGE} and ${LINK})`);
  });

  it('escapes workspace names listed in a deferred session', async () => {
    const ada = await signIn(t.app);
    const wid = await workspaceOf(ada, `Oceans ${IMAGE}`);
    const answer = contentOf((await stream(ada, await newSession(ada, { deferred: true }), { query: 'hello' })).frames);
    expect(answer).toContain(`- [Oceans !\\[b\\](https://tracker.invalid/b.png)](/workspaces/${wid})`);
    expectNoMarkup(answer);
  });

  it('in a deferred session, lists the user’s workspaces and says the chat is not tied to one', async () => {
    const ada = await signIn(t.app);
    const wid = await workspaceOf(ada, 'Oceans');
    const { frames } = await stream(ada, await newSession(ada, { deferred: true }), { query: 'hello' });
    expect(contentOf(frames)).toContain(`- [Oceans](/workspaces/${wid})`);
    expect(contentOf(frames)).toContain('This chat is not tied to a workspace yet');
  });

  it('fills the goal form the context names: field_updates_batch after the text, before final_response', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { workspaceId: await workspaceOf(ada, 'Drylands') });
    const form = {
      id: 'research-goal',
      fields: [
        { name: 'title' },
        { name: 'description' },
        { name: 'parameters.numberOfIdeas' },
        { name: 'parameters.rounds' },
      ],
    };
    const { frames } = await stream(ada, sessionId, {
      query: 'Please fill the goal form for soil microbes and drought resilience, 12 ideas',
      context: { form },
    });
    expect(types(frames)).toEqual([
      'status',
      'status',
      'content',
      'field_updates_batch',
      'final_response',
      'completed',
    ]);
    const updates = frames.find((f) => f.event === 'field_updates_batch')!.data!.data.updates;
    expect(updates).toEqual([
      { field: 'title', value: 'Soil microbes and drought resilience', reasoning: expect.any(String) },
      {
        field: 'description',
        value: expect.stringContaining('Investigate soil microbes and drought resilience.'),
        reasoning: expect.any(String),
      },
      { field: 'parameters.numberOfIdeas', value: '12', reasoning: 'The number of ideas you asked for.' },
      { field: 'parameters.rounds', value: '3', reasoning: expect.any(String) },
    ]);
    expect(contentOf(frames)).toContain('- **title**: Soil microbes and drought resilience');
    const [message] = await history(ada, sessionId);
    expect(message.metadata).toEqual({ engine: 'offline', fieldUpdates: updates });
  });

  it('sends a single field as field_update, from the session’s context when the request has none', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, {
      deferred: true,
      context: { form: { id: 'goal', fields: [{ name: 'title', label: 'Title' }] } },
    });
    const { frames } = await stream(ada, sessionId, { query: 'draft the title about coral bleaching' });
    const update = frames.find((f) => f.event === 'field_update')!.data!.data;
    expect(update).toEqual({
      fieldUpdate: { field: 'title', value: 'Coral bleaching', reasoning: expect.any(String) },
      reasoning: expect.any(String),
    });
  });

  it('answers a data question with a datacommons_search partial_response from the catalogue', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { workspaceId: await workspaceOf(ada, 'Public health') });
    const { frames } = await stream(ada, sessionId, { query: 'Is there data on adult obesity and diabetes?' });
    expect(types(frames)).toEqual(['status', 'status', 'content', 'partial_response', 'final_response', 'completed']);
    const partial = frames.find((f) => f.event === 'partial_response')!.data!.data;
    expect(partial).toMatchObject({ type: 'datacommons_search', topics: ['health'] });
    const ids = (partial.variables as { id: string }[]).map((v) => v.id);
    expect(ids.slice(0, 2).sort()).toEqual(['Percent_Person_Obesity', 'Percent_Person_WithDiabetes']);
    expect((partial.variables as object[])[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      topic: 'health',
      source: 'CDC PLACES',
    });
    expect(contentOf(frames)).toContain('(`Percent_Person_Obesity`, CDC PLACES)');
    expect((await history(ada, sessionId))[0].metadata).toEqual({ engine: 'offline', datasets: ids });
  });

  it('refuses a malformed Last-Event-ID and one naming a query the session does not have', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { deferred: true });
    const send = (lastEventId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/maxwell/sessions/${sessionId}/stream`,
        headers: { ...ada.headers, 'last-event-id': lastEventId },
        payload: { query: 'x' },
      });
    expect((await send('garbage')).json()).toEqual(
      errorOf('Last-Event-ID must be <queryId>:<seq>, as sent in the event ids', 'validation_error'),
    );
    expect((await send('7f6b2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b:3')).json()).toEqual(
      errorOf('Assistant query not found', 'not_found'),
    );
    expect(await history(ada, sessionId)).toEqual([]);
  });

  it('replays a finished answer after the given event, then ends, asking nothing new', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { deferred: true });
    const { frames } = await stream(ada, sessionId, { query: 'hello' });
    const replay = await t.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${sessionId}/stream`,
      headers: { ...ada.headers, 'last-event-id': frames[9].id! },
      payload: { query: 'hello' },
    });
    expect(parseFrames(replay.body).filter((f) => f.event)).toEqual(frames.slice(10));
    expect(await history(ada, sessionId)).toHaveLength(1);
    const actions = (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, ada.user.id))).map(
      (r) => r.action,
    );
    expect(actions.filter((a) => a === 'assistant.asked')).toHaveLength(1);
  });

  // An EventSource reconnects after every close, with the id of the last event it saw.
  it('answers a resume from the final event (or past it) at once: nothing replayed, no error, no body needed', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { deferred: true });
    const { frames } = await stream(ada, sessionId, { query: 'hello' });
    const final = frames.at(-1)!;
    expect(final.event).toBe('completed');
    const queryId = final.data!.queryId;
    for (const lastEventId of [final.id!, `${queryId}:${seqOf(final) + 40}`]) {
      const started = Date.now();
      const resumed = await t.app.inject({
        method: 'POST',
        url: `/v1/maxwell/sessions/${sessionId}/stream`,
        headers: { ...ada.headers, 'last-event-id': lastEventId },
      });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(parseFrames(resumed.body)).toEqual([{ comment: 'connected' }]);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    expect(await history(ada, sessionId)).toEqual([expect.objectContaining({ id: queryId, status: 'completed' })]);
  });

  it('resumes without a body, with or without a JSON Content-Type', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { deferred: true });
    const { frames } = await stream(ada, sessionId, { query: 'hello' });
    const url = `/v1/maxwell/sessions/${sessionId}/stream`;
    const bare = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ada.headers, 'last-event-id': frames[2].id! },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(parseFrames(bare.body).filter((f) => f.event)).toEqual(frames.slice(3));
    const typed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ada.headers, 'content-type': 'application/json', 'last-event-id': frames[2].id! },
    });
    expect(parseFrames(typed.body).filter((f) => f.event)).toEqual(frames.slice(3));
    expect(await history(ada, sessionId)).toHaveLength(1);
  });

  it('still needs the question to ask a new one', async () => {
    const ada = await signIn(t.app);
    const sessionId = await newSession(ada, { deferred: true });
    const url = `/v1/maxwell/sessions/${sessionId}/stream`;
    const none = await t.app.inject({ method: 'POST', url, headers: ada.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(errorOf('query: is required', 'validation_error'));
    const empty = await t.app.inject({ method: 'POST', url, headers: ada.headers, payload: { context: {} } });
    expect(empty.json()).toEqual(errorOf('query: is required', 'validation_error'));
    const blank = await t.app.inject({ method: 'POST', url, headers: ada.headers, payload: { query: '  ' } });
    expect(blank.json()).toEqual(errorOf('query: must not be blank', 'validation_error'));
    const extra = await t.app.inject({
      method: 'POST',
      url,
      headers: ada.headers,
      payload: { query: 'hi', colour: 'red' },
    });
    expect(extra.json()).toEqual(errorOf('colour: is not an allowed field', 'validation_error'));
    expect(await history(ada, sessionId)).toEqual([]);
  });
});
