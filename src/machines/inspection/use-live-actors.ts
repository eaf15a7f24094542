import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { appInspector } from './app-inspector';
import type { LiveInspector } from './live-inspector';
import type { LiveActor } from './live-types';

/** The running actors of one machine, in this tab and in the others, kept current. */
export function useLiveActors(machineId: string, inspector: LiveInspector = appInspector): LiveActor[] {
  useEffect(() => inspector.listen(), [inspector]);
  const all = useSyncExternalStore(inspector.registry.subscribe, inspector.registry.getSnapshot);
  return useMemo(() => all.filter((actor) => actor.machineId === machineId), [all, machineId]);
}
