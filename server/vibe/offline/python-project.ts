import type { Blueprint } from './blueprint';
import type { OfflineFile } from './project-file';
import { projectReadme } from './project-docs';
import { renderStepModule, renderStepTests, stepModule } from './python-steps';
import { fill, literal, pythonDoc, template } from './templates';

// The offline agent's Python project: a package under src/ (tables, operations, data loading,
// one module per step, metrics, report, entry point), unittest tests on a tiny fixture, and a
// requirements file. Standard library only, so the checks can run it anywhere Python is.

type Render = (name: string, values?: Record<string, string>) => () => string;

const pyLiteral = (value: string | null) => (value === null ? 'None' : literal(value));
const lines = (items: string[], indent = '    ') => items.map((item) => `${indent}${item},`).join('\n');

function packageFiles(blueprint: Blueprint, src: string, py: Render): OfflineFile[] {
  const modules = blueprint.steps.map(stepModule);
  const datasets = blueprint.datasets.map(
    (d) =>
      `Dataset(name=${literal(d.name)}, file=${literal(d.file)}, format=${literal(d.format)}, url=${pyLiteral(d.url)})`,
  );
  const doc = pythonDoc(`${blueprint.title}: the study's code.`);
  return [
    { path: `${src}/__init__.py`, kind: 'code', purpose: 'the package', render: py('package_init.py', { DOC: doc }) },
    { path: `${src}/table.py`, kind: 'code', purpose: 'helpers over the analysis table', render: py('table.py') },
    {
      path: `${src}/operations.py`,
      kind: 'code',
      purpose: 'the operations the steps apply',
      render: py('operations.py'),
    },
    {
      path: `${src}/data.py`,
      kind: 'data',
      purpose: 'loads the attached datasets',
      render: py('data.py', { DATASETS: lines(datasets) }),
    },
    { path: `${src}/steps/__init__.py`, kind: 'code', purpose: 'the steps package', render: py('steps_init.py') },
    ...blueprint.steps.map((step, i) => ({
      path: `${src}/steps/${modules[i]}.py`,
      kind: 'code' as const,
      purpose: `step ${step.number}, ${step.title}`,
      render: () => renderStepModule(blueprint, step),
    })),
    {
      path: `${src}/metrics.py`,
      kind: 'code',
      purpose: "computes the experiment's metrics",
      render: py('metrics.py', { METRICS: lines(blueprint.metrics.map(literal)) }),
    },
    {
      path: `${src}/tracking.py`,
      kind: 'code',
      purpose: 'logs the run and its metrics to Labforge when LABFORGE_TOKEN is set',
      render: py('tracking.py'),
    },
    {
      path: `${src}/report.py`,
      kind: 'code',
      purpose: 'writes the findings as Markdown',
      render: py('report.py', { TITLE: literal(blueprint.title) }),
    },
    {
      path: `${src}/main.py`,
      kind: 'entry',
      purpose: 'runs the steps in order and writes the results as JSON',
      render: py('main.py', { IMPORTS: lines(modules), STEPS: lines(modules) }),
    },
  ];
}

function testFiles(blueprint: Blueprint, py: Render): OfflineFile[] {
  const test = (name: string, purpose: string): OfflineFile => ({
    path: `tests/${name}`,
    kind: 'test',
    purpose,
    render: py(name === '__init__.py' ? 'tests_init.py' : name),
  });
  return [
    test('__init__.py', 'makes src/ importable for the tests'),
    test('fixtures.py', 'the tiny table the tests run on'),
    test('test_operations.py', 'tests of the operations'),
    test('test_data.py', 'tests of data loading'),
    test('test_metrics.py', 'tests of the metrics'),
    test('test_tracking.py', 'tests of logging to Labforge, without a network'),
    {
      path: 'tests/test_steps.py',
      kind: 'test',
      purpose: 'each step run on the fixture',
      render: () => renderStepTests(blueprint),
    },
    test('test_pipeline.py', 'the whole study, end to end'),
  ];
}

export function pythonFiles(blueprint: Blueprint): OfflineFile[] {
  const py: Render =
    (name, values = {}) =>
    () =>
      fill(template('python', name), { PACKAGE: blueprint.packageName, ...values });
  return [
    {
      path: 'requirements.txt',
      kind: 'deps',
      purpose: 'the dependencies (standard library only)',
      render: py('requirements.txt'),
    },
    ...packageFiles(blueprint, `src/${blueprint.packageName}`, py),
    ...testFiles(blueprint, py),
    { path: 'README.md', kind: 'readme', purpose: 'how to run it', render: () => projectReadme(blueprint) },
  ];
}
