import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runProjectChecks } from '../checks/project-checks';
import { isSafeRepoPath } from '../names';
import type { VibeBrief } from '../vibe-types';
import { createOfflineCodingAgent, OFFLINE_ENGINE } from './offline-agent';
import { CONVERTED_BRIEF, METHODOLOGY_BRIEF } from './offline-test-briefs';

// The offline agent writes a real project from the idea: the same plan and files for the same
// brief, and a project whose own checks (compile, tests) pass in Python and in JavaScript.

const signal = new AbortController().signal;
const agent = createOfflineCodingAgent();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function writeProject(brief: VibeBrief) {
  const plan = await agent.plan(brief, { signal });
  const dir = mkdtempSync(join(tmpdir(), 'labforge-offline-'));
  dirs.push(dir);
  const files = [];
  for (const file of plan.files) {
    const written = await agent.writeFile(brief, plan, file, files, { signal });
    files.push(written);
    mkdirSync(dirname(join(dir, written.path)), { recursive: true });
    writeFileSync(join(dir, written.path), written.content);
  }
  return { plan, dir, files };
}

const check = (language: string, dir: string, paths: string[]) =>
  runProjectChecks(language, { repoDir: dir, files: paths, timeoutSeconds: 60, signal });

describe('the offline coding agent', () => {
  it('says it is the offline engine and offers no fixes', async () => {
    expect(agent.engine).toEqual(OFFLINE_ENGINE);
    expect(
      await agent.fix(METHODOLOGY_BRIEF, await agent.plan(METHODOLOGY_BRIEF, { signal }), [], [], { signal }),
    ).toEqual([]);
  });

  it('plans the same project for the same brief, every path safe', async () => {
    const first = await agent.plan(METHODOLOGY_BRIEF, { signal });
    expect(await agent.plan(METHODOLOGY_BRIEF, { signal })).toEqual(first);
    expect(first.language).toBe('python');
    expect(first.files.every((f) => isSafeRepoPath(f.path))).toBe(true);
    expect(first.summary).toContain('## Steps');
  });

  it('writes a module per methodology step and a Python project whose checks pass', async () => {
    const { plan, dir, files } = await writeProject(METHODOLOGY_BRIEF);
    const steps = plan.files.filter((f) => /\/steps\/step_\d\d_/.test(f.path));
    expect(steps).toHaveLength(METHODOLOGY_BRIEF.methodology.length);
    const kinds = new Set(plan.files.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['code', 'data', 'deps', 'entry', 'readme', 'test']);
    const checks = await check(
      'python',
      dir,
      files.map((f) => f.path),
    );
    expect(
      checks.map((c) => [c.name, c.status]),
      JSON.stringify(checks),
    ).toEqual([
      ['Python compiles', 'passed'],
      ['Tests', 'passed'],
    ]);
  }, 30_000);

  it('follows a converted idea: a module per workflow step, its metrics and datasets', async () => {
    const { plan, dir, files } = await writeProject(CONVERTED_BRIEF);
    const steps = plan.files.filter((f) => f.path.includes('/steps/step_')).map((f) => f.path.split('/').pop());
    expect(steps).toEqual([
      'step_01_prepare_and_join_the_data.py',
      'step_02_call_patients_weekly.py',
      'step_03_model_readmission_risk.py',
      'step_04_evaluate_against_the_metrics.py',
      'step_05_write_the_report.py',
    ]);
    const data = files.find((f) => f.path.endsWith('/data.py'))!.content;
    expect(data).toContain('file="readmissions_2024.csv", format="csv", url="https://example.org/readmissions"');
    expect(data).toContain('file="ward_census.json", format="json"');
    expect(data).toContain('file="readmissions_2024_2.netcdf", format="netcdf"');
    expect(files.find((f) => f.path.endsWith('/metrics.py'))!.content).toContain('"Statistical power",');
    const checks = await check(
      'python',
      dir,
      files.map((f) => f.path),
    );
    expect(
      checks.every((c) => c.status === 'passed'),
      JSON.stringify(checks),
    ).toBe(true);
  }, 30_000);

  it('writes JavaScript for Node when the instructions ask for it, and its tests pass', async () => {
    const brief = { ...CONVERTED_BRIEF, customInstructions: 'Write it in JavaScript for Node, please.' };
    const { plan, dir, files } = await writeProject(brief);
    expect(plan.language).toBe('javascript');
    const manifest = JSON.parse(files.find((f) => f.path === 'package.json')!.content);
    expect(manifest).toMatchObject({ type: 'module', scripts: { test: 'node --test' } });
    expect(plan.files.filter((f) => f.path.startsWith('test/') && f.path.endsWith('.test.js')).length).toBeGreaterThan(
      3,
    );
    const checks = await check(
      'javascript',
      dir,
      files.map((f) => f.path),
    );
    expect(
      checks.map((c) => [c.name, c.status]),
      JSON.stringify(checks),
    ).toEqual([
      ['JavaScript parses', 'passed'],
      ['Tests', 'passed'],
    ]);
  }, 60_000);

  it('refuses to write a file it did not plan', async () => {
    const plan = await agent.plan(METHODOLOGY_BRIEF, { signal });
    const stray = { path: 'src/elsewhere.py', kind: 'code' as const, purpose: 'not planned' };
    await expect(agent.writeFile(METHODOLOGY_BRIEF, plan, stray, [], { signal })).rejects.toThrow('did not plan');
  });
});
