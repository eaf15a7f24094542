import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { convertIdeas } from '../../api/queries/conversion';
import { experimentKeys } from '../../api/queries/experiments';
import { ideaKeys, setIdeaStatus } from '../../api/queries/ideas';
import { workflowKeys } from '../../api/queries/workflows';
import type { Idea } from '../../api/types';
import { ideaStatusMachine } from '../../machines/idea-status.machine';
import { appInspector } from '../../machines/inspection/app-inspector';

/** The idea-status machine for one idea, its calls wired to the API and the query cache. */
export function useIdeaStatus(idea: Idea) {
  const queryClient = useQueryClient();
  const actor = useActorRef(
    ideaStatusMachine.provide({
      actors: {
        changeStatus: fromPromise(async ({ input, signal }) => {
          const changed = await setIdeaStatus(input.ideaId, input.to, signal);
          queryClient.setQueryData(ideaKeys.detail(changed.id), (old: Idea | undefined) => ({ ...old, ...changed }));
          void queryClient.invalidateQueries({ queryKey: ideaKeys.session(changed.sessionId) });
          // Its history (where it was archived from) moved on too.
          void queryClient.invalidateQueries({ queryKey: [...ideaKeys.detail(changed.id), 'history'] });
          return changed.status;
        }),
        convertIdea: fromPromise(async ({ input }) => {
          const [result] = await convertIdeas([input.ideaId]);
          await Promise.all(
            [ideaKeys.all, workflowKeys.all, experimentKeys.all].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          );
          return result;
        }),
      },
    }),
    { input: { ideaId: idea.id, status: idea.status }, inspect: appInspector.inspect },
  );
  // A refetch or a bulk action elsewhere brings the server's status: the machine follows it.
  useEffect(() => actor.send({ type: 'idea.refresh', status: idea.status }), [actor, idea.status]);
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}
