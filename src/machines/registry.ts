import type { AnyStateMachine } from 'xstate';

// Every machine of the app, found rather than listed: each `*.machine.ts` here is read by Vite's
// glob and its exported machine picked by shape, so a new machine file shows up with no extra code.

export interface MachineEntry {
  /** The machine's own id, e.g. 'logsDrawer'. */
  id: string;
  /** file name, e.g. 'auth.machine.ts' */
  file: string;
  /** From the id: 'logsDrawer' → 'Logs drawer'. */
  title: string;
  machine: AnyStateMachine;
}

const modules = import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true });

/** A StateMachine, told apart from the module's other exports by what the chart reads of it. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value;
}

/** 'logsDrawer' → 'Logs drawer'; 'idea-status' → 'Idea status'. */
export function titleOf(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function entriesOf(found: Record<string, Record<string, unknown>>): MachineEntry[] {
  return Object.entries(found)
    .flatMap(([path, module]) =>
      Object.values(module)
        .filter(isStateMachine)
        .map((machine) => ({
          id: machine.id,
          file: path.slice(path.lastIndexOf('/') + 1),
          title: titleOf(machine.id),
          machine,
        })),
    )
    .sort((a, b) => a.title.localeCompare(b.title));
}

let entries: MachineEntry[] | undefined;

export function machineEntries(): MachineEntry[] {
  entries ??= entriesOf(modules);
  return entries;
}
