import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../../tests/support/openai-stub';
import { loadConfig } from '../config';
import type { ChatModel } from '../llm/chat-model';
import { createChatModel } from '../llm/create-chat-model';
import { ModelOutputError } from '../llm/errors';
import { createModelCodingAgent, unfenced } from './model-coding-agent';
import { CODING_AGENT_PROMPTS } from './model-coding-agent-prompts';
import type { AgentCallOptions, ProjectPlan, VibeBrief, VibeCheck } from './vibe-types';

// The model-driven coding agent against the OpenAI-compatible stub on loopback: the real client,
// the real HTTP, answers scripted per test.

const brief: VibeBrief = {
  ideaId: '6f1c2a9e-4b7d-4c1e-9a55-0d3b2f1e8a77',
  title: 'Reef shading against bleaching',
  summary: 'Shade cloth over reef flats lowers heat stress.',
  goal: 'Protect coral reefs from bleaching',
  methodology: ['Shade six plots', 'Log water temperature hourly'],
  expectedOutcomes: ['Less bleaching under shade'],
  resources: ['Shade cloth', 'Temperature loggers'],
  risks: ['Storms tear the cloth'],
  experiment: {
    id: '0e000000-0000-4000-8000-000000000e01',
    name: 'Shading trial',
    metrics: ['bleaching_fraction'],
    plan: ['Deploy cloth', 'Survey weekly'],
  },
  workflow: {
    name: 'Shading pipeline',
    steps: [
      { id: 'load', label: 'Load logger data', description: 'Read the CSV exports', kind: 'data_source' },
      { id: 'compare', label: 'Compare plots', description: '' },
    ],
  },
  datasets: [{ id: 'd1', name: 'Reef temperatures 2016', format: 'csv', url: 'https://example.org/reef.csv' }],
  customInstructions: 'Use pandas for tables.',
};

const plan: ProjectPlan = {
  language: 'python',
  summary: '# Plan\nLoad the loggers, compare plots.',
  files: [
    { path: 'src/load_data.py', kind: 'data', purpose: 'Reads the logger CSVs' },
    { path: 'tests/test_load_data.py', kind: 'test', purpose: 'Checks the loader' },
    { path: 'requirements.txt', kind: 'deps', purpose: 'Dependencies' },
    { path: 'main.py', kind: 'entry', purpose: 'Runs the experiment' },
  ],
};

let stub: OpenAiStub;
let model: ChatModel;
let usage: { calls: number; tokens: number }[];
let options: AgentCallOptions;

beforeEach(async () => {
  stub ??= await startOpenAiStub();
  stub.reset();
  usage = [];
  options = { signal: new AbortController().signal, onUsage: (u) => usage.push(u) };
  const config = loadConfig({
    LLM_BASE_URL: stub.url,
    LLM_MODEL: 'general-model',
    LLM_CODING_MODEL: 'coder-model',
    LLM_MAX_RETRIES: '2',
  });
  model = createChatModel(config, { sleep: async () => {} }) as ChatModel;
});
afterAll(() => stub?.close());

const userPrompt = (i: number) => stub.requests[i].messages.find((m) => m.role === 'user')?.content ?? '';

