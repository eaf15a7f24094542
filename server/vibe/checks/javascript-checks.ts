import type { VibeCheck } from '../vibe-types';
import { timedOutSummary, type ChecksOptions } from './check-types';
import { allFiles, failedFiles } from './check-words';
import { runCommand } from './run-command';
import { SANDBOX_REPO } from './sandbox';

// JavaScript's checks: every file parses (node --check), then the tests run (node --test).
// Node is the server's own runtime, so these never skip for want of it.

export async function javascriptChecks(options: ChecksOptions): Promise<VibeCheck[]> {
  const timeoutMs = options.timeoutSeconds * 1000;
  const run = (args: string[]) =>
    runCommand(process.execPath, args, {
      cwd: options.sandbox ? SANDBOX_REPO : options.repoDir,
      timeoutMs,
      signal: options.signal,
      path: options.path,
      env: { HOME: options.sandbox ? '/tmp' : options.repoDir, NODE_ENV: 'test' },
      sandbox: options.sandbox,
    });
  const sources = options.files.filter((f) => /\.(?:m|c)?js$/.test(f));
  const failedToParse: string[] = [];
  let parseOutput = '';
  for (const file of sources) {
    const result = await run(['--check', file]);
    if (result.code !== 0) {
      failedToParse.push(file);
      parseOutput += `${file}:\n${result.timedOut ? timedOutSummary(options.timeoutSeconds) : result.output}\n`;
    }
  }
  const parses: VibeCheck =
    failedToParse.length === 0
      ? {
          name: 'JavaScript parses',
          status: 'passed',
          summary: allFiles(sources.length, 'JavaScript', { one: 'parses', many: 'parse' }),
          output: '',
        }
      : {
          name: 'JavaScript parses',
          status: 'failed',
          summary: failedFiles(failedToParse.length, sources.length, 'JavaScript', 'parse'),
          output: parseOutput.slice(-20 * 1024),
        };
  const tested = await run(['--test']);
  const pass = tested.output.match(/^# pass (\d+)/m)?.[1];
  const fail = tested.output.match(/^# fail (\d+)/m)?.[1];
  const tests: VibeCheck = tested.timedOut
    ? { name: 'Tests', status: 'failed', summary: timedOutSummary(options.timeoutSeconds), output: tested.output }
    : tested.code === 0
      ? {
          name: 'Tests',
          status: 'passed',
          summary: pass ? `${pass} test${pass === '1' ? '' : 's'} passed` : 'The tests passed',
          output: tested.output,
        }
      : {
          name: 'Tests',
          status: 'failed',
          summary: fail
            ? `${fail} of ${Number(pass ?? 0) + Number(fail)} tests failed`
            : `The tests did not run (exit code ${tested.code ?? 'none'})`,
          output: tested.output,
        };
  return [parses, tests];
}
