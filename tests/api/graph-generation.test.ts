import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIFICATION_MESSAGES } from '../../src/domain/workflow-graph/graph-specification';
import { graphProblems } from '../../src/domain/workflow-graph/graph-problems';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from '../support/openai-stub';

// POST /v1/agents/generate-graph: the specification checked in the form's words; offline, the
// planner's graph; with a model, the model's graph, asked for again when it is not a valid
// workflow, and a clear failure when it never is.

const specification = {
  name: 'Leaf imaging',
  description: 'Measures leaf area from drone images',
  purpose: 'Estimate crop stress',
  capabilities: ['clean the images', 'fit a segmentation model', 'evaluate accuracy', 'write a report'],
  input_schema: { type: 'object', properties: { images: { 'x-port-type': 'dataset' } } },
  output_schema: { type: 'object', properties: { report: { 'x-port-type': 'report' } } },
};
const generate = (t: TestApp, who: SignedIn, body: object) =>
  t.app.inject({ method: 'POST', url: '/v1/agents/generate-graph', headers: who.headers, payload: body });

describe('offline', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
  });
  afterAll(() => t.close());

  it.each([
    [{ name: ' ' }, SPECIFICATION_MESSAGES.name],
    [{ description: undefined }, SPECIFICATION_MESSAGES.description],
    [{ purpose: '' }, SPECIFICATION_MESSAGES.purpose],
    [{ capabilities: [] }, SPECIFICATION_MESSAGES.capabilities],
    [{ input_schema: undefined }, SPECIFICATION_MESSAGES.input_schema],
    [{ output_schema: undefined }, SPECIFICATION_MESSAGES.output_schema],
  ])('refuses %o: %s', async (change, message) => {
    const response = await generate(t, ada, { specification: { ...specification, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(message, 'validation_error'));
  });

  it('builds a complete graph with the planner, labelled offline, and logs it', async () => {
    const response = await generate(t, ada, { specification });
    expect(response.statusCode).toBe(200);
    const { graph, engine } = response.json();
    expect(engine).toBe('offline');
    expect(graphProblems(graph)).toEqual([]);
    expect(graph.nodes.map((n: { label: string }) => n.label)).toEqual(
      expect.arrayContaining(['Clean the images', 'Fit a segmentation model', 'Evaluate accuracy', 'Write a report']),
    );
    const logs = (await t.app.inject({ method: 'GET', url: '/v1/logs?limit=10', headers: ada.headers })).json();
    expect(logs.items).toContainEqual(
      expect.objectContaining({
        action: 'workflow.graph_generated',
        message: expect.stringContaining("for 'Leaf imaging'"),
      }),
    );
  });
});

describe('with a model', () => {
  const port = (id: string, type: string) => ({ id, name: id, type });
  const node = (id: string, kind: string, inputs: object[], outputs: object[]) => ({
    id,
    kind,
    label: id,
    description: '',
    inputs,
    outputs,
  });
  const designed = (cyclic: boolean) => ({
    graph: {
      nodes: [
        node('images', 'data_source', [], [port('data', 'dataset')]),
        node('clean', 'preparation', [port('in', 'dataset')], [port('table', 'table')]),
        node('fit', 'method_step', [port('in', 'table')], [port('out', 'table')]),
      ],
      edges: [
        { id: 'e1', source: 'images', sourcePort: 'data', target: 'clean', targetPort: 'in' },
        cyclic
          ? { id: 'e2', source: 'fit', sourcePort: 'out', target: 'fit', targetPort: 'in' }
          : { id: 'e2', source: 'clean', sourcePort: 'table', target: 'fit', targetPort: 'in' },
      ],
    },
  });
  let stub: OpenAiStub;
  let t: TestApp;
  let ada: SignedIn;
  let answers: Array<'cyclic' | 'valid'> = [];
  const asked: StubRequest[] = [];
  beforeAll(async () => {
    stub = await startOpenAiStub();
    stub.handle((request: StubRequest) => {
      asked.push(request);
      return { json: designed(answers.shift() !== 'valid') };
    });
    t = await createTestApp({
      env: { LLM_BASE_URL: stub.url, LLM_MODEL: 'stub-model', LLM_API_KEY: 'test', LLM_MAX_RETRIES: '1' },
    });
    ada = await signIn(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it("uses the model's graph, asking again with the reason when its first has a cycle", async () => {
    answers = ['cyclic', 'valid'];
    asked.length = 0;
    const response = await generate(t, ada, { specification });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ engine: 'model', graph: designed(false).graph });
    expect(asked).toHaveLength(2);
    expect(asked[0].messages.at(-1)!.content).toContain('Capabilities, in order:\n1. clean the images');
    expect(JSON.stringify(asked[1].messages)).toMatch(/is on a cycle/);
  });

  it('fails with the reason when the model never designs a valid graph', async () => {
    answers = [];
    const response = await generate(t, ada, { specification });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(
      errorOf(/^The model could not design a valid graph: .*is on a cycle/, 'model_error'),
    );
  });
});
