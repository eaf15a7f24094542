import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { generateGraph, updateWorkflow } from './workflow-editing';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const specification = {
  name: 'Leaf imaging',
  description: 'Drone images',
  purpose: 'Crop stress',
  capabilities: ['fit a model'],
  input_schema: {},
  output_schema: {},
};
const graph = { nodes: [], edges: [] };

describe('generateGraph', () => {
  it('sends the specification and answers the graph', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/v1/agents/generate-graph`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ graph, engine: 'offline' });
      }),
    );
    expect(await generateGraph(specification)).toEqual(graph);
    expect(sent).toEqual({ specification });
  });

  it('refuses an answer without a graph, in the catalogue words', async () => {
    server.use(http.post(`${BASE}/v1/agents/generate-graph`, () => HttpResponse.json({ engine: 'offline' })));
    await expect(generateGraph(specification)).rejects.toThrow(
      'Failed to generate graph (POST /v1/agents/generate-graph): The response has no graph',
    );
  });

  it("puts the server's reason after the catalogue words", async () => {
    server.use(
      http.post(`${BASE}/v1/agents/generate-graph`, () =>
        HttpResponse.json(
          { detail: { error: { message: 'The model did not answer in time', type: 'model_timeout' } } },
          { status: 504 },
        ),
      ),
    );
    await expect(generateGraph(specification)).rejects.toThrow(
      'Failed to generate graph (POST /v1/agents/generate-graph): The model did not answer in time',
    );
  });
});

describe('updateWorkflow', () => {
  it('names the version it edits, and a 409 keeps its status for the editor to ask', async () => {
    let sent: unknown;
    server.use(
      http.put(`${BASE}/v1/workflows/w1`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            detail: { error: { message: 'The workflow changed meanwhile; reload it and try again', type: 'conflict' } },
          },
          { status: 409 },
        );
      }),
    );
    await expect(updateWorkflow('w1', 3, { name: 'Soil', workflow_definition: graph })).rejects.toMatchObject({
      status: 409,
      message: 'The workflow changed meanwhile; reload it and try again',
    });
    expect(sent).toEqual({ version: 3, name: 'Soil', workflow_definition: graph });
  });
});
