// The sandbox's runs over time: one at a time, started when the panel mounts, replaced on
// Restart, stopped when it unmounts. React reads the current run's view through subscribe/getView.
import type { AnyStateMachine } from 'xstate';
import type { PlanEvent } from '../../machines/model/types';
import { SandboxRun, type SandboxView } from './sandbox-runner';

export class SandboxSession {
  private run: SandboxRun | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly machine: AnyStateMachine,
    private readonly options: { input: unknown; samples: readonly PlanEvent[] },
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getView = (): SandboxView | null => this.run?.getView() ?? null;

  start() {
    this.stop();
    const run = new SandboxRun(this.machine, this.options);
    this.run = run;
    this.unsubscribe = run.subscribe(this.emit);
    run.start();
  }

  stop() {
    this.unsubscribe?.();
    this.run?.stop();
    this.run = null;
    this.unsubscribe = null;
    this.emit();
  }

  send(event: PlanEvent, label?: string) {
    this.run?.send(event, label);
  }

  private readonly emit = () => this.listeners.forEach((listener) => listener());
}
