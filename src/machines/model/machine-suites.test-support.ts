// Every machine of src/machines with what its model-based tests need, found rather than listed:
// its events file (<name>.events.ts) and its oracle (modelHarness in <name>.test-support.ts).
import type { AnyStateMachine } from 'xstate';
import type { MachineHarness } from './runner';
import type { MachineEvents } from './types';

export interface MachineSuite {
  name: string;
  machine: AnyStateMachine;
  model?: MachineEvents;
  harness?: MachineHarness;
}

const machines = import.meta.glob<Record<string, unknown>>('../*.machine.ts', { eager: true });
const eventFiles = import.meta.glob<MachineEvents>('../*.events.ts', { eager: true });
const supports = import.meta.glob<{ modelHarness?: MachineHarness }>('../*.test-support.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value;

export const machineSuites: MachineSuite[] = Object.entries(machines).flatMap(([path, module]) => {
  const name = path.slice('../'.length, -'.machine.ts'.length);
  return Object.values(module)
    .filter(isMachine)
    .map((machine) => ({
      name,
      machine,
      model: eventFiles[`../${name}.events.ts`],
      harness: supports[`../${name}.test-support.ts`]?.modelHarness,
    }));
});
