// The auth machine's oracle, written from what the user and the server see (not from the chart):
// which screen shows, the signed-in user, the sign-in error, the stored token and the calls made.
import { clearTokens, getAccessToken, saveTokens } from '../api/token-store';
import type { UserProfile } from '../api/types';
import { authMachine, type AuthSnapshot } from './auth.machine';
import { STORED_TOKEN } from './auth.events';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';

type Screen = 'starting' | 'login' | 'signing in' | 'app' | 'signing out';

export interface AuthSeen {
  screen: Screen;
  /** The spinner the shell shows while a call decides who the user is. */
  busy: boolean;
  user: string | null;
  error: string | null;
  /** Whether the login page may send the user back to the page they were on. */
  returnsToPage: boolean;
  token: string | null;
  calls: ActorCall[];
  running: string[];
}

const BUSY: Screen[] = ['starting', 'signing in', 'signing out'];
const at = (seen: AuthSeen, screen: Screen, running: string[] = []): AuthSeen => ({
  ...seen,
  screen,
  busy: BUSY.includes(screen),
  running,
});
const call = (seen: AuthSeen, actor: string, input?: unknown) => [...seen.calls, { actor, input }];
/** A status means the server answered; 0 means no answer (offline, a navigation abort). */
const serverAnswered = (error: unknown) => ((error as { status?: number }).status ?? 0) > 0;
const signedOut = (seen: AuthSeen): AuthSeen => ({ ...at(seen, 'login'), user: null, token: null });
const expired = (seen: AuthSeen): AuthSeen => ({ ...signedOut(seen), returnsToPage: true });

/** After this event on this screen, the user sees: */
function next(seen: AuthSeen, event: PlanEvent): AuthSeen {
  const { screen } = seen;
  switch (event.type) {
    case 'auth.sessionExpired':
      return expired(seen);
    case 'auth.devLogin':
    case 'auth.googleLogin':
      return screen === 'login'
        ? { ...at(seen, 'signing in', ['signIn']), error: null, calls: call(seen, 'signIn', event) }
        : seen;
    case 'auth.logout':
      return screen === 'app'
        ? { ...at(seen, 'signing out', ['logout']), returnsToPage: false, calls: call(seen, 'logout') }
        : seen;
    case 'xstate.done.actor.validateSession':
    case 'xstate.done.actor.signIn':
      return { ...at(seen, 'app'), user: (event.output as UserProfile).email, returnsToPage: true };
    case 'xstate.error.actor.validateSession':
      return serverAnswered(event.error) ? signedOut(seen) : { ...at(seen, 'login'), user: null };
    case 'xstate.error.actor.signIn':
      return { ...at(seen, 'login'), error: (event.error as Error).message };
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      return signedOut(seen);
    default:
      throw new Error(`the auth oracle has no rule for ${event.type}`);
  }
}

function start(given: string | undefined): AuthSeen {
  const blank: AuthSeen = {
    screen: 'login',
    busy: false,
    user: null,
    error: null,
    returnsToPage: true,
    token: null,
    calls: [],
    running: [],
  };
  if (given !== STORED_TOKEN) return blank;
  return {
    ...at(blank, 'starting', ['validateSession']),
    token: 'stored-access',
    calls: [{ actor: 'validateSession', input: undefined }],
  };
}

function screenOf(snapshot: AuthSnapshot): Screen {
  if (snapshot.matches('loading')) return 'starting';
  if (snapshot.matches('signingIn')) return 'signing in';
  if (snapshot.matches('authenticated')) return 'app';
  if (snapshot.matches('signingOut')) return 'signing out';
  return 'login';
}

function observe({ snapshot, calls, running }: World): AuthSeen {
  const s = snapshot as AuthSnapshot;
  return {
    screen: screenOf(s),
    busy: s.hasTag('busy'),
    user: s.context.user?.email ?? null,
    error: s.context.error,
    returnsToPage: !s.context.signedOutByUser,
    token: getAccessToken(),
    calls,
    running,
  };
}

export const modelHarness: MachineHarness<AuthSeen, AuthSeen> = {
  machine: authMachine,
  arrange(given) {
    clearTokens();
    if (given === STORED_TOKEN) saveTokens({ access_token: 'stored-access', refresh_token: 'stored-refresh' });
  },
  oracle: { start, next, expected: (seen) => seen, observe },
};
