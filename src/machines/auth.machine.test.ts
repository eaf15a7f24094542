import {
  createActor,
  fromPromise,
  waitFor,
  type AnyStateNode,
  type NonReducibleUnknown,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { SIGN_IN_MESSAGES } from '../domain/messages';
import { getErrorStatus, toApiError, toTransportError } from '../api/errors';
import { getAccessToken, getRefreshToken, saveTokens } from '../api/token-store';
import type { UserProfile } from '../api/types';
import { authMachine, type AuthEvent, type AuthSignInEvent } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type ActorId = 'validateSession' | 'signIn' | 'logout';

const profile: UserProfile = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@example.org', name: 'Ada' };
const signInRejected = toApiError(401, {
  detail: { error: { message: SIGN_IN_MESSAGES.invalidToken, type: 'invalid_token' } },
});

// Every event the model may take: user events plus the settling of each invoked actor.
const MODEL_EVENTS = [
  { type: 'auth.devLogin', email: 'ada@example.org', name: 'Ada' },
  { type: 'auth.googleLogin', idToken: 'google-id-token' },
  { type: 'auth.logout' },
  { type: 'auth.sessionExpired' },
  { type: 'xstate.done.actor.validateSession', output: profile },
  { type: 'xstate.error.actor.validateSession', error: toApiError(401, undefined) },
  { type: 'xstate.error.actor.validateSession', error: toTransportError(new DOMException('aborted', 'AbortError')) },
  { type: 'xstate.done.actor.signIn', output: profile },
  { type: 'xstate.error.actor.signIn', error: signInRejected },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: toApiError(500, undefined) },
] as unknown as AuthEvent[];

// The guard reads storage, so the model is explored once with a stored token and once without.
const modelFor = (hasToken: boolean) => authMachine.provide({ guards: { hasStoredToken: () => hasToken } });

function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0];
  return `${key}.${statePath(child as StateValue)}`;
}

/** Atomic states where the machine can rest; transient ones (an `always` hop) never are. */
function restingStates(node: AnyStateNode = authMachine.root): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.always?.length ? [] : [node.path.join('.')];
  return children.flatMap((child) => restingStates(child));
}

/** Stub actors that settle only when the replayed path says so. */
function controlledActors() {
  const pending: Partial<Record<ActorId, { resolve: (value: unknown) => void; reject: (err: unknown) => void }>> = {};
  const inputs: AuthSignInEvent[] = [];
  const controlled = <T, I = NonReducibleUnknown>(id: ActorId) =>
    fromPromise<T, I>(({ input }) => {
      if (id === 'signIn') inputs.push(input as AuthSignInEvent);
      return new Promise<T>((resolve, reject) => {
        pending[id] = { resolve: resolve as (value: unknown) => void, reject };
      });
    });
  const actors = {
    validateSession: controlled<UserProfile>('validateSession'),
    signIn: controlled<UserProfile, AuthSignInEvent>('signIn'),
    logout: controlled<void>('logout'),
  };
  return { actors, pending, inputs };
}

function settle(
  pending: ReturnType<typeof controlledActors>['pending'],
  event: { type: string; output?: unknown; error?: unknown },
) {
  const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, ActorId];
  const deferred = pending[id];
  if (!deferred) throw new Error(`${id} is not running`);
  if (outcome === 'done') deferred.resolve(event.output);
  else deferred.reject(event.error);
}

function clearsTokens(event: { type: string; error?: unknown }): boolean {
  if (event.type === 'xstate.error.actor.validateSession') return (getErrorStatus(event.error) ?? 0) > 0;
  return ['auth.sessionExpired', 'xstate.done.actor.logout', 'xstate.error.actor.logout'].includes(event.type);
}

const sameState = (a: AuthSnapshot, b: AuthSnapshot) => statePath(a.value) === statePath(b.value);

