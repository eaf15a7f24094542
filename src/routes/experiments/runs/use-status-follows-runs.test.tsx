import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { experimentKeys } from '../../../api/queries/experiments';
import type { Experiment } from '../../../api/types';
import { createTestQueryClient, Providers } from '../../../../tests/support/ui/render';
import { EXPERIMENT } from './runs.test-support';
import { useStatusFollowsRuns } from './use-status-follows-runs';

// The server starts a planned experiment when its first run starts; the page reads it again then.

function follow(experiment: Experiment, runCount: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(experimentKeys.detail(experiment.id), experiment);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  renderHook(() => useStatusFollowsRuns(experiment, runCount, 1), { wrapper });
  return queryClient.getQueryState(experimentKeys.detail(experiment.id))?.isInvalidated;
}

describe('an experiment page with runs', () => {
  it('reads a planned experiment again once it has runs', () => {
    expect(follow({ ...EXPERIMENT, status: 'planned' }, 2)).toBe(true);
  });

  it('leaves a planned experiment with no runs, and a running or ended one, as read', () => {
    expect(follow({ ...EXPERIMENT, status: 'planned' }, 0)).toBe(false);
    expect(follow({ ...EXPERIMENT, status: 'running' }, 2)).toBe(false);
    expect(follow({ ...EXPERIMENT, status: 'completed' }, 2)).toBe(false);
  });
});
