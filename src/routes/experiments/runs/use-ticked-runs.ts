import { useCallback, useMemo, useState } from 'react';
import type { RunSummary } from '../../../api/queries/runs';

/**
 * The runs ticked for comparing and charting, across pages and sorts: each is kept as it was when
 * ticked and read fresh from the page shown when it is on it.
 */
export function useTickedRuns(shown: readonly RunSummary[]) {
  const [ticked, setTicked] = useState<ReadonlyMap<string, RunSummary>>(new Map());
  const toggle = useCallback(
    (run: RunSummary) =>
      setTicked((current) => {
        const next = new Map(current);
        if (!next.delete(run.id)) next.set(run.id, run);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setTicked(new Map()), []);
  const runs = useMemo(
    () => [...ticked.values()].map((run) => shown.find((s) => s.id === run.id) ?? run),
    [ticked, shown],
  );
  const ids = useMemo(() => [...ticked.keys()], [ticked]);
  const has = useCallback((id: string) => ticked.has(id), [ticked]);
  return { runs, ids, has, toggle, clear };
}
