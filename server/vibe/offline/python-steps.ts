import { pythonIdentifier } from '../names';
import type { Blueprint, StepSpec } from './blueprint';
import { OPERATION_SUMMARY, type StepOperation } from './step-operations';
import { literal, pythonDoc, wrap } from './templates';

// The Python modules of a study's steps (src/<package>/steps/step_NN_<slug>.py) and the test
// that runs each of them on the fixture table.

export const stepModule = (step: StepSpec) => `step_${String(step.number).padStart(2, '0')}_${step.slug}`;

const CALLS: Record<StepOperation, { from: string; call: string; argument: string }> = {
  prepare: { from: 'from .. import operations', call: 'operations.prepare(table)', argument: 'table' },
  normalise: { from: 'from .. import operations', call: 'operations.normalise(table)', argument: 'table' },
  fit: { from: 'from .. import operations', call: 'operations.fit_line(table)', argument: 'table' },
  compare: { from: 'from .. import operations', call: 'operations.compare_groups(table)', argument: 'table' },
  correlate: { from: 'from .. import operations', call: 'operations.correlate(table)', argument: 'table' },
  summarise: { from: 'from .. import operations', call: 'operations.summarise_rows(table)', argument: 'table' },
  evaluate: { from: 'from .. import metrics', call: 'metrics.compute_metrics(table)', argument: 'table' },
  report: { from: 'from .. import report', call: 'report.render_report(results)', argument: 'results' },
};

const TAKEN = new Set(['operations', 'metrics', 'report', 'run', 'table', 'results']);

function functionName(step: StepSpec): string {
  const name = pythonIdentifier(step.title, 'step', 40);
  return TAKEN.has(name) ? `step_${name}` : name;
}

/** The step's description when it says more than its title, else null. */
export function describedBeyondTitle(step: StepSpec): string | null {
  const plain = (text: string) => text.replace(/[.…\s]+$/, '').toLowerCase();
  return plain(step.description) === plain(step.title) ? null : step.description;
}

const docLines = (text: string, indent: string) => wrap(pythonDoc(text)).map((line) => `${indent}${line}`.trimEnd());

export function renderStepModule(blueprint: Blueprint, step: StepSpec): string {
  const { from, call, argument } = CALLS[step.operation];
  const name = functionName(step);
  const details = describedBeyondTitle(step);
  return [
    ...(details
      ? [
          `"""Step ${step.number} of ${blueprint.steps.length}: ${pythonDoc(step.title)}.`,
          '',
          ...docLines(details, ''),
          '"""',
        ]
      : [`"""Step ${step.number} of ${blueprint.steps.length}: ${pythonDoc(step.title)}."""`]),
    '',
    from,
    '',
    `TITLE = ${literal(step.title)}`,
    `ROLE = ${literal(step.role)}`,
    '',
    '',
    `def ${name}(${argument}):`,
    `    """${pythonDoc(step.title)}.`,
    ...(details ? ['', ...docLines(details, '    ')] : []),
    '',
    ...docLines(`What the code does: ${OPERATION_SUMMARY[step.operation]}.`, '    '),
    '    """',
    `    return ${call}`,
    '',
    '',
    `run = ${name}`,
    '',
  ].join('\n');
}

const ASSERTIONS: Record<StepOperation, string[]> = {
  prepare: ['table = {m}.run(raw_rows())', 'self.assertEqual(table, fixture_table())'],
  normalise: [
    'table = {m}.run(fixture_table())',
    'self.assertAlmostEqual(fmean(row["response_z"] for row in table), 0.0, places=9)',
  ],
  fit: [
    'table = {m}.run(fixture_table())',
    'self.assertAlmostEqual(sum(row["residual"] for row in table), 0.0, places=9)',
  ],
  compare: [
    'table = {m}.run(fixture_table())',
    'self.assertAlmostEqual(table[0]["group_mean"], fmean([3.1, 4.9, 7.2]), places=9)',
  ],
  correlate: [
    'table = {m}.run(fixture_table())',
    'self.assertGreater(fmean(row["co_deviation"] for row in table), 0.99)',
  ],
  summarise: [
    'table = {m}.run(fixture_table())',
    'self.assertEqual(len(table), len(fixture_table()))',
    'self.assertTrue(all(row["row_mean"] is not None for row in table))',
  ],
  evaluate: [
    'results = {m}.run(fixture_table())',
    'self.assertEqual(list(results), list(METRICS))',
    'self.assertTrue(any(value is not None for value in results.values()))',
  ],
  report: [
    'text = {m}.run({"Mean response": 8.05, "Cost": None})',
    'self.assertIn("Mean response", text)',
    'self.assertIn("not computed", text)',
  ],
};

export function renderStepTests(blueprint: Blueprint): string {
  const modules = blueprint.steps.map(stepModule);
  const tests = blueprint.steps.flatMap((step, i) => [
    '',
    `    def test_${modules[i]}(self):`,
    `        """${pythonDoc(step.title)}: ${OPERATION_SUMMARY[step.operation]}."""`,
    ...ASSERTIONS[step.operation].map((line) => `        ${line.replace('{m}', modules[i])}`),
  ]);
  const uses = (...operations: StepOperation[]) => blueprint.steps.some((s) => operations.includes(s.operation));
  const fixtures = uses('prepare') ? 'fixture_table, raw_rows' : 'fixture_table';
  return [
    '"""Each step of the study, run on the fixture table."""',
    '',
    'import unittest',
    ...(uses('normalise', 'compare', 'correlate') ? ['from statistics import fmean'] : []),
    '',
    ...(uses('evaluate') ? [`from ${blueprint.packageName}.metrics import METRICS`] : []),
    `from ${blueprint.packageName}.steps import (`,
    ...modules.map((m) => `    ${m},`),
    ')',
    '',
    `from .fixtures import ${fixtures}`,
    '',
    '',
    'class StepTests(unittest.TestCase):',
    ...tests.slice(1),
    '',
    '',
    'if __name__ == "__main__":',
    '    unittest.main()',
    '',
  ].join('\n');
}
