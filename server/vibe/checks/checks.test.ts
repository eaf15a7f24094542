import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runProjectChecks } from './project-checks';
import { PYTHON_MISSING } from './python-checks';
import { MAX_OUTPUT_BYTES } from './run-command';

// The checks run real python3 and node on small projects: what passes, what fails and shows its
// output, what is skipped (and why), and the deadline.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'labforge-checks-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, files: Object.keys(files) };
}

const checks = (
  language: string,
  p: { dir: string; files: string[] },
  extra: { timeoutSeconds?: number; path?: string } = {},
) =>
  runProjectChecks(language, {
    repoDir: p.dir,
    files: p.files,
    timeoutSeconds: extra.timeoutSeconds ?? 60,
    signal: new AbortController().signal,
    path: extra.path,
  });

const PY_OK = {
  'src/calc/__init__.py': '',
  'src/calc/add.py': 'def add(a, b):\n    return a + b\n',
  'tests/__init__.py':
    'import sys, pathlib\nsys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "src"))\n',
  'tests/test_add.py':
    'import unittest\nfrom calc.add import add\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n',
};

describe('Python checks', () => {
  it('pass when every file compiles and the tests pass', async () => {
    const result = await checks('python', project(PY_OK));
    expect(result.map((c) => [c.name, c.status, c.summary])).toEqual([
      ['Python compiles', 'passed', '4 Python files compile'],
      ['Tests', 'passed', '1 test passed'],
    ]);
  });

  it('show a file that does not compile, with what Python said', async () => {
    const p = project({ ...PY_OK, 'src/calc/add.py': 'def add(a, b)\n    return a + b\n' });
    const [compiles, tests] = await checks('python', p);
    expect(compiles).toMatchObject({ status: 'failed', summary: 'Not every one of 4 Python files compiles' });
    expect(compiles.output).toMatch(/add\.py[\s\S]*SyntaxError/);
    expect(tests.status).toBe('failed');
  });

  it('show a failing test with unittest’s summary', async () => {
    const p = project({ ...PY_OK, 'src/calc/add.py': 'def add(a, b):\n    return a - b\n' });
    const [, tests] = await checks('python', p);
    expect(tests).toMatchObject({ name: 'Tests', status: 'failed', summary: '1 test: failures=1' });
    expect(tests.output).toContain('AssertionError: -1 != 3');
  });

  it('are skipped, saying why, on a machine without python3', async () => {
    const result = await checks('python', project(PY_OK), { path: '/nonexistent-labforge-bin' });
    expect(result).toEqual([
      { name: 'Python compiles', status: 'skipped', summary: PYTHON_MISSING, output: '' },
      { name: 'Tests', status: 'skipped', summary: PYTHON_MISSING, output: '' },
    ]);
  });

  it('stop a test run at the deadline and say so', async () => {
    const slow =
      'import time, unittest\n\nclass T(unittest.TestCase):\n    def test_slow(self):\n        time.sleep(30)\n';
    const [, tests] = await checks('python', project({ ...PY_OK, 'tests/test_slow.py': slow }), { timeoutSeconds: 1 });
    expect(tests).toMatchObject({ status: 'failed', summary: 'Stopped after 1 s, the most a check may run' });
  });

  it('keep only the last 20 kB of what a check printed', async () => {
    const noisy =
      'import unittest\n\nclass T(unittest.TestCase):\n    def test_noise(self):\n        print("x" * 100000)\n        self.fail("the end")\n';
    const [, tests] = await checks('python', project({ ...PY_OK, 'tests/test_noise.py': noisy }));
    expect(tests.status).toBe('failed');
    expect(Buffer.byteLength(tests.output)).toBeLessThanOrEqual(MAX_OUTPUT_BYTES + 100);
    expect(tests.output.startsWith('[earlier output trimmed]\n')).toBe(true);
    expect(tests.output).toMatch(/FAILED \(failures=1\)\s*$/);
  });

  it('never see the server’s environment', async () => {
    process.env.LABFORGE_SECRET_FOR_TEST = 'hunter2';
    try {
      const leak =
        'import os, unittest\n\nclass T(unittest.TestCase):\n    def test_env(self):\n        self.assertNotIn("LABFORGE_SECRET_FOR_TEST", os.environ)\n';
      const [, tests] = await checks('python', project({ ...PY_OK, 'tests/test_env.py': leak }));
      expect(tests.status, tests.output).toBe('passed');
    } finally {
      delete process.env.LABFORGE_SECRET_FOR_TEST;
    }
  });
});

describe('JavaScript checks', () => {
  const JS_OK = {
    'package.json': '{"type":"module","scripts":{"test":"node --test"}}',
    'src/add.js': 'export const add = (a, b) => a + b;\n',
    'test/add.test.js':
      "import assert from 'node:assert/strict';\nimport { test } from 'node:test';\nimport { add } from '../src/add.js';\ntest('adds', () => assert.equal(add(1, 2), 3));\n",
  };

  it('pass when every file parses and the tests pass', async () => {
    const result = await checks('javascript', project(JS_OK));
    expect(result.map((c) => [c.name, c.status, c.summary])).toEqual([
      ['JavaScript parses', 'passed', '2 JavaScript files parse'],
      ['Tests', 'passed', '1 test passed'],
    ]);
  });

  it('show a file that does not parse and a failing test', async () => {
    const p = project({ ...JS_OK, 'src/add.js': 'export const add = (a, b) => a - b;\nexport const broken = (;\n' });
    const [parses, tests] = await checks('javascript', p);
    expect(parses).toMatchObject({ status: 'failed', summary: '1 of 2 JavaScript files does not parse' });
    expect(parses.output).toMatch(/src\/add\.js[\s\S]*SyntaxError/);
    expect(tests.status).toBe('failed');
  });
});
