// `npm run machines`: for every machine in src/machines, its states and transitions, and how many
// of them the generated paths take when run on real actors the way the model-based tests run them
// (src/machines/model/runner.ts, each step checked by the machine's oracle). Exits non-zero when a
// transition is not covered, a step fails, or a machine has no events file or oracle.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { testPlanOf } from '../src/machines/model/plan';
import { describeFailure, runPlan, type MachineHarness } from '../src/machines/model/runner';
import type { MachineEvents } from '../src/machines/model/types';

const DIR = join(import.meta.dirname, '..', 'src', 'machines');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value;

/** A module of src/machines, or undefined when there is no such file. */
async function load<T>(file: string): Promise<T | undefined> {
  const path = join(DIR, file);
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as T) : undefined;
}

interface Row {
  machine: string;
  states: number;
  transitions: number;
  covered: number;
  uncovered: string[];
  problems: string[];
}

async function measure(name: string): Promise<Row[]> {
  const module = await load<Record<string, unknown>>(`${name}.machine.ts`);
  const model = await load<MachineEvents>(`${name}.events.ts`);
  const harness = (await load<{ modelHarness?: MachineHarness }>(`${name}.test-support.ts`))?.modelHarness;
  const rows: Row[] = [];
  for (const machine of Object.values(module ?? {}).filter(isMachine)) {
    const missing = [!model && `${name}.events.ts`, !harness && `modelHarness in ${name}.test-support.ts`].filter(
      Boolean,
    );
    if (!model || !harness) {
      rows.push({
        machine: machine.id,
        states: 0,
        transitions: 0,
        covered: 0,
        uncovered: [],
        problems: [`missing ${missing.join(' and ')}`],
      });
      continue;
    }
    const plan = testPlanOf(machine, model.events, { variants: model.variants, stateKey: model.stateKey });
    const { taken, failures } = await runPlan(plan, harness, { variants: model.variants });
    const ids = plan.transitions.map((t) => t.id);
    rows.push({
      machine: machine.id,
      states: plan.states.length,
      transitions: ids.length,
      covered: ids.filter((id) => taken.has(id)).length,
      uncovered: ids.filter((id) => !taken.has(id)),
      problems: failures.map(describeFailure),
    });
  }
  return rows;
}

function print(rows: Row[]) {
  const header = ['machine', 'states', 'transitions', 'covered by tests', 'uncovered'];
  const cells = rows.map((r) => [r.machine, r.states, r.transitions, r.covered, r.uncovered.length].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log([line(header), ...cells.map(line)].join('\n'));
  for (const r of rows) {
    for (const id of r.uncovered) console.log(`\n${r.machine}: not covered: ${id}`);
    for (const problem of r.problems) console.log(`\n${r.machine}: ${problem}`);
  }
}

const names = readdirSync(DIR)
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.slice(0, -'.machine.ts'.length))
  .sort();
const rows = (await Promise.all(names.map(measure))).flat();
print(rows);
const failed = rows.some((r) => r.uncovered.length > 0 || r.problems.length > 0);
console.log(
  failed ? '\nSome transitions are not covered, or a step failed.' : '\nEvery transition of every machine is covered.',
);
process.exitCode = failed ? 1 : 0;
