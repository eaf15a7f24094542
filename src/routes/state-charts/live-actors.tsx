import { useEffect, useId, useState } from 'react';
import { useLiveActors } from '../../machines/inspection/use-live-actors';
import { LiveActorCard } from './live-actor-card';
import { startHint } from './live-hints';

interface Props {
  machineId: string;
  onActiveStates: (stateNodeIds: string[]) => void;
}

/**
 * The app's running actors of one machine, in this tab and the others. The chosen one (the first
 * until the tester picks another) drives the chart's highlight, and keeps driving it as it moves.
 */
export function LiveActors({ machineId, onActiveStates }: Props) {
  const actors = useLiveActors(machineId);
  const group = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = actors.find((actor) => actor.key === chosen) ?? actors[0] ?? null;
  const states = selected?.stateIds.join('|') ?? '';
  useEffect(() => onActiveStates(states ? states.split('|') : []), [states, onActiveStates]);

  return (
    <section aria-labelledby={`${group}-title`} className="flex flex-col gap-3">
      <h3 id={`${group}-title`} className="text-sm font-semibold">
        Running actors
      </h3>
      {actors.length === 0 ? (
        <p className="text-sm text-fg-muted">
          No {machineId} actor is running. {startHint(machineId)}
        </p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {actors.length} running, here and in other tabs. The chosen one is highlighted on the chart.
          </p>
          <fieldset>
            <legend className="sr-only">The actor to follow on the chart</legend>
            <ul className="flex flex-col gap-3">
              {actors.map((actor) => (
                <LiveActorCard
                  key={actor.key}
                  actor={actor}
                  group={group}
                  selected={actor.key === selected?.key}
                  onSelect={() => setChosen(actor.key)}
                />
              ))}
            </ul>
          </fieldset>
        </>
      )}
    </section>
  );
}
