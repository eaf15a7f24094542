import { javascriptIdentifier } from '../names';
import type { Blueprint, StepSpec } from './blueprint';
import { describedBeyondTitle } from './python-steps';
import { OPERATION_SUMMARY, type StepOperation } from './step-operations';
import { jsComment, literal, wrap } from './templates';

// The JavaScript modules of a study's steps (src/steps/step-NN-<slug>.js) and the test that
// runs each of them on the fixture table.

export const stepFile = (step: StepSpec) =>
  `step-${String(step.number).padStart(2, '0')}-${step.slug.replace(/_/g, '-')}.js`;

const CALLS: Record<StepOperation, { from: string; call: string; argument: string }> = {
  prepare: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.prepare(table)',
    argument: 'table',
  },
  normalise: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.normalise(table)',
    argument: 'table',
  },
  fit: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.fitLine(table)',
    argument: 'table',
  },
  compare: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.compareGroups(table)',
    argument: 'table',
  },
  correlate: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.correlate(table)',
    argument: 'table',
  },
  summarise: {
    from: "import * as operations from '../operations.js';",
    call: 'operations.summariseRows(table)',
    argument: 'table',
  },
  evaluate: {
    from: "import * as metrics from '../metrics.js';",
    call: 'metrics.computeMetrics(table)',
    argument: 'table',
  },
  report: {
    from: "import * as report from '../report.js';",
    call: 'report.renderReport(results)',
    argument: 'results',
  },
};

const TAKEN = new Set(
  (
    'operations metrics report run table results TITLE ROLE arguments await break case catch class const continue ' +
    'debugger default delete do else enum eval export extends false finally for function if implements import in ' +
    'instanceof interface let new null package private protected public return static super switch this throw true ' +
    'try typeof var void while with yield'
  ).split(' '),
);

function functionName(step: StepSpec): string {
  const name = javascriptIdentifier(step.title, 'step', 40);
  return TAKEN.has(name) ? `step${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
}

export function renderStepModule(blueprint: Blueprint, step: StepSpec): string {
  const { from, call, argument } = CALLS[step.operation];
  const name = functionName(step);
  const details = describedBeyondTitle(step);
  return [
    `// Step ${step.number} of ${blueprint.steps.length}: ${step.title.replace(/[\r\n]+/g, ' ')}.`,
    '',
    from,
    '',
    `export const TITLE = ${literal(step.title)};`,
    `export const ROLE = ${literal(step.role)};`,
    '',
    '/**',
    ` * ${jsComment(step.title)}.`,
    ...(details ? [' *', ...wrap(jsComment(details)).map((line) => ` * ${line}`)] : []),
    ' *',
    ...wrap(`What the code does: ${OPERATION_SUMMARY[step.operation]}.`).map((line) => ` * ${line}`),
    ' */',
    `export function ${name}(${argument}) {`,
    `  return ${call};`,
    '}',
    '',
    `export const run = ${name};`,
    '',
  ].join('\n');
}

const ASSERTIONS: Record<StepOperation, string[]> = {
  prepare: ['assert.deepEqual({m}.run(rawRows()), fixtureTable());'],
  normalise: ['close(mean({m}.run(fixtureTable()).map((row) => row.response_z)), 0);'],
  fit: ['close({m}.run(fixtureTable()).reduce((sum, row) => sum + row.residual, 0), 0);'],
  compare: ['close({m}.run(fixtureTable())[0].group_mean, mean([3.1, 4.9, 7.2]));'],
  correlate: ['assert.ok(mean({m}.run(fixtureTable()).map((row) => row.co_deviation)) > 0.99);'],
  summarise: ['assert.ok({m}.run(fixtureTable()).every((row) => row.row_mean !== null));'],
  evaluate: [
    'const results = {m}.run(fixtureTable());',
    'assert.deepEqual(Object.keys(results), METRICS);',
    'assert.ok(Object.values(results).some((value) => value !== null));',
  ],
  report: ["assert.match({m}.run({ 'Mean response': 8.05, Cost: null }), /Mean response[\\s\\S]*not computed/);"],
};

export function renderStepTests(blueprint: Blueprint): string {
  const modules = blueprint.steps.map((step) => `step${String(step.number).padStart(2, '0')}`);
  const uses = (...operations: StepOperation[]) => blueprint.steps.some((s) => operations.includes(s.operation));
  const tests = blueprint.steps.flatMap((step, i) => [
    '',
    `test(${literal(`step ${step.number}, ${step.title}: ${OPERATION_SUMMARY[step.operation]}`)}, () => {`,
    ...ASSERTIONS[step.operation].map((line) => `  ${line.replace('{m}', modules[i])}`),
    '});',
  ]);
  return [
    "import assert from 'node:assert/strict';",
    "import { test } from 'node:test';",
    ...(uses('evaluate') ? ["import { METRICS } from '../src/metrics.js';"] : []),
    ...blueprint.steps.map((step, i) => `import * as ${modules[i]} from '../src/steps/${stepFile(step)}';`),
    ...(uses('normalise', 'compare', 'correlate') ? ["import { mean } from '../src/table.js';"] : []),
    `import { ${uses('prepare') ? 'fixtureTable, rawRows' : 'fixtureTable'} } from './fixtures.js';`,
    ...(uses('normalise', 'fit', 'compare')
      ? [
          '',
          'const close = (actual, expected, tolerance = 1e-9) =>',
          '  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`);',
        ]
      : []),
    ...tests,
    '',
  ].join('\n');
}
