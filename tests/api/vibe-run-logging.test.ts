import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCodingAgent } from '../../server/vibe/offline/offline-agent';
import { METHODOLOGY_BRIEF } from '../../server/vibe/offline/offline-test-briefs';
import type { VibeBrief } from '../../server/vibe/vibe-types';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { call, createToken, makeExperiment } from '../support/api/run-support';

// The coding agent's generated project logs its run to the real API (docs/product.md, "The coding
// agent"): the offline agent writes the project, its entry point runs as a user would run it, with
// only the LABFORGE_* variables, against this server on a loopback port, and the run arrives.

const run = promisify(execFile);
const signal = new AbortController().signal;
let t: TestApp;
let ada: SignedIn;
let url: string;
let experimentId: string;
const dirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signIn(t.app);
  experimentId = (await makeExperiment(t.app, ada)).experimentId;
});
afterAll(async () => {
  await t?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The offline agent's project for the experiment, written to disk with its fixture as the study's data. */
async function writeProject(language: 'python' | 'javascript') {
  const brief: VibeBrief = {
    ...METHODOLOGY_BRIEF,
    customInstructions: language === 'javascript' ? 'Write it in JavaScript for Node.' : null,
    experiment: { id: experimentId, name: 'Warm restarts', metrics: [], plan: [] },
  };
  const agent = createOfflineCodingAgent();
  const plan = await agent.plan(brief, { signal });
  const dir = await mkdtemp(join(tmpdir(), 'labforge-logged-'));
  dirs.push(dir);
  for (const file of plan.files) {
    const written = await agent.writeFile(brief, plan, file, [], { signal });
    await mkdir(dirname(join(dir, written.path)), { recursive: true });
    await writeFile(join(dir, written.path), written.content);
  }
  await mkdir(join(dir, 'data'));
  const writeData =
    language === 'python'
      ? [
          'python3',
          [
            '-c',
            "from pathlib import Path; from tests.fixtures import write_fixture; write_fixture(Path('data/study_data.csv'), 'csv')",
          ],
        ]
      : [
          'node',
          [
            '--input-type=module',
            '-e',
            "import { writeFixture } from './test/fixtures.js'; writeFixture('data/study_data.csv', 'csv');",
          ],
        ];
  await run(writeData[0] as string, writeData[1] as string[], { cwd: dir });
  const entry =
    language === 'python' ? ['python3', ['-m', `${plan.files[1].path.split('/')[1]}.main`]] : ['node', ['src/main.js']];
  return {
    dir,
    program: entry[0] as string,
    args: [...(entry[1] as string[]), '--data-dir', 'data', '--out', 'results.json'],
  };
}

/** Runs the study as a user would, with nothing of this process's environment but PATH and `env`. */
async function runStudy(project: Awaited<ReturnType<typeof writeProject>>, env: Record<string, string>) {
  const result = await run(project.program, project.args, {
    cwd: project.dir,
    env: { PATH: process.env.PATH ?? '', PYTHONPATH: 'src', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  const results = JSON.parse(await readFile(join(project.dir, 'results.json'), 'utf8'));
  return { ...result, results };
}

const runsOfExperiment = async () =>
  (await call(t.app, ada, 'GET', `/v1/experiments/${experimentId}/runs?pageSize=100`)).json().items as {
    id: string;
    name: string;
    status: string;
    params: Record<string, string>;
    latestMetrics: Record<string, { value: number; step: number }>;
  }[];

describe.each(['python', 'javascript'] as const)("the generated %s project's run", (language) => {
  it('logs to the experiment with a token: the run, its params and metrics, then ends it', async () => {
    const project = await writeProject(language);
    const pat = await createToken(t.app, ada);
    const before = new Set((await runsOfExperiment()).map((r) => r.id));
    const env = { LABFORGE_URL: url, LABFORGE_TOKEN: pat.token, LABFORGE_EXPERIMENT_ID: experimentId };
    const { code, stdout, stderr, results } = await runStudy(project, env);
    expect(code, stderr).toBe(0);
    const [logged] = (await runsOfExperiment()).filter((r) => !before.has(r.id));
    expect(stdout).toContain(`Logging to Labforge: run ${logged.name} (${url})`);
    expect(logged).toMatchObject({ status: 'finished', params: { data_dir: 'data' } });
    expect(logged.latestMetrics['rows_analysed'].value).toBe(results.metrics['Rows analysed']);
    expect(logged.latestMetrics['mean_outcome'].value).toBeCloseTo(results.metrics['Mean outcome'], 10);
    expect(logged.latestMetrics['pipeline/rows']).toMatchObject({ value: results.rows, step: results.steps.length });
    const history = (await call(t.app, ada, 'GET', `/v1/runs/${logged.id}/metrics/pipeline%2Frows`)).json();
    expect(history.points.map((p: { step: number }) => p.step)).toEqual(
      results.steps.map((_: unknown, i: number) => i + 1),
    );
  }, 60_000);

  it('without the variables runs as before and says in one line how to turn logging on', async () => {
    const project = await writeProject(language);
    const count = (await runsOfExperiment()).length;
    const { code, stdout, results } = await runStudy(project, {});
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^Labforge logging is off: set LABFORGE_TOKEN .*LABFORGE_EXPERIMENT_ID/);
    expect(Object.keys(results.metrics)).toEqual(['Rows analysed', 'Mean outcome', 'R²']);
    expect(await runsOfExperiment()).toHaveLength(count);
  }, 60_000);

  it('says a refused token in the server words, keeps the results, and exits 1', async () => {
    const project = await writeProject(language);
    const env = { LABFORGE_URL: url, LABFORGE_TOKEN: `lf_pat_${'x'.repeat(43)}`, LABFORGE_EXPERIMENT_ID: experimentId };
    const { code, stderr, results } = await runStudy(project, env);
    expect(code).toBe(1);
    expect(stderr).toContain('Labforge logging failed: POST /v1/experiments/');
    expect(stderr).toContain('401 Authentication required');
    expect(results.rows).toBeGreaterThan(0);
  }, 60_000);
});
