import { useId } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PlanEvent } from '../../machines/model/types';
import { Button } from '../../ui/components/button';
import { availabilityOf, eventTypesOf, pendingTimersOf } from './sandbox-definition';
import type { PendingActor } from './sandbox-runner';

const headingClass = 'mb-2 text-sm font-semibold';
const emptyClass = 'text-sm text-fg-muted';
const rowClass = 'flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5';

/** The stubbed actors the machine is waiting on, each settled by the tester. */
export function SandboxPendingActors({ pending }: { pending: PendingActor[] }) {
  return (
    <section>
      <h3 className={headingClass}>Pending actors</h3>
      {pending.length === 0 ? (
        <p className={emptyClass}>No actor is running in this state.</p>
      ) : (
        <ul className="divide-y divide-border">
          {pending.map((actor) => (
            <li key={actor.id} className={rowClass}>
              <code className="min-w-0 grow text-sm break-all">{actor.id}</code>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Resolve ${actor.id}`}
                onClick={() => actor.settle('resolve')}
              >
                Resolve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Reject ${actor.id}`}
                onClick={() => actor.settle('reject')}
              >
                Reject
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The delayed transitions waiting in the active states: they fire only when the tester says. */
export function SandboxTimers(props: {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  onFire: (eventType: string, label: string) => void;
}) {
  const timers = pendingTimersOf(props.machine, props.snapshot);
  return (
    <section>
      <h3 className={headingClass}>Timers</h3>
      {timers.length === 0 ? (
        <p className={emptyClass}>No timer is waiting in this state.</p>
      ) : (
        <ul className="divide-y divide-border">
          {timers.map((timer) => (
            <li key={timer.eventType} className={rowClass}>
              <span className="min-w-0 grow text-sm break-all">
                After {timer.delay} in <code>{timer.source}</code>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Fire timer after ${timer.delay} in ${timer.source}`}
                onClick={() => props.onFire(timer.eventType, `Fired timer after ${timer.delay}`)}
              >
                Fire timer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRow(props: { event: PlanEvent; snapshot: AnyMachineSnapshot; onSend: (event: PlanEvent) => void }) {
  const reasonId = useId();
  const availability = availabilityOf(props.snapshot, props.event);
  return (
    <li className={rowClass}>
      <Button
        size="sm"
        variant={availability.enabled ? 'primary' : 'secondary'}
        disabled={!availability.enabled}
        aria-describedby={availability.enabled ? undefined : reasonId}
        onClick={() => props.onSend(props.event)}
      >
        {props.event.type}
      </Button>
      {!availability.enabled && (
        <span id={reasonId} className="text-sm text-fg-muted">
          {availability.reason}
        </span>
      )}
    </li>
  );
}

/** Every event type of the chart: enabled when the actor takes it now, else why not. */
export function SandboxEvents(props: {
  machine: AnyStateMachine;
  samples: readonly PlanEvent[];
  snapshot: AnyMachineSnapshot;
  onSend: (event: PlanEvent) => void;
}) {
  const events = eventTypesOf(props.machine).map(
    (type) => props.samples.find((sample) => sample.type === type) ?? { type },
  );
  return (
    <section>
      <h3 className={headingClass}>Events</h3>
      {events.length === 0 ? (
        <p className={emptyClass}>This machine handles no events of its own.</p>
      ) : (
        <ul className="divide-y divide-border">
          {events.map((event) => (
            <EventRow key={event.type} event={event} snapshot={props.snapshot} onSend={props.onSend} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the tester did and what the run skipped, newest first. */
export function SandboxLog({ log }: { log: string[] }) {
  if (log.length === 0) return null;
  return (
    <section>
      <h3 className={headingClass}>What happened</h3>
      <ol className="space-y-0.5 text-sm text-fg-muted" aria-label="Sandbox steps, newest first">
        {log.map((line, i) => (
          <li key={`${log.length - i}-${line}`}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
