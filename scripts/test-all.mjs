// `npm test`: every suite in one command — contract freshness, formatting, lint, types, vitest (unit,
// component, model-based, API on PGlite and on PostgreSQL), the build, and Playwright in Chromium.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
// The checks and the build are single-threaded, so they run two at a time (the machine's cores);
// vitest and Playwright each fill the machine on their own and run alone, in turn.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const CHECKS_AT_ONCE = 2;
const checks = [
  ['contract types are fresh', 'node', ['scripts/check-schema-fresh.mjs']],
  // The contract against Redocly's recommended rules (redocly.yaml) and OWASP's API rules (.spectral.yaml).
  ['contract lint: Redocly', 'npx', ['redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']],
  ['contract lint: Spectral OWASP', 'npx', ['spectral', 'lint', 'openapi/openapi.yaml', '--fail-severity=error', '-D']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck: browser code', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.app.json']],
  ['typecheck: Node code', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['typecheck: tests', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.test.json']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
];
const suites = [
  [
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['playwright', 'npx', ['playwright', 'test']],
];

const failedSteps = [];

/** Runs one check with its output held back, then prints it whole, so parallel checks never interleave. */
function runQuietly([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n▶ ${name} (${seconds} s)${status === 0 ? '' : ' FAILED'}`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failedSteps.push(name);
      resolve();
    });
  });
}

const queue = [...checks];
await Promise.all(
  Array.from({ length: CHECKS_AT_ONCE }, async () => {
    while (queue.length) await runQuietly(queue.shift());
  }),
);

for (const [name, command, args] of suites) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (status !== 0) failedSteps.push(name);
}

// One closing line over every test that ran, vitest and Playwright together.
function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const vitest = counts('test-results/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = counts('test-results/playwright.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
