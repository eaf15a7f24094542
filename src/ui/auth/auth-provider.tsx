import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { configKeys } from '../../api/queries/config';
import { setUnauthorizedHandler } from '../../api/unauthorized';
import { authMachine, type AuthActorRef, type AuthMachine, type AuthSnapshot } from '../../machines/auth.machine';
import { appInspector } from '../../machines/inspection/app-inspector';

export const AuthActorContext = createContext<AuthActorRef | null>(null);

/**
 * The app's auth actor, started as the app boots (src/app.tsx): the stored token's check then runs
 * beside the first page's chunks, and its answer is in before the first render.
 */
export function startAuthActor(machine: AuthMachine = authMachine): AuthActorRef {
  return createActor(machine, { inspect: appInspector.inspect }).start();
}

interface AuthProviderProps {
  children: ReactNode;
  /** An actor started elsewhere, for the app's lifetime; without one the provider runs its own. */
  actor?: AuthActorRef;
  machine?: AuthMachine;
}

/** One auth actor for the app's lifetime; components read it with selectors, never copy it. */
export function AuthProvider({ children, actor, machine = authMachine }: AuthProviderProps) {
  return actor ? (
    <ProvideAuthActor actor={actor}>{children}</ProvideAuthActor>
  ) : (
    <OwnAuthActor machine={machine}>{children}</OwnAuthActor>
  );
}

function OwnAuthActor({ children, machine }: { children: ReactNode; machine: AuthMachine }) {
  const actor = useActorRef(machine, { inspect: appInspector.inspect });
  return <ProvideAuthActor actor={actor}>{children}</ProvideAuthActor>;
}

function ProvideAuthActor({ children, actor }: { children: ReactNode; actor: AuthActorRef }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    // A failed refresh: the machine forgets the user, and the route guard sends them to /login.
    setUnauthorizedHandler(() => actor.send({ type: 'auth.sessionExpired' }));
    return () => setUnauthorizedHandler(null);
  }, [actor]);

  useEffect(() => {
    // Signing out must not leave one user's data in the cache for the next (config is public).
    let wasSignedOut = actor.getSnapshot().matches('signedOut');
    const subscription = actor.subscribe((snapshot) => {
      const signedOut = snapshot.matches('signedOut');
      if (signedOut && !wasSignedOut)
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== configKeys.all[0] });
      wasSignedOut = signedOut;
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>');
  return actor;
}

export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthActor(), selector);
}

export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectError = (s: AuthSnapshot) => s.context.error;
export const selectIsLoading = (s: AuthSnapshot) => s.matches('loading');
export const selectIsAuthenticated = (s: AuthSnapshot) => s.matches('authenticated');
export const selectIsSigningIn = (s: AuthSnapshot) => s.matches('signingIn');
export const selectSignedOutByUser = (s: AuthSnapshot) => s.context.signedOutByUser;
