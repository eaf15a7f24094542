import { afterAll, beforeAll, expect, it } from 'vitest';
import { coScientistAnswer } from '../support/co-scientist-answers';
import { completedSessionIdeas, convert, selectIdea } from '../support/api/conversion-support';
import { createTestApp, signIn, type TestApp } from '../support/api/harness';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../support/openai-stub';

// With a model configured, the model writes the experiment and the graph, through the real
// provider client against an OpenAI-compatible server on loopback. A graph that is not a valid
// workflow counts as a malformed answer and is asked for again.

const port = (id: string, type: string) => ({ id, name: id, type });
const node = (id: string, kind: string, inputs: object[], outputs: object[]) => ({
  id,
  kind,
  label: `Model ${id}`,
  description: `The model's ${kind}`,
  inputs,
  outputs,
});
const conversion = (cyclic: boolean) => ({
  experiment: {
    name: 'Model-planned telemonitoring trial',
    hypothesis: 'Telemonitoring halves readmissions',
    plan: ['Randomise at discharge', 'Monitor daily'],
    expectedOutcomes: ['Fewer readmissions'],
    metrics: [{ name: '30-day readmission rate', direction: 'minimize', unit: '%' }],
  },
  workflow: {
    name: 'Model workflow',
    description: 'Drawn by the model',
    tags: ['model'],
    definition: {
      nodes: [
        node('data', 'data_source', [], [port('out', 'dataset')]),
        node('analyse', 'method_step', [port('in', 'dataset'), port('loop', 'report')], [port('out', 'report')]),
        node('report', 'report', [port('in', 'report')], [port('out', 'report')]),
      ],
      edges: [
        { id: 'e1', source: 'data', sourcePort: 'out', target: 'analyse', targetPort: 'in' },
        { id: 'e2', source: 'analyse', sourcePort: 'out', target: 'report', targetPort: 'in' },
        ...(cyclic ? [{ id: 'e3', source: 'report', sourcePort: 'out', target: 'analyse', targetPort: 'loop' }] : []),
      ],
    },
  },
});

let stub: OpenAiStub;
let t: TestApp;
let conversions = 0;
let modelDown = false;
beforeAll(async () => {
  stub = await startOpenAiStub();
  stub.handle((request: StubRequest) => {
    // A retry asks again in the same conversation: the task is in an earlier message.
    if (!request.messages.some((m) => m.content.includes('TASK: convert'))) return coScientistAnswer(request, 0);
    if (modelDown) return { status: 500, message: 'model crashed' };
    conversions++;
    return { json: conversion(conversions === 1) };
  });
  t = await createTestApp({
    env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_API_KEY: 'test', LLM_MAX_RETRIES: '1' },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await stub.close();
});

it('converts with the model, asking again when its first graph has a cycle', async () => {
  const ada = await signIn(t.app);
  const session = await completedSessionIdeas(t.app, ada, 4);
  const [idea] = session.ideas;
  await selectIdea(t.app, ada, idea);
  const [result] = (await convert(t.app, ada, { ideaIds: [idea.id] })).json().conversionResults;
  expect(result, JSON.stringify(result)).toMatchObject({ success: true });
  expect(conversions).toBe(2);
  const experiment = await t.app.inject({
    method: 'GET',
    url: `/v1/experiments/${result.experimentId}`,
    headers: ada.headers,
  });
  expect(experiment.json()).toMatchObject({ name: 'Model-planned telemonitoring trial', engine: 'model' });
  const workflow = await t.app.inject({
    method: 'GET',
    url: `/v1/workflows/${result.workflowId}`,
    headers: ada.headers,
  });
  expect(workflow.json()).toMatchObject({ name: 'Model workflow', engine: 'model', node_count: 3 });
  expect(workflow.json().input_schema.properties.out).toMatchObject({ 'x-port-type': 'dataset' });
});

it('fails an idea whose model call fails, saying why, and leaves it selected', async () => {
  const ada = await signIn(t.app);
  const session = await completedSessionIdeas(t.app, ada, 4);
  const [idea] = session.ideas;
  await selectIdea(t.app, ada, idea);
  modelDown = true;
  const [result] = (await convert(t.app, ada, { ideaIds: [idea.id] })).json().conversionResults;
  modelDown = false;
  expect(result).toMatchObject({
    ideaId: idea.id,
    success: false,
    error: expect.stringMatching(/^The experiment could not be built: /),
  });
  const after = await t.app.inject({ method: 'GET', url: `/v1/ideas/${idea.id}`, headers: ada.headers });
  expect(after.json().status).toBe('selected');
});