describe('createModelCodingAgent', () => {
  it('is labelled with the coding role’s model', () => {
    expect(createModelCodingAgent(model).engine).toEqual({ kind: 'model', label: 'coder-model' });
  });

  it('plans the project in one call from the whole brief, and reports the call’s usage', async () => {
    stub.script([{ json: { ...plan, language: ' Python ' }, usage: { promptTokens: 900, completionTokens: 100 } }]);
    const answer = await createModelCodingAgent(model).plan(brief, options);

    expect(answer).toEqual(plan);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].model).toBe('coder-model');
    const prompt = userPrompt(0);
    expect(prompt).toMatch(/^TASK: plan\n/);
    for (const part of [
      'Reef shading against bleaching',
      'Shade cloth over reef flats',
      'Protect coral reefs from bleaching',
      '2. Log water temperature hourly',
      'Less bleaching under shade',
      'Temperature loggers',
      'Storms tear the cloth',
      'bleaching_fraction',
      '1. Load logger data (id load, data_source): Read the CSV exports\n2. Compare plots (id compare)',
      'Reef temperatures 2016, format csv, at https://example.org/reef.csv',
      'Use pandas for tables.',
    ])
      expect(prompt).toContain(part);
    expect(stub.requests[0].messages[0].content).toContain('Python unless');
    expect(usage).toEqual([{ calls: 1, tokens: 1000 }]);
  });

  it('sends an unsafe path back to the model with the reason and takes the corrected plan', async () => {
    const unsafe = { ...plan, files: [...plan.files, { path: '../outside.py', kind: 'code', purpose: 'Escapes' }] };
    stub.script(['Here is the plan: {"language": "python"', { json: unsafe }, { json: plan }]);
    await expect(createModelCodingAgent(model).plan(brief, options)).resolves.toEqual(plan);

    expect(stub.requests).toHaveLength(3);
    expect(stub.requests[1].messages.at(-1)?.content).toMatch(/not valid JSON/);
    expect(stub.requests[2].messages.at(-1)?.content).toContain('path "../outside.py" climbs out with ".."');
    expect(usage).toHaveLength(3);
  });

  it('refuses a plan that is never valid instead of answering it', async () => {
    const tooMany = { ...plan, files: Array.from({ length: 31 }, (_, i) => ({ ...plan.files[0], path: `m${i}.py` })) };
    const absolute = { ...plan, files: [{ path: '/etc/cron.d/job', kind: 'code', purpose: 'x' }] };
    const planFile = { ...plan, files: [{ path: 'PLAN.md', kind: 'readme', purpose: 'x' }] };
    stub.script([{ json: tooMany }, { json: absolute }, { json: planFile }]);
    const error = await createModelCodingAgent(model)
      .plan(brief, options)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelOutputError);
    expect(stub.requests[1].messages.at(-1)?.content).toMatch(/30/);
    expect(stub.requests[2].messages.at(-1)?.content).toContain('is absolute');
    expect((error as ModelOutputError).problem).toContain('PLAN.md is written from the summary');
  });

  it('writes one file per call, shown the plan and the files written before it', async () => {
    stub.script([{ json: { content: 'import pandas as pd\n\nfrom src.load_data import load\n' } }]);
    const written = [{ path: 'src/load_data.py', content: 'def load(path):\n    return pd.read_csv(path)\n' }];
    const file = await createModelCodingAgent(model).writeFile(brief, plan, plan.files[3], written, options);

    expect(file).toEqual({ path: 'main.py', content: 'import pandas as pd\n\nfrom src.load_data import load\n' });
    const prompt = userPrompt(0);
    expect(prompt).toMatch(/^TASK: write main\.py\n/);
    expect(prompt).toContain('Write the whole content of main.py (entry): Runs the experiment');
    expect(prompt).toContain('- tests/test_load_data.py (test): Checks the loader');
    expect(prompt).toContain('--- src/load_data.py\ndef load(path):');
    expect(prompt).toContain('Load the loggers, compare plots.');
    expect(usage).toHaveLength(1);
  });

  it('takes off a code fence the model wrapped around the whole file, and nothing else', async () => {
    stub.script([{ json: { content: '```python\nprint("shade")\n```' } }]);
    const file = await createModelCodingAgent(model).writeFile(brief, plan, plan.files[3], [], options);
    expect(file.content).toBe('print("shade")\n');

    const readme = '```bash\npython main.py\n```\n\nThen read results.csv.\n\n```bash\npytest\n```\n';
    expect(unfenced(readme)).toBe(readme);
    expect(unfenced('x = 1\n')).toBe('x = 1\n');
  });

  it('accepts the stub’s unscripted sample answers, so a model-backed session runs without a script', async () => {
    const agent = createModelCodingAgent(model);
    const sample = await agent.plan(brief, options);
    expect(sample.files.length).toBeGreaterThan(0);
    await expect(agent.writeFile(brief, sample, sample.files[0], [], options)).resolves.toMatchObject({
      path: sample.files[0].path,
    });
    expect(stub.requests).toHaveLength(2);
  });

  it('answers the files that fix the failed checks, shown their output', async () => {
    const failed: VibeCheck[] = [
      {
        name: 'Python compiles',
        status: 'failed',
        summary: '1 file does not compile',
        output: '  File "main.py", line 3\n    def run(\n           ^\nSyntaxError: unexpected EOF',
      },
    ];
    const files = [
      { path: 'src/load_data.py', content: 'def load(path):\n    return path\n' },
      { path: 'main.py', content: 'from src.load_data import load\n\ndef run(\n' },
    ];
    const rewrite = [{ path: 'main.py', content: 'from src.load_data import load\n\n\ndef run():\n    load("x")\n' }];
    stub.script([{ json: { files: [{ path: 'a\\b.py', content: '' }] } }, { json: { files: rewrite } }]);
    await expect(createModelCodingAgent(model).fix(brief, plan, files, failed, options)).resolves.toEqual(rewrite);

    const prompt = userPrompt(0);
    expect(prompt).toMatch(/^TASK: fix\n/);
    expect(prompt).toContain('--- Python compiles: 1 file does not compile\n  File "main.py", line 3');
    // The file the output names is shown first.
    expect(prompt.indexOf('--- main.py')).toBeLessThan(prompt.indexOf('--- src/load_data.py'));
    expect(stub.requests[1].messages.at(-1)?.content).toContain('uses a backslash');
    expect(usage).toHaveLength(2);
  });

  it('answers no files when the model says the failures cannot be fixed in the files', async () => {
    stub.script([{ json: { files: [] } }]);
    const failed: VibeCheck[] = [
      { name: 'Tests', status: 'failed', summary: 'pytest missing', output: 'No module named pytest' },
    ];
    await expect(createModelCodingAgent(model).fix(brief, plan, [], failed, options)).resolves.toEqual([]);
  });

  it('shows its prompt templates with their slots for the agents gallery', () => {
    expect(CODING_AGENT_PROMPTS.map((p) => p.name)).toEqual([
      'System',
      'Plan the project',
      'Write one file',
      'Fix failed checks',
    ]);
    expect(CODING_AGENT_PROMPTS[2].template).toContain('{brief}');
    expect(CODING_AGENT_PROMPTS[2].template).toContain('{path}');
  });
});
