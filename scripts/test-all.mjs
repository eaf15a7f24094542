// `npm test`: every suite in one command — contract freshness, formatting, lint, types, vitest (unit,
// component, model-based, API on PGlite and on PostgreSQL), the build, and Playwright in Chromium.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const steps = [
  ['contract types are fresh', 'node', ['scripts/check-schema-fresh.mjs']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck: browser code', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.app.json']],
  ['typecheck: Node code', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['typecheck: tests', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.test.json']],
  [
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['playwright', 'npx', ['playwright', 'test']],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
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
