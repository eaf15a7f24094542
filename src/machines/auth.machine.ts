// States:
//   loading.checkingToken  transient: a stored token goes on to validating, none to signedOut
//   loading.validating     the me call; its user → authenticated; a server's refusal → signedOut with
//                          tokens cleared; no answer at all (offline, navigation abort) → signedOut,
//                          tokens kept, since nothing said they were bad
//   signedOut              auth.devLogin / auth.googleLogin → signingIn (failure back, with error)
//   authenticated          auth.logout → signingOut → signedOut, user and tokens cleared either way;
//                          signedOutByUser stays set until the next sign-in, so the login page sends
//                          nobody back to the page they left (however late the router catches up)
// auth.sessionExpired from any state → signedOut with the tokens cleared.
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { devLogin, fetchMe, loginWithIdToken, logout } from '../api/auth';
import { getErrorMessage, getErrorStatus } from '../api/errors';
import { clearTokens, getAccessToken } from '../api/token-store';
import type { UserProfile } from '../api/types';

export interface AuthContext {
  user: UserProfile | null;
  /** The last sign-in failure, in the catalogue's words; cleared when a new attempt starts. */
  error: string | null;
  /** The user signed out themselves (not an expired session): there is no page to return to. */
  signedOutByUser: boolean;
}

export type AuthSignInEvent =
  { type: 'auth.devLogin'; email: string; name?: string } | { type: 'auth.googleLogin'; idToken: string };

export type AuthEvent = AuthSignInEvent | { type: 'auth.logout' } | { type: 'auth.sessionExpired' };

export type AuthTag = 'busy';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    tags: {} as AuthTag,
  },
  actions: {
    clearTokens: () => clearTokens(),
    setUser: assign((_, params: { user: UserProfile }) => ({ user: params.user, error: null, signedOutByUser: false })),
    forgetUser: assign({ user: null }),
    noteSignOutByUser: assign({ signedOutByUser: true }),
    forgetSignOutByUser: assign({ signedOutByUser: false }),
    setError: assign((_, params: { error: unknown }) => ({ error: getErrorMessage(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasStoredToken: () => getAccessToken() !== null,
    // Only an answer from the server can say a token is bad; a page navigating away aborts the
    // me call, and clearing the shared tokens then would sign out the page that comes next.
    isRejectedByServer: (_, params: { error: unknown }) => (getErrorStatus(params.error) ?? 0) > 0,
  },
  actors: {
    validateSession: fromPromise<UserProfile>(({ signal }) => fetchMe(signal)),
    signIn: fromPromise<UserProfile, AuthSignInEvent>(({ input, signal }) =>
      input.type === 'auth.googleLogin'
        ? loginWithIdToken(input.idToken, signal)
        : devLogin(input.email, input.name, signal),
    ),
    logout: fromPromise<void>(({ signal }) => logout(signal)),
  },
}).createMachine({
  id: 'auth',
  initial: 'loading',
  context: { user: null, error: null, signedOutByUser: false },
  on: {
    'auth.sessionExpired': { target: '.signedOut', actions: ['clearTokens', 'forgetUser', 'forgetSignOutByUser'] },
  },
  states: {
    loading: {
      tags: 'busy',
      initial: 'checkingToken',
      states: {
        // A guarded hop rather than an always beside the invoke: that would start the me call
        // for an instant even with no token to send.
        checkingToken: {
          always: [{ guard: 'hasStoredToken', target: 'validating' }, { target: '#auth.signedOut' }],
        },
        validating: {
          invoke: {
            id: 'validateSession',
            src: 'validateSession',
            onDone: {
              target: '#auth.authenticated',
              actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isRejectedByServer', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.signedOut',
                actions: ['clearTokens', 'forgetUser'],
              },
              { target: '#auth.signedOut', actions: 'forgetUser' },
            ],
          },
        },
      },
    },
    signedOut: {
      on: {
        'auth.devLogin': 'signingIn',
        'auth.googleLogin': 'signingIn',
      },
    },
    signingIn: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, ['auth.devLogin', 'auth.googleLogin']);
          return event;
        },
        onDone: {
          target: 'authenticated',
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    authenticated: {
      on: { 'auth.logout': { target: 'signingOut', actions: 'noteSignOutByUser' } },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearTokens', 'forgetUser'] },
        onError: { target: 'signedOut', actions: ['clearTokens', 'forgetUser'] },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;
export type AuthActorRef = ActorRefFrom<AuthMachine>;
