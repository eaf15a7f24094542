import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Subscription } from 'xstate';
import { assistantSessionActors } from '../../machines/assistant-session.actors';
import {
  assistantSessionMachine,
  type AssistantSessionActorRef,
  type AssistantSessionMachine,
  type AssistantSessionSnapshot,
} from '../../machines/assistant-session.machine';
import type { AssistantStreamActorRef } from '../../machines/assistant-stream.machine';
import { FormBridgeProvider, useFormBridge } from './form-bridge';
import { appInspector } from '../../machines/inspection/app-inspector';

const AssistantContext = createContext<AssistantSessionActorRef | null>(null);

export const selectStream = (s: AssistantSessionSnapshot) =>
  s.children.streamQuery as AssistantStreamActorRef | undefined;
const selectDeferred = (s: AssistantSessionSnapshot) => s.matches('ready') && s.context.session?.isDeferred === true;

interface Props {
  children: ReactNode;
  /** The workspace the user is in: a deferred session is bound to it (docs/product.md, "Assistant session and chat"). */
  workspaceId?: string;
  machine?: AssistantSessionMachine;
}

function SessionProvider({ children, workspaceId, machine }: Props) {
  const queryClient = useQueryClient();
  // Bound to the app's query client, so session and history reads get their freshness and retries.
  const logic = useMemo(
    () => machine ?? assistantSessionMachine.provide({ actors: assistantSessionActors(queryClient) }),
    [machine, queryClient],
  );
  const actor = useActorRef(logic, { inspect: appInspector.inspect });
  const bridge = useFormBridge();
  const deferred = useSelector(actor, selectDeferred);

  useEffect(() => {
    if (workspaceId && deferred) actor.send({ type: 'assistant.upgrade', workspaceId });
  }, [actor, workspaceId, deferred]);

  useEffect(() => {
    // Follow each answer's stream actor from the moment it exists, so no field update is missed.
    let stream: AssistantStreamActorRef | undefined;
    let listening: Subscription | undefined;
    const follow = (snapshot: AssistantSessionSnapshot) => {
      const next = selectStream(snapshot);
      if (next === stream) return;
      listening?.unsubscribe();
      stream = next;
      listening = next?.on('field.updates', ({ updates }) => bridge?.applyUpdates(updates));
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      listening?.unsubscribe();
    };
  }, [actor, bridge]);

  return <AssistantContext.Provider value={actor}>{children}</AssistantContext.Provider>;
}

/** One assistant for the signed-in shell: the session, its messages and the form bridge. */
export function AssistantProvider(props: Props) {
  return (
    <FormBridgeProvider>
      <SessionProvider {...props} />
    </FormBridgeProvider>
  );
}

export function useAssistantActor(): AssistantSessionActorRef {
  const actor = useContext(AssistantContext);
  if (!actor) throw new Error('useAssistantActor must be used inside <AssistantProvider>');
  return actor;
}

export function useAssistantSelector<T>(selector: (snapshot: AssistantSessionSnapshot) => T): T {
  return useSelector(useAssistantActor(), selector);
}
