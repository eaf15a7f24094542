import { useEffect, useState, useSyncExternalStore } from 'react';
import { activeStateIds } from '../../machines/inspection/live-registry';
import { stateValueText } from '../../machines/model/transitions';
import type { MachineEvents } from '../../machines/model/types';
import type { MachineEntry } from '../../machines/registry';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Spinner } from '../../ui/components/spinner';
import { SandboxEvents, SandboxLog, SandboxPendingActors, SandboxTimers } from './sandbox-controls';
import { loadSamples, sampleInput } from './sandbox-samples';
import { SandboxSession } from './sandbox-session';

interface Props {
  entry: MachineEntry;
  onActiveStates: (ids: string[]) => void;
}

/** A fresh copy of the machine to click through: its actors and timers wait for the tester. */
export function MachineSandbox({ entry, onActiveStates }: Props) {
  const [samples, setSamples] = useState<{ file: string; value: MachineEvents } | null>(null);
  useEffect(() => {
    let current = true;
    void loadSamples(entry.file).then((value) => current && setSamples({ file: entry.file, value }));
    return () => {
      current = false;
    };
  }, [entry.file]);
  if (samples?.file !== entry.file) return <Spinner label="Loading the sandbox" />;
  return <SandboxPanel key={entry.id} entry={entry} samples={samples.value} onActiveStates={onActiveStates} />;
}

function useActiveStates(entry: MachineEntry, value: unknown, onActiveStates: Props['onActiveStates']) {
  const key = value === undefined ? '' : activeStateIds(entry.machine, value as never).join('|');
  useEffect(() => onActiveStates(key ? key.split('|') : []), [key, onActiveStates]);
}

function SandboxPanel({ entry, samples, onActiveStates }: Props & { samples: MachineEvents }) {
  const [session] = useState(
    () => new SandboxSession(entry.machine, { input: sampleInput(entry.id, samples), samples: samples.events }),
  );
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const view = useSyncExternalStore(session.subscribe, session.getView);
  useActiveStates(entry, view?.snapshot.value, onActiveStates);
  if (!view) return <Spinner label="Starting the sandbox" />;
  const { snapshot } = view;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted">
        A copy of <code>{entry.id}</code> apart from the app: its actors wait for Resolve or Reject, its timers for Fire
        timer, and its side effects are skipped.
      </p>
      <section className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold">Current state</h3>
          <p className="text-sm break-words" aria-live="polite">
            <code>{stateValueText(snapshot.value)}</code>
            {snapshot.status !== 'active' && <span className="text-fg-muted"> ({snapshot.status})</span>}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => session.start()}>
          Restart
        </Button>
      </section>
      {view.error && <Alert title="The actor stopped with an error">{view.error}. Restart to try again.</Alert>}
      <SandboxPendingActors pending={view.pending} />
      <SandboxTimers
        machine={entry.machine}
        snapshot={snapshot}
        onFire={(type, label) => session.send({ type }, label)}
      />
      <SandboxEvents
        machine={entry.machine}
        samples={samples.events}
        snapshot={snapshot}
        onSend={(event) => session.send(event)}
      />
      <SandboxLog log={view.log} />
    </div>
  );
}
