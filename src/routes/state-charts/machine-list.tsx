import { Link } from 'react-router-dom';
import type { MachineEntry } from '../../machines/registry';
import { stateNodesOf, transitionsOf } from '../../machines/model/transitions';
import { cx } from '../../ui/components/cx';

// The machines to pick from, as links (?machine=<id>), so a pick survives a reload and can be shared.

/** States (the root excluded: it is the machine) and transitions of a machine's definition. */
export function machineCounts(entry: MachineEntry): { states: number; transitions: number } {
  return {
    states: stateNodesOf(entry.machine.root).length - 1,
    transitions: transitionsOf(entry.machine).length,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function MachineList({ entries, selectedId }: { entries: MachineEntry[]; selectedId: string | null }) {
  return (
    <nav aria-label="Machines">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const counts = machineCounts(entry);
          const selected = entry.id === selectedId;
          return (
            <li key={entry.id}>
              <Link
                to={`?machine=${encodeURIComponent(entry.id)}`}
                aria-current={selected ? 'page' : undefined}
                className={cx(
                  'flex flex-col rounded-ui border px-3 py-1.5 text-sm transition-colors',
                  selected
                    ? 'border-accent bg-accent-soft text-fg'
                    : 'border-border bg-surface text-fg hover:bg-surface-muted',
                )}
              >
                <span className="font-medium">{entry.title}</span>
                <span className="text-xs text-fg-muted">
                  {plural(counts.states, 'state')} · {plural(counts.transitions, 'transition')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
