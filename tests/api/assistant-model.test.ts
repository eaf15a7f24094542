import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../support/openai-stub';
import { assistantTestApp, contentOf, listeningApp, openStream, parseFrames } from '../support/api/assistant-support';
import { errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// The assistant on a configured model: the real provider client against the loopback
// OpenAI-compatible stub, which records every request it gets.

let stub: OpenAiStub;
let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  stub = await startOpenAiStub();
  env = { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_MAX_RETRIES: '0' };
  t = await assistantTestApp({ env });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.reset());

const newSession = async (who: SignedIn, workspaceName = 'Drylands') => {
  const wid = (
    await t.app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers: who.headers,
      payload: { name: workspaceName },
    })
  ).json().id as string;
  const { sessionId } = (
    await t.app.inject({
      method: 'POST',
      url: '/v1/maxwell/sessions',
      headers: who.headers,
      payload: { workspaceId: wid },
    })
  ).json();
  return { wid, sessionId: sessionId as string };
};
const stream = async (who: SignedIn, sessionId: string, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/maxwell/sessions/${sessionId}/stream`,
    headers: who.headers,
    payload,
  });
  return parseFrames(response.body).filter((f) => f.event);
};
const history = async (who: SignedIn, sessionId: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/maxwell/sessions/${sessionId}/history`, headers: who.headers })).json()
    .messages;

