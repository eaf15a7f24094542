import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { experimentKeys } from '../../../api/queries/experiments';
import type { Experiment } from '../../../api/types';

// A run's start moves a planned experiment to running on the server (docs/product.md, "Experiment
// statuses"); a script logs it, not this page. Runs seen while the page still says planned read
// the experiment again, so its status and moves catch up.

export function useStatusFollowsRuns(experiment: Experiment, runCount: number | undefined, runsReadAt: number) {
  const queryClient = useQueryClient();
  const stale = experiment.status === 'planned' && !!runCount;
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: experimentKeys.detail(experiment.id) });
  }, [stale, runsReadAt, experiment.id, queryClient]);
}
