import type { Blueprint } from './blueprint';
import { renderStepModule, renderStepTests, stepFile } from './javascript-steps';
import type { OfflineFile } from './project-file';
import { projectReadme } from './project-docs';
import { fill, literal, template } from './templates';

// The offline agent's JavaScript project, for instructions that ask for JavaScript, Node or
// TypeScript: ES modules under src/ (one per step), node:test tests on a tiny fixture, and a
// package.json with no dependency, so `npm test` runs on Node alone.

type Render = (name: string, values?: Record<string, string>) => () => string;

const js: Render =
  (name, values = {}) =>
  () =>
    fill(template('javascript', name), values);
const stepName = (number: number) => `step${String(number).padStart(2, '0')}`;

function manifest(blueprint: Blueprint): string {
  const pkg = {
    name: blueprint.packageName.replace(/_/g, '-'),
    version: '0.1.0',
    private: true,
    description: blueprint.title,
    type: 'module',
    engines: { node: '>=20' },
    scripts: { test: 'node --test', start: 'node src/main.js' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function sourceFiles(blueprint: Blueprint): OfflineFile[] {
  const datasets = blueprint.datasets.map(
    (d) =>
      `  { name: ${literal(d.name)}, file: ${literal(d.file)}, format: ${literal(d.format)}, ` +
      `url: ${d.url === null ? 'null' : literal(d.url)} },`,
  );
  const steps = blueprint.steps.map((step) => ({ name: stepName(step.number), file: stepFile(step), step }));
  return [
    { path: 'src/table.js', kind: 'code', purpose: 'helpers over the analysis table', render: js('table.js') },
    { path: 'src/operations.js', kind: 'code', purpose: 'the operations the steps apply', render: js('operations.js') },
    { path: 'src/csv.js', kind: 'code', purpose: 'reads CSV and TSV', render: js('csv.js') },
    {
      path: 'src/data.js',
      kind: 'data',
      purpose: 'loads the attached datasets',
      render: js('data.js', { DATASETS: datasets.join('\n') }),
    },
    ...steps.map(({ file, step }) => ({
      path: `src/steps/${file}`,
      kind: 'code' as const,
      purpose: `step ${step.number}, ${step.title}`,
      render: () => renderStepModule(blueprint, step),
    })),
    {
      path: 'src/metrics.js',
      kind: 'code',
      purpose: "computes the experiment's metrics",
      render: js('metrics.js', { METRICS: blueprint.metrics.map((m) => `  ${literal(m)},`).join('\n') }),
    },
    {
      path: 'src/tracking.js',
      kind: 'code',
      purpose: 'logs the run and its metrics to Labforge when LABFORGE_TOKEN is set',
      render: js('tracking.js'),
    },
    {
      path: 'src/report.js',
      kind: 'code',
      purpose: 'writes the findings as Markdown',
      render: js('report.js', { TITLE: literal(blueprint.title) }),
    },
    {
      path: 'src/main.js',
      kind: 'entry',
      purpose: 'runs the steps in order and writes the results as JSON',
      render: js('main.js', {
        IMPORTS: steps.map((s) => `import * as ${s.name} from './steps/${s.file}';`).join('\n'),
        STEPS: steps.map((s) => `  ${s.name},`).join('\n'),
      }),
    },
  ];
}

function testFiles(blueprint: Blueprint): OfflineFile[] {
  const test = (name: string, purpose: string): OfflineFile => ({
    path: `test/${name}`,
    kind: 'test',
    purpose,
    render: js(name),
  });
  return [
    test('fixtures.js', 'the tiny table the tests run on'),
    test('operations.test.js', 'tests of the operations'),
    test('data.test.js', 'tests of data loading'),
    test('metrics.test.js', 'tests of the metrics'),
    test('tracking.test.js', 'tests of logging to Labforge, without a network'),
    {
      path: 'test/steps.test.js',
      kind: 'test',
      purpose: 'each step run on the fixture',
      render: () => renderStepTests(blueprint),
    },
    test('pipeline.test.js', 'the whole study, end to end'),
  ];
}

export function javascriptFiles(blueprint: Blueprint): OfflineFile[] {
  return [
    {
      path: 'package.json',
      kind: 'deps',
      purpose: 'the package, with no dependency',
      render: () => manifest(blueprint),
    },
    ...sourceFiles(blueprint),
    ...testFiles(blueprint),
    { path: 'README.md', kind: 'readme', purpose: 'how to run it', render: () => projectReadme(blueprint) },
  ];
}