describe('a model-backed answer', () => {
  it('streams the model’s deltas as they come, grounded in the workspace, and names the model', async () => {
    const ada = await signIn(t.app);
    const { wid, sessionId } = await newSession(ada);
    const chunks = ['Soil ', 'microbes ', 'shape ', 'drought ', 'resilience.'];
    stub.script([{ text: chunks.join(''), chunks }]);
    const frames = await stream(ada, sessionId, { query: 'What shapes drought resilience?' });
    expect(frames.map((f) => f.event)).toEqual([
      'status',
      'status',
      ...chunks.map(() => 'content'),
      'final_response',
      'completed',
    ]);
    expect(frames[1].data!.data).toEqual({ status: 'thinking', message: 'Asking stub-model' });
    expect(frames.filter((f) => f.event === 'content').map((f) => f.data!.data.content)).toEqual(chunks);
    expect(frames.at(-2)!.data!.data).toEqual({ response: 'Soil microbes shape drought resilience.' });

    const [request] = stub.requests;
    expect(request).toMatchObject({ model: 'stub-model', stream: true });
    expect(request.messages[0].role).toBe('system');
    expect(request.messages[0].content).toContain(`Workspace [Drylands](/workspaces/${wid})`);
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'What shapes drought resilience?' });
    expect((await history(ada, sessionId))[0]).toMatchObject({
      status: 'completed',
      response: contentOf(frames),
      metadata: { engine: 'model', model: 'stub-model' },
    });
  });

  it('remembers the earlier turns of the session', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = await newSession(ada);
    stub.script(['First answer.', 'Second answer.']);
    await stream(ada, sessionId, { query: 'first?' });
    await stream(ada, sessionId, { query: 'second?' });
    expect(stub.requests[1].messages.slice(1)).toEqual([
      { role: 'user', content: 'first?' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'second?' },
    ]);
  });

  it('fills the form from a second, structured call, keeping only the form’s fields', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = await newSession(ada);
    const updates = [
      { field: 'title', value: 'Microbial drought priming', reasoning: 'The topic.' },
      { field: 'parameters.numberOfIdeas', value: 12, reasoning: 'Asked for 12.' },
      { field: 'colour', value: 'red', reasoning: 'Not a field.' },
    ];
    stub.script(['I would title it Microbial drought priming.', { json: { updates } }]);
    const form = {
      id: 'research-goal',
      fields: [{ name: 'title' }, { name: 'description' }, { name: 'parameters.numberOfIdeas' }],
    };
    const frames = await stream(ada, sessionId, {
      query: 'Fill the goal form for microbial drought priming, 12 ideas',
      context: { form },
    });
    expect(frames.map((f) => f.event).filter((e, i, all) => e !== all[i - 1])).toEqual([
      'status',
      'content',
      'status',
      'field_updates_batch',
      'final_response',
      'completed',
    ]);
    expect(frames.find((f) => f.event === 'field_updates_batch')!.data!.data.updates).toEqual([
      { field: 'title', value: 'Microbial drought priming', reasoning: 'The topic.' },
      { field: 'parameters.numberOfIdeas', value: '12', reasoning: 'Asked for 12.' },
    ]);
    expect(stub.requests[0].messages[0].content).toContain(
      "The user has the form 'research-goal' open with the fields title, description, parameters.numberOfIdeas.",
    );
    expect(stub.requests[1].stream).toBe(false);
    expect(stub.requests[1].messages[0].content).toContain('- parameters.numberOfIdeas');
  });

  it('adds catalogue data to the prompt and sends the datacommons_search partial_response', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = await newSession(ada);
    stub.script(['Household income data would help.']);
    const frames = await stream(ada, sessionId, { query: 'What data is there on household income?' });
    const partial = frames.find((f) => f.event === 'partial_response')!.data!.data;
    expect(partial).toMatchObject({ type: 'datacommons_search', topics: expect.arrayContaining(['economics']) });
    expect((partial.variables as { id: string }[])[0].id).toBe('Median_Income_Household');
    expect(stub.requests[0].messages[0].content).toContain('- Median_Income_Household: Median household income');
  });

  it('reports a model failure as an error event, in history, and as a 503 to a plain query', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = await newSession(ada);
    stub.script([{ status: 500, message: 'upstream exploded' }]);
    const frames = await stream(ada, sessionId, { query: 'hello' });
    const message = 'The model server did not answer (500). Please try again.';
    expect(frames.map((f) => f.event)).toEqual(['status', 'status', 'error']);
    expect(frames[2].data!.data).toEqual({ message });
    expect((await history(ada, sessionId))[0]).toMatchObject({
      status: 'error',
      response: '',
      metadata: { engine: 'model', error: message },
    });
    // Resumed from its error event, the failed answer ends at once: no second error, no wait.
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${sessionId}/stream`,
      headers: { ...ada.headers, 'last-event-id': frames[2].id! },
    });
    expect(parseFrames(resumed.body)).toEqual([{ comment: 'connected' }]);

    stub.script([{ status: 503 }]);
    const plain = await t.app.inject({
      method: 'POST',
      url: `/v1/maxwell/sessions/${sessionId}/query`,
      headers: ada.headers,
      payload: { query: 'again' },
    });
    expect(plain.statusCode).toBe(503);
    expect(plain.json()).toEqual(
      errorOf('The model server did not answer (503). Please try again.', 'assistant_unavailable'),
    );
  });

  it('suggests all fields through the model, falling back to the offline draft when it fails', async () => {
    const ada = await signIn(t.app);
    const { sessionId } = await newSession(ada);
    const url = `/v1/maxwell/sessions/${sessionId}/suggest-all-fields`;
    const payload = { form: 'research-goal', fields: [{ name: 'title' }], prompt: 'draft a goal about coral reefs' };
    stub.script([
      { json: { updates: [{ field: 'title', value: 'Coral reef resilience', reasoning: 'From the prompt.' }] } },
    ]);
    expect((await t.app.inject({ method: 'POST', url, headers: ada.headers, payload })).json()).toEqual({
      updates: [{ field: 'title', value: 'Coral reef resilience', reasoning: 'From the prompt.' }],
    });
    stub.script([{ status: 500 }]);
    expect((await t.app.inject({ method: 'POST', url, headers: ada.headers, payload })).json()).toEqual({
      updates: [
        {
          field: 'title',
          value: 'Coral reefs',
          reasoning: 'The research topic, from your request. (Offline draft: the model did not answer.)',
        },
      ],
    });
  });
});

describe('cancelling a model-backed answer', () => {
  it('aborts the model call upstream and keeps what was written', async () => {
    const server = await listeningApp({ env });
    try {
      const ada = await signIn(server.app);
      const { sessionId } = (
        await server.app.inject({
          method: 'POST',
          url: '/v1/maxwell/sessions',
          headers: ada.headers,
          payload: { deferred: true },
        })
      ).json();
      stub.script([{ stall: true, chunks: ['Partial ', 'answer '] }]);
      const live = await openStream(server.url, ada, sessionId, { query: 'a long answer please' });
      let contents = 0;
      const head = await live.readUntil((f) => f.event === 'content' && ++contents === 2);
      const queryId = head[0].data!.queryId;
      const cancelled = await server.app.inject({
        method: 'POST',
        url: `/v1/maxwell/sessions/${sessionId}/queries/${queryId}/cancel`,
        headers: ada.headers,
      });
      expect(cancelled.json()).toEqual({ success: true });
      const tail = await live.readUntil((f) => f.event === 'completed');
      expect(tail.map((f) => [f.event, f.data!.data])).toEqual([
        ['final_response', { response: 'Partial answer ', aborted: true }],
        ['completed', { aborted: true }],
      ]);
      for (let i = 0; i < 50 && !stub.requests[0].closedEarly; i++) await delay(20);
      expect(stub.requests[0].closedEarly).toBe(true);
      const messages = (
        await server.app.inject({
          method: 'GET',
          url: `/v1/maxwell/sessions/${sessionId}/history`,
          headers: ada.headers,
        })
      ).json().messages;
      expect(messages[0]).toMatchObject({
        status: 'completed',
        response: 'Partial answer ',
        metadata: { engine: 'model', model: 'stub-model', aborted: true, abortReason: 'cancelled' },
      });
    } finally {
      await server.close();
    }
  });
});
