import type { LiveActor } from '../../machines/inspection/live-types';
import { cx } from '../../ui/components/cx';
import { lazily } from '../../domain/lazily';

/** The active leaves, relative to the machine: ['open.list.idle', 'open.export.idle']. */
export function leafStates(actor: LiveActor): string[] {
  const { stateIds, machineId } = actor;
  return stateIds
    .filter((id) => !stateIds.some((other) => other.startsWith(`${id}.`)))
    .map((id) => id.slice(machineId.length + 1));
}

// Seconds and milliseconds matter here: several events often land within one second.
const TIME = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hour12: false,
    }),
);

function EventsTable({ actor, label }: { actor: LiveActor; label: string }) {
  const events = [...actor.events].reverse();
  if (events.length === 0) return <p className="text-sm text-fg-muted">No event yet.</p>;
  return (
    <div className="max-h-72 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent events of {label}, newest first</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Time
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="py-1 font-medium">
              From
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {events.map((event, i) => (
            <tr key={`${events.length - i}-${event.at}`}>
              <td className="py-1 pr-3 whitespace-nowrap tabular-nums">
                <time dateTime={event.at}>{TIME().format(new Date(event.at))}</time>
              </td>
              <td className="py-1 pr-3 break-all">
                <code>{event.type}</code>
              </td>
              <td className="py-1 break-all text-fg-muted">{event.source ?? 'the app'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One running actor: a choice to follow it on the chart, its state, its recent events. */
export function LiveActorCard(props: { actor: LiveActor; group: string; selected: boolean; onSelect: () => void }) {
  const { actor, selected } = props;
  const label = `${actor.machineId} ${actor.sessionId}, ${actor.local ? 'this tab' : 'another tab'}`;
  return (
    <li className={cx('rounded-ui border p-3', selected ? 'border-accent bg-accent-soft/40' : 'border-border')}>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="radio"
          name={props.group}
          checked={selected}
          onChange={props.onSelect}
          aria-describedby={`${props.group}-${actor.key}`}
        />
        {label}
      </label>
      <p id={`${props.group}-${actor.key}`} className="mt-1 text-sm break-words">
        In <code>{leafStates(actor).join(', ')}</code>
        {actor.status !== 'active' && <span className="text-fg-muted"> ({actor.status})</span>}
      </p>
      <details className="mt-2" open={selected}>
        <summary className="cursor-pointer text-sm text-accent-text">Recent events ({actor.events.length})</summary>
        <EventsTable actor={actor} label={label} />
      </details>
    </li>
  );
}