describe('auth machine model', () => {
  const explored = [true, false].flatMap((hasToken) =>
    getShortestPaths(modelFor(hasToken), { events: MODEL_EVENTS }).map((path) => ({ hasToken, path })),
  );

  it('reaches every resting state', () => {
    const reached = new Set(explored.map(({ path }) => statePath(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates().sort());
    expect(restingStates()).toEqual(['loading.validating', 'signedOut', 'signingIn', 'authenticated', 'signingOut']);
  });

  const replayable = [true, false].flatMap((hasToken) =>
    getSimplePaths(modelFor(hasToken), { events: MODEL_EVENTS }).map((path) => ({ hasToken, path })),
  );

  it.each(
    replayable.map(({ hasToken, path }) => [
      `${hasToken ? 'token' : 'no token'}: ${['start', ...path.steps.slice(1).map((s) => s.event.type)].join(' > ')}`,
      hasToken,
      path,
    ]),
  )('replays %s', async (_name, hasToken, path) => {
    if (hasToken) saveTokens({ access_token: 'stored-access', refresh_token: 'stored-refresh' });
    const { actors, pending } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.'))
        settle(pending, event);
      else if (event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = await waitFor(actor, (s) => sameState(s, step.state), { timeout: 1000 });
      expect(snapshot.context).toEqual(step.state.context);
      expect(snapshot.hasTag('busy')).toBe(step.state.hasTag('busy'));
    }
    expect(statePath(actor.getSnapshot().value)).toBe(statePath(path.state.value));
    // Tokens are gone once a server refusal, an expiry or a logout happened on the path; a
    // validation that got no answer at all leaves them in place.
    const cleared = path.steps.some(({ event }) => clearsTokens(event as { type: string; error?: unknown }));
    if (hasToken) expect(getAccessToken()).toBe(cleared ? null : 'stored-access');
    actor.stop();
  });
});

describe('auth machine', () => {
  async function signedInActor() {
    saveTokens({ access_token: 'stored-access', refresh_token: 'stored-refresh' });
    const control = controlledActors();
    const actor = createActor(authMachine.provide({ actors: control.actors })).start();
    control.pending.validateSession?.resolve(profile);
    await waitFor(actor, (s) => s.matches('authenticated'));
    return { actor, ...control };
  }

  it('logout clears the user and the tokens even when the call fails', async () => {
    const { actor, pending } = await signedInActor();
    expect(actor.getSnapshot().context.user).toEqual(profile);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    pending.logout?.reject(toApiError(500, undefined));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a stored token the server rejects ends signed out with the tokens cleared', async () => {
    saveTokens({ access_token: 'invalid', refresh_token: 'revoked' });
    const { actors, pending } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    expect(actor.getSnapshot().matches({ loading: 'validating' })).toBe(true);
    pending.validateSession?.reject(toApiError(401, undefined));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, error: null });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a me call that gets no answer (a navigation abort, offline) signs out but keeps the tokens', async () => {
    saveTokens({ access_token: 'still-good', refresh_token: 'still-good-refresh' });
    const { actors, pending } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    pending.validateSession?.reject(toTransportError(new DOMException('The operation was aborted.', 'AbortError')));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBe('still-good');
    expect(getRefreshToken()).toBe('still-good-refresh');
  });

  it('with no stored token goes straight to signedOut without calling me', () => {
    const validateSession = vi.fn(() => Promise.resolve(profile));
    const actor = createActor(
      authMachine.provide({ actors: { validateSession: fromPromise(validateSession) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(validateSession).not.toHaveBeenCalled();
  });

  it('passes the sign-in event to the signIn actor and keeps the failure message', async () => {
    const { actors, pending, inputs } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    actor.send({ type: 'auth.googleLogin', idToken: 'google-id-token' });
    expect(inputs).toEqual([{ type: 'auth.googleLogin', idToken: 'google-id-token' }]);
    pending.signIn?.reject(signInRejected);
    let snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toBe(SIGN_IN_MESSAGES.invalidToken);
    actor.send({ type: 'auth.devLogin', email: 'ada@example.org' });
    expect(actor.getSnapshot().context.error).toBeNull();
    pending.signIn?.resolve(profile);
    snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(profile);
  });

  it('a session expiring while signed in clears the user and the tokens', async () => {
    const { actor } = await signedInActor();
    actor.send({ type: 'auth.sessionExpired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
