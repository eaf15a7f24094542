import { useCallback, useMemo, useState } from 'react';
import type { Idea } from '../../api/types';

/** Which ideas of a list are ticked; ids of ideas no longer shown drop out of the actions. */
export function useIdeaSelection(shown: readonly Idea[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(() => shown.filter((idea) => ids.has(idea.id)), [shown, ids]);
  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const allShown = shown.length > 0 && chosen.length === shown.length;
  const toggleAll = useCallback(
    () => setIds(allShown ? new Set() : new Set(shown.map((idea) => idea.id))),
    [allShown, shown],
  );
  const clear = useCallback(() => setIds(new Set()), []);
  return { ids, chosen, toggle, toggleAll, allShown, clear };
}

export type IdeaSelection = ReturnType<typeof useIdeaSelection>;
