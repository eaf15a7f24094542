// What a sandbox run starts with and sends: the machine's input from a small map here, and event
// payloads from the machine's own events file (src/machines/<name>.events.ts) when it has one.
import type { MachineEvents } from '../../machines/model/types';

// Each file is a chunk of its own, fetched only when its machine's sandbox opens.
const eventModules = import.meta.glob<MachineEvents>('../../machines/*.events.ts');

/** Inputs for the machines that need one; made-up ids, since every actor is stubbed. */
const SAMPLE_INPUTS: Record<string, unknown> = {
  sessionPolling: { workspaceId: 'sandbox-workspace', sessionId: 'sandbox-session', goalId: null, status: 'running' },
  ideaStatus: { ideaId: 'sandbox-idea', status: 'reviewed' },
  vibeSession: { ideaId: 'sandbox-idea' },
  graphEditor: { workflowId: 'sandbox-workflow', readOnly: false },
};

const NO_SAMPLES: MachineEvents = { events: [] };

/** The events file of 'auth.machine.ts' ('auth.events.ts'), or no samples. */
export async function loadSamples(file: string): Promise<MachineEvents> {
  const load = eventModules[`../../machines/${file.replace(/\.machine\.ts$/, '.events.ts')}`];
  if (!load) return NO_SAMPLES;
  const module = await load();
  return { events: module.events ?? [], variants: module.variants };
}

/** The map's input, else the events file's first starting condition, else {}. */
export function sampleInput(machineId: string, samples: MachineEvents): unknown {
  if (machineId in SAMPLE_INPUTS) return SAMPLE_INPUTS[machineId];
  return samples.variants?.find((variant) => variant.input !== undefined)?.input ?? {};
}
