import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VibeCheck } from '../vibe-types';
import { timedOutSummary, type ChecksOptions } from './check-types';
import { allFiles } from './check-words';
import { runCommand, type CommandResult } from './run-command';
import { SANDBOX_REPO } from './sandbox';

// Python's checks: every .py file compiles (python3 -m py_compile), then the tests run
// (python3 -m unittest). Without python3 on the machine both are skipped, and say why.

export const PYTHON_MISSING = 'python3 is not installed on this machine';

const skipped = (name: string, summary: string): VibeCheck => ({ name, status: 'skipped', summary, output: '' });

function verdict(name: string, result: CommandResult, passed: string, failed: string, seconds: number): VibeCheck {
  if (result.timedOut) return { name, status: 'failed', summary: timedOutSummary(seconds), output: result.output };
  return result.code === 0
    ? { name, status: 'passed', summary: passed, output: result.output }
    : { name, status: 'failed', summary: failed, output: result.output };
}

/** "Ran 27 tests" and "FAILED (failures=1)" from unittest's last lines. */
function testsSummary(output: string, code: number | null): { passed: string; failed: string } {
  const ran = output.match(/Ran (\d+) tests?/);
  const count = ran ? `${ran[1]} test${ran[1] === '1' ? '' : 's'}` : 'the tests';
  const failure = output.match(/FAILED \(([^)]*)\)/);
  if (ran && ran[1] === '0') return { passed: 'No tests ran', failed: 'No tests ran' };
  return {
    passed: `${count} passed`,
    failed: failure ? `${count}: ${failure[1]}` : `${count} did not run (exit code ${code ?? 'none'})`,
  };
}

export async function pythonChecks(options: ChecksOptions): Promise<VibeCheck[]> {
  const sources = options.files.filter((f) => f.endsWith('.py'));
  const timeoutMs = options.timeoutSeconds * 1000;
  // Bytecode goes to a directory of its own, never into the work tree: the sandbox's own /tmp.
  const cache = options.sandbox ? '/tmp/pycache' : await mkdtemp(join(tmpdir(), 'labforge-pycache-'));
  const cwd = options.sandbox ? SANDBOX_REPO : options.repoDir;
  try {
    // Unbuffered: what the tests print reaches the output in the order they printed it.
    const env = {
      PYTHONPYCACHEPREFIX: cache,
      PYTHONDONTWRITEBYTECODE: '1',
      PYTHONUNBUFFERED: '1',
      HOME: cache,
      PYTHONHASHSEED: '0',
    };
    const run = (args: string[]) =>
      runCommand('python3', args, {
        cwd,
        timeoutMs,
        signal: options.signal,
        path: options.path,
        env,
        sandbox: options.sandbox,
      });
    if (sources.length === 0) return [skipped('Python compiles', 'The project has no Python files')];
    const compiled = await run(['-m', 'py_compile', ...sources]);
    if (compiled.notFound) return [skipped('Python compiles', PYTHON_MISSING), skipped('Tests', PYTHON_MISSING)];
    // py_compile's exit code says whether every file compiled, not how many did not.
    const compiles = verdict(
      'Python compiles',
      compiled,
      allFiles(sources.length, 'Python', { one: 'compiles', many: 'compile' }),
      sources.length === 1
        ? '1 Python file does not compile'
        : `Not every one of ${sources.length} Python files compiles`,
      options.timeoutSeconds,
    );
    const testFiles = options.files.filter((f) => /^tests\/test[^/]*\.py$/.test(f));
    if (testFiles.length === 0) return [compiles, skipped('Tests', 'The project has no tests/test_*.py files')];
    // With tests/ a package, its modules import as tests.*; without, tests/ itself is the top.
    const layout = options.files.includes('tests/__init__.py') ? ['-s', 'tests', '-t', '.'] : ['-s', 'tests'];
    const tested = await run(['-m', 'unittest', 'discover', ...layout]);
    const words = testsSummary(tested.output, tested.code);
    return [compiles, verdict('Tests', tested, words.passed, words.failed, options.timeoutSeconds)];
  } finally {
    if (!options.sandbox) await rm(cache, { recursive: true, force: true });
  }
}
